import { useEffect } from 'react';
import { AboutCta } from '@/features/about/components/about-cta';
import { AboutSection } from '@/features/about/components/about-section';
import { AboutWhyUs } from '@/features/about/components/about-why-us';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';

export function AboutRoute() {
  const { settings } = useSiteSettings();
  useEffect(() => {
    document.title = 'About Us | Amaravati Plots';
  }, []);
  return (
    <>
      <header className="bg-gradient-to-br from-brand-800 to-brand-700 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold sm:text-4xl">About Us</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            A local land and property brokerage in the Amaravati capital region: plots, homes and honest advice.
          </p>
        </div>
      </header>
      <AboutSection />
      <AboutWhyUs />
      <AboutCta phone={settings?.phone} whatsappNumber={settings?.whatsappNumber} />
    </>
  );
}
