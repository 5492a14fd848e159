import { shortDay } from '@core/dates';

const TONES = {
  overdue: 'bg-red-50 text-red-800 ring-red-200',
  today: 'bg-amber-50 text-amber-900 ring-amber-200',
  later: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

/** A lead's follow-up day on its card and page: red once the day has passed ("Follow-up overdue"), amber on the day. */
export function FollowUpMarker({ state, day }: { state: keyof typeof TONES; day: string }) {
  const date = shortDay(day);
  const text = state === 'overdue' ? `Follow-up overdue (${date})` : state === 'today' ? 'Follow up today' : `Follow up ${date}`;
  return (
    <span data-follow-up={state} className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[state]}`}>
      {text}
    </span>
  );
}
