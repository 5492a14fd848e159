import { telLink, whatsappLink } from '@core/links';
import type { SiteSettings } from '@core/schemas/settings';
import { MapPinIcon, PhoneIcon, WhatsAppIcon } from './layout-icons';

const LINK = 'inline-flex min-h-11 items-center gap-2 rounded px-2 font-medium text-white/95 hover:text-accent-400';

/** The strip above the navigation: call, find us on the map, WhatsApp. Details come from site settings. */
export function TopBar({ settings }: { settings: SiteSettings | undefined }) {
  return (
    <div className="bg-brand-800 text-sm text-white">
      <div className="mx-auto flex h-11 max-w-7xl items-center justify-between gap-2 px-2 sm:px-6 lg:px-8">
        {settings ? (
          <>
            <a href={telLink(settings.phone)} className={LINK}>
              <PhoneIcon width={16} height={16} />
              <span className="sr-only">Call us: </span>
              <span>{settings.phone}</span>
            </a>
            <div className="flex items-center gap-1 sm:gap-3">
              {settings.mapsUrl ? (
                <a href={settings.mapsUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
                  <MapPinIcon width={16} height={16} />
                  <span className="sm:hidden">Map</span>
                  <span className="hidden sm:inline">Find our office</span>
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              <a
                href={whatsappLink(settings.whatsappNumber)}
                target="_blank"
                rel="noopener noreferrer"
                className={LINK}
              >
                <WhatsAppIcon width={16} height={16} />
                <span>WhatsApp</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
