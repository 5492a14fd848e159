import { telLink, whatsappLink } from '@core/links';
import { buttonClass } from '@/components/ui/button';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { paths } from '@/config/paths';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-language';

/** Calls to action at the end of /about. Phone and WhatsApp come from site settings when loaded. */
export function AboutCta({ phone, whatsappNumber }: { phone?: string; whatsappNumber?: string }) {
  const t = useT('about').cta;
  return (
    <section aria-labelledby="about-cta-heading" className="bg-slate-50 px-4 pb-14 sm:px-6 sm:pb-20 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-600 px-5 py-10 text-center text-white shadow-lg sm:px-10 sm:py-14">
        <h2 id="about-cta-heading" className="text-3xl font-bold">
          {t.heading}
        </h2>
        {/* brand-50, not brand-100: 4.7:1 where the gradient is lightest (brand-100 there is 4.4:1). */}
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{t.lead}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          <Link to={paths.properties.href()} className={buttonClass('primary', 'bg-accent-400! text-brand-800! hover:bg-accent-500! text-base')}>
            {t.browse}
          </Link>
          <Link to={paths.contact.href()} className={buttonClass('secondary', 'border-white! bg-transparent! text-white! hover:bg-white/10! text-base')}>
            {t.contact}
          </Link>
          {phone ? (
            <a href={telLink(phone)} className={buttonClass('secondary', 'border-white! bg-transparent! text-white! hover:bg-white/10! text-base')}>
              {t.call(phone)}
            </a>
          ) : null}
          {whatsappNumber ? (
            <NewTabLink href={whatsappLink(whatsappNumber, t.whatsappMessage)} className={buttonClass('whatsapp', 'text-base')}>
              {t.whatsapp}
            </NewTabLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
