import { AboutCta } from '@/features/about/components/about-cta';
import { AboutSection } from '@/features/about/components/about-section';
import { AboutWhyUs } from '@/features/about/components/about-why-us';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { PageHeader } from '@/components/layout/page-header';
import { dictionary } from '@/i18n/dictionary-store';
import { useT } from '@/i18n/use-language';
import { pageTitle, type PageHandle } from '../page-handle';
import { paths } from '@/config/paths';

export const handle: PageHandle = {
  meta: ({ language }) => {
    const t = dictionary(language, 'about').meta;
    return {
      title: pageTitle(t.title, language),
      description: t.description,
      breadcrumbs: [{ name: t.title, path: paths.about.href() }],
    };
  },
};

export function AboutRoute() {
  const t = useT('about').header;
  const { settings } = useSiteSettings();
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <AboutSection />
      <AboutWhyUs />
      <AboutCta phone={settings?.phone} whatsappNumber={settings?.whatsappNumber} />
    </>
  );
}
