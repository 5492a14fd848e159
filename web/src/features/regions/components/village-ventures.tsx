import type { VentureSummary } from '@core/schemas/venture';
import { paths } from '@/config/paths';
import { Localized } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-language';

/** A village row's ventures in the pricing table: a short list of links to their pages (nothing when it has none). */
export function VillageVentures({ ventures }: { ventures: readonly VentureSummary[] | undefined }) {
  const t = useT('pricing');
  if (!ventures || ventures.length === 0) return null;
  return (
    <ul aria-label={t.ventures} className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm font-normal" data-testid="village-ventures">
      {ventures.map((venture) => (
        <li key={venture.id}>
          <Link to={paths.venture.href(venture)} className="inline-flex min-h-6 items-center text-brand-700 underline underline-offset-2 hover:text-brand-800">
            <Localized english={venture.name} telugu={venture.nameTe} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
