import { leadStatusLabel } from '@core/lead-status';

const TONES: Record<string, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-200',
  in_progress: 'bg-amber-50 text-amber-800 ring-amber-200',
  resolved: 'bg-brand-50 text-brand-800 ring-brand-100',
};

/** A lead's status as the dashboard says it ('in_progress' → 'in progress', docs/product.md §4). */
export function LeadStatusBadge({ status }: { status: string }) {
  const tone = TONES[status] ?? 'bg-slate-100 text-slate-700 ring-slate-200';
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone}`}>
      {leadStatusLabel(status)}
    </span>
  );
}
