import { useDraggable } from '@dnd-kit/core';
import { shortDateTime } from '@core/dates';
import { boardStatus, LEAD_SOURCE_LABELS, LEAD_STATUS_TITLES, LEAD_STATUSES, type LeadStatus } from '@core/lead-status';
import { followUpState } from '@core/lead-follow-up';
import { leadFacts, OFFER_FACT_KEYS, originText, type LeadFactKey } from '@core/lead-facts';
import { telLink } from '@core/links';
import { adminPaths } from '@core/site-paths';
import { Link } from 'react-router-dom';
import type { Lead } from '@core/schemas/lead';
import { memo, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { PlotEnquirySummary } from '@/components/ui/plot-enquiry-summary';
import { SolidIcon } from '@/components/ui/solid-icon';
import { plotEnquiryOf } from '@/lib/plot-enquiry';
import { FactList } from './fact-list';
import { FollowUpMarker } from './follow-up-marker';


function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4 shrink-0 text-slate-400">
      <path fillRule="evenodd" clipRule="evenodd" d={path} />
    </svg>
  );
}

const PHONE_ICON =
  'M2 3.5A1.5 1.5 0 0 1 3.5 2h1.148a1.5 1.5 0 0 1 1.465 1.175l.513 2.31a1.5 1.5 0 0 1-1.02 1.767l-.798.266a9.003 9.003 0 0 0 5.674 5.674l.266-.798a1.5 1.5 0 0 1 1.767-1.02l2.31.513A1.5 1.5 0 0 1 18 15.352V16.5a1.5 1.5 0 0 1-1.5 1.5H15C7.82 18 2 12.18 2 5V3.5Z';
const MAIL_ICON =
  'M3 4a2 2 0 0 0-2 2v1.161l8.441 4.221a1.25 1.25 0 0 0 1.118 0L19 7.162V6a2 2 0 0 0-2-2H3Zm16 4.839-7.77 3.885a2.75 2.75 0 0 1-2.46 0L1 8.839V14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8.839Z';
const LINK_ICON =
  'M12.232 4.232a2.5 2.5 0 0 1 3.536 3.536l-1.225 1.224a.75.75 0 0 0 1.061 1.06l1.224-1.224a4 4 0 0 0-5.656-5.656l-3 3a4 4 0 0 0 .225 5.865.75.75 0 0 0 .977-1.138 2.5 2.5 0 0 1-.142-3.667l3-3ZM11.95 8.3a.75.75 0 0 0-.977 1.138 2.5 2.5 0 0 1 .142 3.667l-3 3a2.5 2.5 0 0 1-3.536-3.536l1.225-1.224a.75.75 0 0 0-1.061-1.06l-1.224 1.224a4 4 0 1 0 5.656 5.656l3-3a4 4 0 0 0-.225-5.865Z';
const CLOCK_ICON =
  'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-13a.75.75 0 0 0-1.5 0v5c0 .414.336.75.75.75h4a.75.75 0 0 0 0-1.5h-3.25V5Z';

function Row({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
      <Icon path={icon} />
      {children}
    </p>
  );
}

/** The facts a card shows of an enquiry: the venture's layout and its plots picked, the copies of the documents asked for. */
const ENQUIRY_FACT_KEYS = ['venture', 'plotNumbers', 'documentCopies'] as const satisfies readonly LeadFactKey[];

/** What a seller offered (sell enquiries) and their message: shown on demand so the card stays short. */
function SellDetails({ lead }: { lead: Lead }) {
  const filled = leadFacts(lead, { only: [...OFFER_FACT_KEYS, 'message'] });
  if (filled.length === 0) return null;
  const offered = filled.filter((fact) => fact.key === 'category' || fact.key === 'location').map((fact) => fact.value);
  return (
    <details className="group mt-2 rounded-lg border border-amber-200 bg-amber-50/60 text-sm">
      <summary className="flex min-h-10 cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 font-medium text-amber-900 [&::-webkit-details-marker]:hidden">
        <span className="truncate">
          Offered: {offered.join(' in ') || 'details'}
        </span>
        <SolidIcon className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180" d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
      </summary>
      <FactList facts={filled} className="border-t border-amber-200 px-3 py-2" />
    </details>
  );
}

