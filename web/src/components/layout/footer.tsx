import { telLink, whatsappLink } from '@core/links';
import type { SiteSettings } from '@core/schemas/settings';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LogoMark, MailIcon, MapPinIcon, PhoneIcon, SocialIcon, WhatsAppIcon, type SocialNetwork } from './layout-icons';

const QUICK_LINKS = [
  { label: 'About Us', to: paths.about.href() },
  { label: 'Properties', to: paths.properties.href() },
  { label: 'Contact', to: paths.contact.href() },
];

const SOCIAL: { network: SocialNetwork; label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'instagram', label: 'Instagram' },
  { network: 'twitter', label: 'X (Twitter)' },
  { network: 'youtube', label: 'YouTube' },
  { network: 'linkedin', label: 'LinkedIn' },
];

const HEADING = 'text-sm font-semibold tracking-wider text-accent-400 uppercase';
const LINK = 'inline-flex min-h-11 items-center gap-2 text-brand-100 hover:text-white hover:underline';

function directionsLink(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** Footer: about, quick links, contact details and social links, all details from site settings. */
export function Footer({ settings, businessName }: { settings: SiteSettings | undefined; businessName: string }) {
  const social = settings ? SOCIAL.filter((item) => settings.social[item.network]) : [];
  return (
    // Extra bottom padding on phones keeps the last line clear of the floating WhatsApp button.
    <footer className="bg-brand-800 pb-24 text-brand-100 sm:pb-8">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <section aria-labelledby="footer-about">
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <span className="text-lg font-bold text-white">{businessName}</span>
          </div>
          <h2 id="footer-about" className={`${HEADING} mt-6`}>
            About Us
          </h2>
          <p className="mt-3 text-sm leading-relaxed">
            A local land and property brokerage in the Amaravati capital region. We help families and investors buy and
            sell residential, commercial and agricultural plots with checked documents and honest prices.
          </p>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-3xl font-extrabold text-accent-400">500+</span>
            <span className="text-sm">projects completed across the capital region</span>
          </p>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={HEADING}>
            Quick Links
          </h2>
          <ul className="mt-3">
            {QUICK_LINKS.map((link) => (
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
            Contact Info
          </h2>
          {settings ? (
            <ul className="mt-3 space-y-1 text-sm">
              <li>
                <a
                  href={directionsLink(settings.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-start gap-2 py-2 text-brand-100 hover:text-white hover:underline"
                >
                  <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0" />
                  <span>
                    {settings.address}
                    <span className="sr-only"> (directions, opens in a new tab)</span>
                  </span>
                </a>
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
            <p className="mt-3 text-sm">Loading contact details…</p>
          )}
        </section>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={HEADING}>
            Follow Us
          </h2>
          {social.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {social.map((item) => (
                <li key={item.network}>
                  <a
                    href={settings?.social[item.network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${item.label} (opens in a new tab)`}
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-brand-800"
                  >
                    <SocialIcon network={item.network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm">News from the capital region on our Amaravati Updates page.</p>
          )}
          <p className="mt-6">
            <Link to={paths.updates.href()} className={LINK}>
              Amaravati Updates →
            </Link>
          </p>
        </section>
      </div>

      <div className="mx-auto mt-12 max-w-7xl border-t border-white/15 px-4 pt-6 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>© 2025 {businessName}. All rights reserved.</p>
          {settings ? (
            <p>
              Website by our in-house developer ·{' '}
              <a
                href={whatsappLink(settings.whatsappNumber, 'Hello, I saw your website and would like to talk to the developer.')}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-1 font-medium text-accent-400 hover:underline"
              >
                <WhatsAppIcon width={16} height={16} />
                Message on WhatsApp
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
