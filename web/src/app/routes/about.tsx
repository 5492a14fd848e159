import { useEffect } from 'react';
import { AboutCta } from '@/features/about/components/about-cta';
import { AboutSection } from '@/features/about/components/about-section';
import { AboutWhyUs } from '@/features/about/components/about-why-us';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { PageHeader } from '@/components/layout/page-header';

export function AboutRoute() {
  const { settings } = useSiteSettings();
  useEffect(() => {
    document.title = 'About Us | Amaravati Plots';
  }, []);
  return (
    <>
      <PageHeader
        title="About Us"
        lead="A local land and property brokerage in the Amaravati capital region: plots, homes and honest advice."
      />
      <AboutSection />
      <AboutWhyUs />
      <AboutCta phone={settings?.phone} whatsappNumber={settings?.whatsappNumber} />
    </>
  );
}