interface LeadCardBodyProps {
  lead: Lead;
  /** YYYY-MM-DD, India: where the follow-up stands. */
  today?: string;
  /** The name links to the lead's page (not on the copy under the pointer). */
  linked?: boolean;
  handle: ReactNode;
  actions?: ReactNode;
  /** Beside the date, at the card's bottom right. */
  dateAside?: ReactNode;
  /** Under the contact rows. */
  after?: ReactNode;
}

/** The card's content, shared by the card on the board and the copy that follows the pointer. */
function LeadCardBody({ lead, today, linked = false, handle, actions, dateAside, after }: LeadCardBodyProps) {
  const created = shortDateTime(lead.createdAt);
  const followUp = today ? followUpState(lead, today) : null;
  const enquiry = plotEnquiryOf(lead);
  const origin = originText(lead.origin);
  const asked = leadFacts(lead, { only: ENQUIRY_FACT_KEYS });
  return (
    <>
      <div className="flex items-start gap-2">
        {handle}
        <div className="min-w-0 flex-1 pt-1.5">
          <h3 className="break-words font-semibold leading-snug text-slate-900">
            {linked ? (
              <Link to={adminPaths.lead(lead.id)} className="rounded underline-offset-2 hover:text-brand-800 hover:underline">
                {lead.name}
                <span className="sr-only"> (open the lead)</span>
              </Link>
            ) : (
              lead.name
            )}
          </h3>
          {followUp && lead.followUpDate ? (
            <span className="mt-1 mr-1 inline-flex">
              <FollowUpMarker state={followUp} day={lead.followUpDate} />
            </span>
          ) : null}
          {lead.source === 'sell' ? (
            <span className="mt-1 inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {LEAD_SOURCE_LABELS.sell}
            </span>
          ) : enquiry ? (
            <span className="mt-1 inline-flex items-center rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
              {LEAD_SOURCE_LABELS['plot-enquiry']}
            </span>
          ) : null}
        </div>
        {actions}
      </div>
      <div className="mt-2 space-y-1.5 pl-1">
        <Row icon={PHONE_ICON}>
          <a href={telLink(lead.phone)} className="rounded font-medium text-brand-700 hover:underline">
            {lead.phone}
          </a>
        </Row>
        <Row icon={MAIL_ICON}>
          <a href={`mailto:${lead.email}`} className="min-w-0 truncate rounded text-brand-700 hover:underline" title={lead.email}>
            {lead.email}
          </a>
        </Row>
        {origin ? (
          <Row icon={LINK_ICON}>
            <span className="min-w-0 truncate text-[13px] text-slate-600" title={origin}>
              <span className="sr-only">Came from </span>
              {origin}
            </span>
          </Row>
        ) : null}
        <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-2">
          {created ? (
            <Row icon={CLOCK_ICON}>
              <time dateTime={lead.createdAt} className="whitespace-nowrap text-[13px] text-slate-500">
                {created}
              </time>
            </Row>
          ) : (
            <span />
          )}
          {dateAside}
        </div>
      </div>
      {enquiry ? <PlotEnquirySummary enquiry={enquiry} className="mt-2 rounded-lg bg-sky-50/70 px-3 py-2" /> : null}
      {asked.length > 0 ? <FactList facts={asked} className="mt-2 rounded-lg bg-sky-50/70 px-3 py-2 text-sm" /> : null}
      {after}
      {lead.source === 'sell' ? <SellDetails lead={lead} /> : null}
      {enquiry && lead.details?.message ? <p className="mt-2 line-clamp-4 px-1 text-sm whitespace-pre-line break-words text-slate-700">{lead.details.message}</p> : null}
    </>
  );
}

const HANDLE_CLASS =
  'inline-flex h-10 w-8 shrink-0 touch-manipulation items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700 cursor-grab active:cursor-grabbing';

function GripIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
      <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
    </svg>
  );
}

/**
 * 'Move to…': a disclosure with one button per other column. Unlike a <select>, browsing the
 * choices with the arrow keys moves nothing; a lead moves only when a button is pressed.
 */
