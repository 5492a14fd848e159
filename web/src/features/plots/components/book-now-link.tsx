import { whatsappLink } from '@core/links';
import type { Plot } from '@core/schemas/plot';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { Localized } from '@/i18n/localized';
import { sentenceWith } from '@/i18n/sentence-with';
import { useLanguage, useT } from '@/i18n/use-language';
import { WhatsAppGlyph } from './plot-icons';
import { bookNowText } from '@/i18n/formats';

/**
 * 'Book Now' on a card and a plot's page: WhatsApp in a new tab with the plot's message; greyed
 * and inert until the WhatsApp number is known. `className` sizes it, the colours are its own.
 */
export function BookNowLink({
  plot,
  whatsappNumber,
  className,
}: {
  plot: Pick<Plot, 'title' | 'titleTe' | 'location' | 'type'>;
  whatsappNumber: string | undefined;
  className: string;
}) {
  const t = useT('parts').plot;
  const language = useLanguage();
  if (!whatsappNumber) return <span className={`${className} bg-slate-200 text-slate-500`}>{t.bookNow}</span>;
  return (
    <NewTabLink
      href={whatsappLink(whatsappNumber, bookNowText(plot.location, plot.type, language))}
      note={sentenceWith(t.bookNowFor, <Localized english={plot.title} telugu={plot.titleTe} />)}
      className={`${className} bg-brand-700 text-white transition-colors hover:bg-brand-800`}
    >
      <WhatsAppGlyph width={16} height={16} />
      {t.bookNow}
    </NewTabLink>
  );
}
