import { PLOT_CATEGORY_LABELS, PLOT_STATUSES, type PlotStatus } from '@core/constants';
import { shortDay } from '@core/dates';
import { PLOT_STATUS_LABELS } from '@core/plot-status';
import { formatNumber, formatRupees, formatPlotPrice } from '@core/price';
import type { Plot } from '@core/schemas/plot';
import type { Venture } from '@core/schemas/venture';
import { sitePaths } from '@core/site-paths';
import { useId, useState, type ReactNode } from 'react';
import { thumbnailUrl } from '@/components/photos/thumbnail';
import { Skeleton } from '@/components/ui/skeleton';
import { PLOT_STATUS_TONES } from '@/components/ui/plot-status-badge';
import { InterestLine } from '@/components/ui/interest-figures';
import { INTEREST_TEXTS } from '@/config/admin-texts';
import type { InterestFigures } from '@core/schemas/interest';

/** What a card shows of the venture a plot belongs to: its name and the approvals typed there. */
export type CardVenture = Pick<Venture, 'name' | 'layoutAuthority' | 'layoutPermitNumber' | 'reraNumber'>;

/**
 * The approvals in one line ('DTCP · LP 31/2020 · RERA P06060125894'), the venture above them
 * ('Plot 27 of Green Meadows' for a plot of a venture, whose approvals are the venture's); nothing
 * when none is filled in.
 */
function PlotApprovals({ plot, venture }: { plot: Plot; venture: CardVenture | null }) {
  const source = venture ?? plot;
  const numbers = [source.layoutPermitNumber ? `LP ${source.layoutPermitNumber}` : '', source.reraNumber ? `RERA ${source.reraNumber}` : ''].filter(Boolean);
  const name = venture ? (plot.plotNumber ? `Plot ${plot.plotNumber} of ${venture.name}` : venture.name) : plot.ventureName;
  if (!name && numbers.length === 0) return null;
  return (
    <p data-testid="admin-plot-approvals" className="text-xs break-words text-slate-600">
      {name ? <span className="font-medium text-slate-800">{name} · </span> : null}
      {[source.layoutAuthority, ...numbers].join(' · ')}
    </p>
  );
}

const CARD_BUTTON_TONES = {
  plain: 'border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700',
  danger: 'border-red-200 text-red-700 hover:bg-red-50',
} as const;

/** Edit and Delete under a card: an outlined icon button; `icon` is a 24×24 stroked path. */
function CardButton({ onClick, disabled, tone, icon, children }: { onClick: () => void; disabled: boolean; tone: keyof typeof CARD_BUTTON_TONES; icon: string; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex h-10 items-center gap-1.5 rounded-lg border bg-white px-3 text-sm font-semibold disabled:opacity-60 ${CARD_BUTTON_TONES[tone]}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d={icon} />
      </svg>
      {children}
    </button>
  );
}

/**
 * A plot in the admin list: facts at a glance, the status saved at once (Reserved asks its last
 * day first: `onStatusChange` decides), a reservation's last day with `Change day`, Edit and Delete.
 */
