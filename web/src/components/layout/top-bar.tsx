import { telLink, whatsappLink } from '@core/links';
import type { SiteSettings } from '@core/schemas/settings';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { paths } from '@/config/paths';
import { LocalizedLink } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-language';
import { LanguageSwitch } from './language-switch';
import { MapPinIcon, PhoneIcon, WhatsAppIcon } from './layout-icons';

const LINK = 'inline-flex min-h-11 items-center gap-2 rounded px-2 font-medium text-white/95 hover:text-accent-400';

/** The strip above the navigation: call, favourites, the language switch, find us on the map, WhatsApp. Details come from site settings. */
export function TopBar({ settings }: { settings: SiteSettings | undefined }) {
  const t = useT('common');
  return (
    <div className="bg-brand-800 text-sm text-white">
      <div className="mx-auto flex h-11 max-w-7xl items-center justify-between gap-2 px-2 sm:px-6 lg:px-8">
        {settings ? (
          <a href={telLink(settings.phone)} className={`${LINK} whitespace-nowrap`}>
            <PhoneIcon width={16} height={16} className="shrink-0" />
            <span className="sr-only">{t.topBar.callUs}</span>
            <span>{settings.phone}</span>
          </a>
        ) : (
          <span />
        )}
        <div className="flex items-center sm:gap-3">
          <LanguageSwitch className={`${LINK} font-semibold`} />
          {settings ? (
            <>
              <LocalizedLink to={paths.favourites.href()} className={LINK}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width={16} height={16} fill="currentColor">
                  <path d="M12 21s-7.5-4.6-9.8-9.3C.6 8.4 2.6 4.5 6.3 4.1c2.1-.2 3.9.9 4.9 2.5h1.6c1-1.6 2.8-2.7 4.9-2.5 3.7.4 5.7 4.3 4.1 7.6C19.5 16.4 12 21 12 21z" />
                </svg>
                <span className="sr-only sm:not-sr-only">{t.topBar.favourites}</span>
              </LocalizedLink>
              {settings.mapsUrl ? (
                <NewTabLink href={settings.mapsUrl} className={LINK}>
                  <MapPinIcon width={16} height={16} />
                  <span className="sm:hidden">{t.topBar.map}</span>
                  <span className="hidden sm:inline">{t.topBar.findOffice}</span>
                </NewTabLink>
              ) : null}
              <NewTabLink href={whatsappLink(settings.whatsappNumber)} className={LINK}>
                <WhatsAppIcon width={16} height={16} />
                {/* A phone has room for the icon only (its name is still read out). */}
                <span className="sr-only sm:not-sr-only">{t.topBar.whatsapp}</span>
              </NewTabLink>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
