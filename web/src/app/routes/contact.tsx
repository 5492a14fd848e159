import { ContactInfoCards } from '@/features/contact/components/contact-info-cards';
import { DevelopmentRoadmap } from '@/features/contact/components/development-roadmap';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { PageHeader } from '@/components/layout/page-header';
import { deferred, DeferredSection } from '@/components/ui/deferred';
import { dictionary } from '@/i18n/dictionary-store';
import { useT } from '@/i18n/use-language';
import { pageTitle, type PageHandle } from '../page-handle';
import { paths } from '@/config/paths';

export const handle: PageHandle = {
  meta: ({ settings, language }) => {
    const t = dictionary(language, 'contact');
    return {
      title: pageTitle(t.title, language),
      description: settings ? t.description(settings.phone) : t.descriptionWithoutPhone,
      breadcrumbs: [{ name: t.title, path: paths.contact.href() }],
    };
  },
};

// The forms carry the forms' code (Zod and the lead schemas): each loads as it comes into view or is
// touched (components/ui/deferred.tsx), below the fold on a phone; the server renders them whole.
const ContactForm = deferred(() => import('@/features/contact/components/contact-form').then((m) => m.ContactForm));
const SubscribeForm = deferred(() => import('@/features/subscribe/components/subscribe-form').then((m) => m.SubscribeForm));

export function ContactRoute() {
  const { settings, error, retry } = useSiteSettings();
  const t = useT('contact');
  return (
    <>
      <PageHeader title={t.heading} lead={t.lead} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <ContactInfoCards
            settings={settings}
            error={error}
            onRetry={retry}
          />
        </div>
        <div className="lg:col-span-3">
          <DeferredSection component={ContactForm} props={{}} />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
        <DevelopmentRoadmap>
          <DeferredSection component={SubscribeForm} props={{}} />
        </DevelopmentRoadmap>
      </div>
    </>
  );
}