export function AdminPlotCard({
  plot,
  venture,
  onStatusChange,
  onChangeReservation,
  onEdit,
  onDelete,
  statusSaving,
  deleting,
  interest,
}: {
  plot: Plot;
  /** Its views and enquiries per 100 views over 30 days, while they load, or that they could not. */
  interest: InterestFigures | 'loading' | 'failed';
  /** The venture the plot belongs to, once the list of ventures is in (null: none, or not known yet). */
  venture: CardVenture | null;
  onStatusChange: (status: PlotStatus) => void;
  onChangeReservation: () => void;
  onEdit: () => void;
  onDelete: () => void;
  statusSaving: boolean;
  deleting: boolean;
}) {
  const titleId = useId();
  const statusId = useId();
  const [imageFailed, setImageFailed] = useState(false);
  const reservedUntil = plot.status === 'reserved' ? shortDay(plot.reservedUntil) : '';

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={deleting || undefined}
      data-testid="admin-plot-card"
      data-plot-id={plot.id}
      className={`grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-opacity sm:grid-cols-[9rem_minmax(0,1fr)] sm:grid-rows-[1fr_auto] sm:gap-x-4 sm:gap-y-2 sm:p-4 ${deleting ? 'opacity-60' : ''}`}
    >
      <div className="h-24 w-24 overflow-hidden rounded-lg bg-slate-100 sm:row-span-2 sm:h-28 sm:w-36">
        {plot.imageUrl && !imageFailed ? (
          <img
            src={thumbnailUrl(plot.imageUrl)}
            alt=""
            width={144}
            height={112}
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center px-2 text-center text-xs text-slate-500">No image</div>
        )}
      </div>

      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <h3 id={titleId} className="line-clamp-2 text-base leading-snug font-semibold break-words text-slate-900">
              {plot.title}
            </h3>
            <p className="truncate text-sm text-slate-600">
              {plot.location}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {PLOT_CATEGORY_LABELS[plot.category]}
              {PLOT_CATEGORY_LABELS[plot.category] === plot.type ? null : ` · ${plot.type}`}
              {plot.featured ? (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">Featured</span>
              ) : null}
            </p>
          </div>
          <p className="text-lg font-bold text-brand-700 tabular-nums" data-testid="admin-plot-price">
            {formatPlotPrice(plot.price, plot.priceUnit)}
          </p>
        </div>

        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt>Area</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatNumber(plot.area)} sq.ft</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Price per sq.yd</dt>
            <dd className="tabular-nums">{formatRupees(plot.pricePerSqYard)}/sq.yd</dd>
          </div>
          <div className="flex gap-1">
            <dt>Facing</dt>
            <dd className="font-medium text-slate-900">{plot.roadFacing}</dd>
          </div>
        </dl>
        <PlotApprovals plot={plot} venture={venture} />
        {interest === 'loading' ? (
          <Skeleton className="h-5 w-64" />
        ) : interest === 'failed' ? (
          <p className="text-sm text-slate-500">{INTEREST_TEXTS.plotFiguresFailed}</p>
        ) : (
          <InterestLine figures={interest} />
        )}
        <a
          href={sitePaths.plot(plot)}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-6 items-center gap-1 self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          View page<span className="sr-only"> of {plot.title} (opens in a new tab)</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" />
          </svg>
        </a>
      </div>

      <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1 sm:col-start-2">
        <label htmlFor={statusId} className="sr-only">
          Status of {plot.title}
        </label>
        <select
          id={statusId}
          value={plot.status}
          disabled={statusSaving || deleting}
          aria-busy={statusSaving || undefined}
          onChange={(event) => onStatusChange(event.target.value as PlotStatus)}
          className={`h-10 rounded-lg border px-2.5 text-sm font-semibold focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:opacity-70 ${PLOT_STATUS_TONES[plot.status].soft}`}
        >
          {PLOT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PLOT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        {plot.status === 'reserved' ? (
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700" data-testid="admin-plot-reserved-until">
            {reservedUntil ? `until ${reservedUntil}` : 'no last day set'}
            <button
              type="button"
              onClick={onChangeReservation}
              disabled={statusSaving || deleting}
              className="min-h-10 rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:opacity-60"
            >
              Change day<span className="sr-only"> of the reservation of {plot.title}</span>
            </button>
          </p>
        ) : null}
        <div className="ml-auto flex gap-2">
          <CardButton onClick={onEdit} disabled={deleting} tone="plain" icon="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16v4Z">
            Edit<span className="sr-only"> {plot.title}</span>
          </CardButton>
          <CardButton onClick={onDelete} disabled={deleting} tone="danger" icon="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3">
            {deleting ? 'Deleting…' : 'Delete'}
            <span className="sr-only"> {plot.title}</span>
          </CardButton>
        </div>
      </div>
    </article>
  );
}
