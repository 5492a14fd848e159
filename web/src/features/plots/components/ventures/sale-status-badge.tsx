import type { VentureSaleStatus } from '@core/venture-constants';
import { useT } from '@/i18n/use-language';

const TONES: Record<VentureSaleStatus, string> = {
  upcoming: 'bg-amber-100 text-amber-900 ring-amber-200',
  selling: 'bg-brand-50 text-brand-800 ring-brand-100',
  'sold-out': 'bg-slate-900 text-white ring-slate-900',
};

/** Where a venture stands as a whole: upcoming, selling now, sold out. */
export function SaleStatusBadge({ status }: { status: VentureSaleStatus }) {
  const t = useT('ventures').saleStatuses;
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}>{t[status]}</span>;
}
