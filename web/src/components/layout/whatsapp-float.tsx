import { whatsappLink } from '@core/links';
import { useT } from '@/i18n/use-language';
import { WhatsAppIcon } from './layout-icons';

/** The floating WhatsApp button, bottom right, clear of the phone's home indicator. */
export function WhatsAppFloat({ whatsappNumber }: { whatsappNumber: string | undefined }) {
  const t = useT('common');
  if (!whatsappNumber) return null;
  return (
    <a
      href={whatsappLink(whatsappNumber, t.whatsappFloat.greeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t.whatsappFloat.label}
      className="fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-whatsapp-600 text-white shadow-lg ring-4 ring-white/70 transition-transform hover:scale-105 hover:bg-whatsapp-700 sm:right-6 sm:bottom-[calc(1.5rem+env(safe-area-inset-bottom))]"
    >
      <WhatsAppIcon width={30} height={30} />
    </a>
  );
}
