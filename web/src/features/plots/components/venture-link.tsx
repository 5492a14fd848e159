import type { Plot } from '@core/schemas/plot';
import { paths } from '@/config/paths';
import { Localized } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { sentenceWith } from '@/i18n/sentence-with';
import { useT } from '@/i18n/use-language';

/**
 * A plot's way to its venture: 'Plot 27 of Green Meadows' (the venture's name alone when the plot
 * has no number), linking to the venture's page. Nothing for a plot outside a venture.
 */
export function VentureLink({ plot, className = '' }: { plot: Pick<Plot, 'ventureId' | 'ventureName' | 'plotNumber'>; className?: string }) {
  const t = useT('parts').plot;
  if (!plot.ventureId || !plot.ventureName) return null;
  const name = <Localized english={plot.ventureName} />;
  return (
    <Link
      to={paths.venture.href({ id: plot.ventureId, name: plot.ventureName })}
      className={`font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline ${className}`}
      data-testid="venture-link"
    >
      {plot.plotNumber ? sentenceWith((venture) => t.ofVenture(plot.plotNumber, venture), name) : name}
    </Link>
  );
}
