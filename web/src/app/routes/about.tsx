import { AboutCta } from '@/features/about/components/about-cta';
import { AboutSection } from '@/features/about/components/about-section';
import { AboutWhyUs } from '@/features/about/components/about-why-us';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { PageHeader } from '@/components/layout/page-header';
import { pageTitle, type PageHandle } from '../page-handle';
import { paths } from '@/config/paths';

export const handle: PageHandle = {
  meta: () => ({
    title: pageTitle('About Us'),
    description:
      'A local land and property brokerage in the Amaravati capital region: plots, homes and honest advice, with the papers checked before you pay.',
    breadcrumbs: [{ name: 'About Us', path: paths.about.href() }],
  }),
};

export function AboutRoute() {
  const { settings } = useSiteSettings();
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
