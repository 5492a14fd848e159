import { useDroppable } from '@dnd-kit/core';
import { LEAD_STATUS_TITLES, type LeadStatus } from '@core/lead-status';
import type { Lead } from '@core/schemas/lead';
import { useState } from 'react';
import { COLUMN_PAGE_SIZE } from '../utils/lead-board';
import { LeadCard } from './lead-card';

const ACCENTS: Record<LeadStatus, string> = {
  new: 'bg-sky-500',
  in_progress: 'bg-amber-500',
  resolved: 'bg-brand-600',
};

/** The id of a column's heading (focus goes there after a card leaves the column). */
export function columnHeadingId(status: LeadStatus): string {
  return `lead-column-${status}-heading`;
}

/**
 * One column of the board: a drop target headed by its title and the number of cards visible
 * (after the search). At most about 65vh tall, its list scrolls; at least 200 px to drop into.
 * It renders the first COLUMN_PAGE_SIZE cards and more on demand, so thousands of leads stay fast.
 */
export function LeadColumn({
  status,
  leads,
  searching,
  today,
  onMove,
  onDelete,
}: {
  status: LeadStatus;
  leads: Lead[];
  searching: boolean;
  today: string;
  onMove: (lead: Lead, to: LeadStatus) => void;
  onDelete: (lead: Lead) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const title = LEAD_STATUS_TITLES[status];
  const titleId = `lead-column-${status}-title`;
  const headingId = columnHeadingId(status);
  const [shown, setShown] = useState(COLUMN_PAGE_SIZE);
  const hidden = Math.max(0, leads.length - shown);
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={titleId}
      data-status={status}
      className={`flex max-h-[65vh] min-h-[200px] w-[80%] shrink-0 snap-start sm:w-[46%] flex-col rounded-2xl border bg-slate-50 transition-colors md:w-auto md:shrink ${
        isOver ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-100' : 'border-slate-200'
      }`}
    >
      <header className="border-b border-slate-200 px-4 py-3">
        {/* Read as "New, 3 leads"; the region itself is named by the title alone. */}
        <h2
          id={headingId}
          tabIndex={-1}
          aria-label={`${title}, ${leads.length} ${leads.length === 1 ? 'lead' : 'leads'}`}
          className="flex items-center justify-between gap-2 rounded text-base font-semibold text-slate-900"
        >
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${ACCENTS[status]}`} />
            <span id={titleId}>{title}</span>
          </span>
          <span
            data-testid="column-count"
            className="min-w-7 rounded-full bg-white px-2 py-0.5 text-center text-sm font-semibold text-slate-700 ring-1 ring-slate-200"
          >
            {leads.length}
          </span>
        </h2>
      </header>
      {leads.length === 0 ? (
        <p className="m-3 flex flex-1 items-center justify-center rounded-xl border-2 border-dashed border-slate-200 px-3 py-6 text-center text-sm text-slate-500">
          {searching ? 'No matching leads' : 'No leads here. Drag a card here to move it.'}
        </p>
      ) : (
        <div className="flex-1 overflow-y-auto overscroll-contain p-3">
          <ul aria-labelledby={titleId} className="space-y-3">
            {leads.slice(0, shown).map((lead) => (
              <li key={lead.id}>
                <LeadCard lead={lead} today={today} onMove={onMove} onDelete={onDelete} />
              </li>
            ))}
          </ul>
          {hidden > 0 ? (
            <button
              type="button"
              onClick={() => setShown((count) => count + COLUMN_PAGE_SIZE)}
              className="mt-3 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Show {Math.min(hidden, COLUMN_PAGE_SIZE)} more
              <span className="font-normal text-slate-600"> ({hidden.toLocaleString('en-IN')} not shown)</span>
              <span className="sr-only"> in {title}</span>
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
