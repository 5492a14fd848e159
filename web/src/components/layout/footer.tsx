import { telLink, whatsappLink } from '@core/links';
import type { SiteSettings } from '@core/schemas/settings';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { paths } from '@/config/paths';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-language';
import { Localized } from '@/i18n/localized';
import { LogoMark, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from './layout-icons';
import { SocialIcon, type SocialNetwork } from './social-icons';

const SOCIAL: readonly SocialNetwork[] = ['facebook', 'instagram', 'twitter', 'youtube', 'linkedin'];

const HEADING = 'text-sm font-semibold tracking-wider text-accent-400 uppercase';
const LINK = 'inline-flex min-h-11 items-center gap-2 text-brand-100 hover:text-white hover:underline';

function directionsLink(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/**
 * Footer: about, quick links, contact details and social links, all details from site settings.
 * Its code and words load when a visitor comes near it (app/layouts/public-layout.tsx).
 */
export function Footer({ settings, businessName }: { settings: SiteSettings | undefined; businessName: string }) {
  const common = useT('common');
  const t = useT('footer');
  const social = settings ? SOCIAL.filter((network) => settings.social[network]) : [];
  const quickLinks = [
    { label: t.aboutUs, to: paths.about.href() },
    { label: common.nav.properties, to: paths.properties.href() },
    { label: t.contact, to: paths.contact.href() },
  ];
  return (
    // Extra bottom padding on phones keeps the last line clear of the floating WhatsApp button.
    <footer className="bg-brand-800 pb-24 text-brand-100 sm:pb-8">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <section aria-labelledby="footer-about">
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <span className="text-lg font-bold text-white">
              <Localized english={businessName} />
            </span>
          </div>
          <h2 id="footer-about" className={`${HEADING} mt-6`}>
            {t.aboutHeading}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">{t.about}</p>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-3xl font-extrabold text-accent-400">500+</span>
            <span className="text-sm">{t.projects}</span>
          </p>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={HEADING}>
            {t.quickLinks}
          </h2>
          <ul className="mt-3">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={HEADING}>
            {t.contactInfo}
          </h2>
          {settings ? (
            <ul className="mt-3 space-y-1 text-sm">
              <li>
                <NewTabLink
                  href={directionsLink(settings.address)}
                  note={t.directions}
                  className="inline-flex min-h-11 items-start gap-2 py-2 text-brand-100 hover:text-white hover:underline"
                >
                  <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0" />
                  <span>
                    <Localized english={settings.address} telugu={settings.addressTe} />
                  </span>
                </NewTabLink>
              </li>
              <li>
                <a href={telLink(settings.phone)} className={LINK}>
                  <PhoneIcon width={18} height={18} className="shrink-0" />
                  {settings.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${settings.email}`} className={`${LINK} break-all`}>
                  <MailIcon width={18} height={18} className="shrink-0" />
                  {settings.email}
                </a>
              </li>
            </ul>
          ) : (
            <p className="mt-3 text-sm">{t.loadingContact}</p>
          )}
        </section>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={HEADING}>
            {t.followUs}
          </h2>
          {social.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {social.map((network) => (
                <li key={network}>
                  <a
                    href={settings?.social[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t.social[network]}${common.opensInNewTab}`}
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-brand-800"
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm">{t.noSocial}</p>
          )}
          <p className="mt-6">
            <Link to={paths.updates.href()} className={LINK}>
              {t.updates}
            </Link>
          </p>
        </section>
      </div>

      <div className="mx-auto mt-12 max-w-7xl border-t border-white/15 px-4 pt-6 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © 2025 <Localized english={businessName} />. {t.rightsReserved}
          </p>
          {settings ? (
            <p>
              {t.developer}
              <NewTabLink
                href={whatsappLink(settings.whatsappNumber, t.developerMessage)}
                className="inline-flex min-h-11 items-center gap-1 font-medium text-accent-400 hover:underline"
              >
                <WhatsAppIcon width={16} height={16} />
                {t.messageOnWhatsApp}
              </NewTabLink>
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
