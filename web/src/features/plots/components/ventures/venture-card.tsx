import { totalOf } from '@core/plot-status';
import type { VentureSummary } from '@core/schemas/venture';
import { useId } from 'react';
import { paths } from '@/config/paths';
import { Localized } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-language';
import { imageSources } from '../../utils/image-sources';
import { ImageOffIcon, PinIcon } from '../plot-icons';
import { SaleStatusBadge } from './sale-status-badge';
import { VentureApprovalRows } from './venture-approvals';

const IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 48vw, 100vw';

/**
 * A venture on /ventures: its cover, name, village and sale status, its approvals (the AP RERA
 * link its own), and how many of its plots are free today. The name is the card's link; the
 * picture is the same link for a tap.
 */
export function VentureCard({ venture, heading: Heading = 'h2' }: { venture: VentureSummary; heading?: 'h2' | 'h3' }) {
  const titleId = useId();
  const t = useT('ventures');
  const href = paths.venture.href(venture);
  const total = totalOf(venture.counts);
  return (
    <article aria-labelledby={titleId} data-testid="venture-card" className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="aspect-[3/2] bg-slate-100">
        {venture.cover ? (
          <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full">
            <img {...imageSources(venture.cover.url)} sizes={IMAGE_SIZES} alt="" width={960} height={640} loading="lazy" decoding="async" className="h-full w-full object-cover" />
          </Link>
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-slate-600">
            <ImageOffIcon />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div>
          <SaleStatusBadge status={venture.saleStatus} />
        </div>
        <Heading id={titleId} className="mt-2 text-lg leading-snug font-semibold text-slate-900">
          <Link to={href} className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
            <Localized english={venture.name} telugu={venture.nameTe} />
          </Link>
        </Heading>
        {venture.village ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <PinIcon className="shrink-0 text-brand-700" />
            <Localized english={venture.village.name} telugu={venture.village.nameTe} />
          </p>
        ) : null}
        <p className="mt-3 font-semibold text-brand-800" data-testid="venture-card-availability">
          {t.plotsAvailable(venture.counts.available, total)}
        </p>
        <dl className="mt-3 border-t border-slate-100 pt-2 text-sm">
          <VentureApprovalRows venture={venture} />
        </dl>
        <div className="mt-auto pt-4">
          <Link to={href} aria-hidden="true" tabIndex={-1} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
            {t.list.viewLayout}
          </Link>
        </div>
      </div>
    </article>
  );
}
