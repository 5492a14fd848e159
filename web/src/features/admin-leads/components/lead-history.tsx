import { shortDateTime } from '@core/dates';
import type { LeadSource } from '@core/lead-status';
import type { LeadHistoryEntry } from '@core/schemas/lead-history';
import { historyActor, historyText } from '../utils/history-text';

const DOTS: Record<LeadHistoryEntry['kind'], string> = {
  created: 'bg-sky-500',
  status: 'bg-amber-500',
  followUp: 'bg-violet-500',
  assigned: 'bg-slate-500',
  visit: 'bg-emerald-600',
  note: 'bg-brand-600',
};

/** What happened to the lead, newest first: each change with who and when, each note in full. */
export function LeadHistory({ history, leadName, source }: { history: LeadHistoryEntry[]; leadName: string; source: LeadSource }) {
  const newestFirst = [...history].reverse();
  return (
    <section aria-labelledby="lead-history-heading">
      <h2 id="lead-history-heading" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-5" data-testid="lead-history">
        {newestFirst.map((entry) => (
          <li key={entry.id} className="relative" data-kind={entry.kind}>
            <span aria-hidden="true" className={`absolute top-1.5 -left-[27px] h-3 w-3 rounded-full ring-4 ring-white ${DOTS[entry.kind]}`} />
            <p className="text-sm text-slate-900">
              <span className="font-medium">{historyText(entry, source)}</span>
            </p>
            <p className="text-[13px] text-slate-600">
              {historyActor(entry, leadName)} · <time dateTime={entry.at}>{shortDateTime(entry.at)}</time>
            </p>
            {entry.kind === 'note' && entry.text ? (
              <blockquote className="mt-1.5 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line break-words text-slate-800 ring-1 ring-slate-200">{entry.text}</blockquote>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