function MoveChoices({
  id,
  lead,
  targets,
  onChoose,
  onClose,
}: {
  id: string;
  lead: Lead;
  targets: LeadStatus[];
  onChoose: (to: LeadStatus) => void;
  onClose: () => void;
}) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    group.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div
      ref={group}
      id={id}
      role="group"
      aria-label={`Move ${lead.name} to`}
      className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <span aria-hidden="true" className="text-sm text-slate-500">
        Move to
      </span>
      {targets.map((status) => (
        <button
          key={status}
          type="button"
          onClick={() => onChoose(status)}
          className="min-h-9 rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {LEAD_STATUS_TITLES[status]}
        </button>
      ))}
    </div>
  );
}

/**
 * A lead on the board. The grip is the drag handle (mouse, touch, keyboard: Space, arrows,
 * Space); 'Move to…' does the same without dragging, for phones and screen readers.
 */
export const LeadCard = memo(function LeadCard({
  lead,
  today,
  onMove,
  onDelete,
}: {
  lead: Lead;
  today: string;
  onMove: (lead: Lead, to: LeadStatus) => void;
  onDelete: (lead: Lead) => void;
}) {
  const column = boardStatus(lead.status);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: lead.id,
    data: { status: column, name: lead.name },
  });
  const targets = LEAD_STATUSES.filter((status) => status !== column);
  const [moving, setMoving] = useState(false);
  const choicesId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const closeChoices = () => {
    setMoving(false);
    toggle.current?.focus();
  };

  return (
    <article
      ref={setNodeRef}
      aria-label={lead.name}
      className={`rounded-xl border bg-white p-3 shadow-sm transition-opacity ${
        isDragging ? 'border-dashed border-brand-600 opacity-40' : 'border-slate-200'
      }`}
    >
      <LeadCardBody
        lead={lead}
        today={today}
        linked
        handle={
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            {...listeners}
            aria-label={`Move lead ${lead.name}`}
            data-lead-handle={lead.id}
            className={HANDLE_CLASS}
          >
            <GripIcon />
          </button>
        }
        dateAside={
          <button
            ref={toggle}
            type="button"
            aria-expanded={moving}
            aria-controls={moving ? choicesId : undefined}
            onClick={() => (moving ? closeChoices() : setMoving(true))}
            className="-mr-1 ml-auto inline-flex min-h-9 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-800"
          >
            {moving ? 'Cancel' : 'Move to…'}
            <span className="sr-only"> (lead {lead.name})</span>
          </button>
        }
        after={
          moving ? (
            <MoveChoices
              id={choicesId}
              lead={lead}
              targets={targets}
              onClose={closeChoices}
              onChoose={(to) => {
                setMoving(false);
                onMove(lead, to);
              }}
            />
          ) : null
        }
        actions={
          <button
            type="button"
            title="Delete lead"
            aria-label={`Delete lead ${lead.name}`}
            onClick={() => onDelete(lead)}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700"
          >
            <SolidIcon className="h-5 w-5" d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.443c-.795.077-1.584.176-2.365.298a.75.75 0 1 0 .23 1.482l.149-.022.841 10.518A2.75 2.75 0 0 0 7.596 19h4.807a2.75 2.75 0 0 0 2.742-2.53l.841-10.52.149.023a.75.75 0 0 0 .23-1.482A41.03 41.03 0 0 0 14 4.193V3.75A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.673.025 2.5.075V3.75c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.325C8.327 4.025 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z" />
          </button>
        }
      />
    </article>
  );
});

/** The copy of a card under the pointer while it is dragged (outside the scrolling column). */
export function LeadCardOverlay({ lead }: { lead: Lead }) {
  return (
    <div className="w-full cursor-grabbing rounded-xl border border-brand-600 bg-white p-3 shadow-xl ring-2 ring-brand-100">
      <LeadCardBody
        lead={lead}
        handle={
          <span aria-hidden="true" className={HANDLE_CLASS}>
            <GripIcon />
          </span>
        }
      />
    </div>
  );
}
