import { useEffect } from 'react';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfoCards } from '@/features/contact/components/contact-info-cards';
import { DevelopmentRoadmap } from '@/features/contact/components/development-roadmap';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { SubscribeForm } from '@/features/subscribe/components/subscribe-form';

export function ContactRoute() {
  const { settings, error, retry } = useSiteSettings();
  useEffect(() => {
    document.title = 'Contact Us | Amaravati Plots';
  }, []);
  return (
    <>
      <header className="bg-gradient-to-br from-brand-800 to-brand-700 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold sm:text-4xl">Get in Touch</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            Questions about a plot, a price or a site visit? Call us, write to us or leave your details below.
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <ContactInfoCards
            settings={settings}
            error={error}
            onRetry={retry}
          />
        </div>
        <div className="lg:col-span-3">
          <ContactForm />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
        <DevelopmentRoadmap>
          <SubscribeForm />
        </DevelopmentRoadmap>
      </div>
    </>
  );
}
