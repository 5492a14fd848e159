import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { FOLLOW_UP_FILTER_LABELS, FOLLOW_UP_FILTERS, isFollowUpFilter, type FollowUpFilter } from '@core/lead-filter';
import { siteDay } from '@core/dates';
import { boardStatus, isLeadSourceFilter, isLeadStatus, LEAD_SOURCE_LABELS, LEAD_SOURCES, LEAD_STATUS_TITLES, LEAD_STATUSES, type LeadSourceFilter, type LeadStatus } from '@core/lead-status';
import type { Lead } from '@core/schemas/lead';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LEAD_TEXTS } from '@/config/admin-texts';
import { adminApiPaths } from '@/config/admin-api-paths';
import { toast } from '@/lib/toast';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { FilterSelect } from '@/components/forms/filter-controls';
import { Options } from '@/components/forms/options';
import { SearchInput } from '@/components/ui/search-input';
import { SolidIcon } from '@/components/ui/solid-icon';
import { useLeads } from '../api/get-leads';
import { useDeleteLead, useMoveLead } from '../api/lead-writes';
import { columnKeyboardCoordinates } from '../utils/column-keyboard';
import { buildLeadBoard, countLeads } from '../utils/lead-board';
import { LeadCardOverlay } from './lead-card';
import { columnHeadingId, LeadColumn } from './lead-column';
import { RefreshFailed } from './refresh-failed';

const DOWNLOAD_ICON =
  'M10.75 2.75a.75.75 0 0 0-1.5 0v8.614L6.295 8.235a.75.75 0 1 0-1.09 1.03l4.25 4.5a.75.75 0 0 0 1.09 0l4.25-4.5a.75.75 0 0 0-1.09-1.03l-2.955 3.129V2.75ZM3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z';

/**
 * A card that changes column is a new element, so focus would fall to the page. Put it on the
 * card's handle again, after React has rendered the card in its new place.
 */
function focusHandle(id: string, onlyIfLost: boolean): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (onlyIfLost && document.activeElement && document.activeElement !== document.body) return;
      document.querySelector<HTMLElement>(`[data-lead-handle="${CSS.escape(id)}"]`)?.focus();
    }),
  );
}

/** The pointer decides where a mouse or finger drops; keyboard drags have no pointer, so the card's rectangle does. */
const collisionDetection: CollisionDetection = (args) => {
  const byPointer = pointerWithin(args);
  return byPointer.length > 0 ? byPointer : rectIntersection(args);
};

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this lead, press Space or Enter to pick it up, use the left and right arrow keys to choose a column, ' +
    'then press Space or Enter to drop it, or Escape to cancel. The Move to button on each card does the same.',
};

/**
 * The lead board (docs/product.md §2 admin contacts, §4, §8; docs/product.md §11): three columns, search, drag with
 * mouse, touch or keyboard, 'Move to…' as the no-drag alternative, delete with confirmation.
 * A move shows at once and is then saved; if saving fails the card goes back and a toast says so.
 * New submissions arrive by polling every 5 s.
 */
export function LeadBoard() {
  const { leads, error, retry } = useLeads();
  const moveLead = useMoveLead();
  const deleteLead = useDeleteLead();
  const confirm = useConfirm();
  // A new lead's mail links here with its phone number as the search (`?q=`).
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const query = useDeferredValue(search);
  const [source, setSource] = useState<LeadSourceFilter>('all');
  // The dashboard's overdue count links here with ?followUp=overdue.
  const [followUp, setFollowUp] = useState<FollowUpFilter>(() => {
    const asked = params.get('followUp');
    return isFollowUpFilter(asked) ? asked : 'all';
  });
  // Today in Amaravati, read in the browser (a page left open overnight moves on at the next poll).
  const today = siteDay(new Date());
  const [activeId, setActiveId] = useState<string | null>(null);

  // Tell the user once per failure streak; the next successful poll resets it.
  const failing = Boolean(error);
  useEffect(() => {
    if (failing) toast.error(LEAD_TEXTS.loadFailed, { id: LEAD_TEXTS.loadFailed });
  }, [failing]);

  const board = useMemo(() => buildLeadBoard(leads ?? [], { query, source, followUp, today }), [leads, query, source, followUp, today]);
  const totalCount = useMemo(() => countLeads(leads ?? []), [leads]);
  const visibleCount = LEAD_STATUSES.reduce((sum, status) => sum + board[status].length, 0);

  const findLead = useCallback((id: UniqueIdentifier) => leads?.find((lead) => lead.id === String(id)), [leads]);
  const originOf = useCallback((id: string) => boardStatus(findLead(id)?.status), [findLead]);

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // Press and hold on touch screens, so a swipe still scrolls the page and the columns.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates(originOf) }),
  );

  const move = useCallback(
    async (lead: Lead, to: LeadStatus) => {
      if (boardStatus(lead.status) === to) return;
      focusHandle(lead.id, true);
      try {
        // On failure the card returns to its column.
        await moveLead(lead, to);
        toast.success(LEAD_TEXTS.moved(to));
      } catch {
        toast.error(LEAD_TEXTS.statusFailed);
      } finally {
        focusHandle(lead.id, true);
      }
    },
    [moveLead],
  );

  const remove = useCallback(
    async (lead: Lead) => {
      if (!(await confirm(LEAD_TEXTS.confirmDelete, { title: 'Delete lead' }))) return;
      const column = boardStatus(lead.status);
      try {
        await deleteLead(lead.id);
        toast.success(LEAD_TEXTS.deleted);
        // The focused button is gone with its card: put focus somewhere meaningful.
        document.getElementById(columnHeadingId(column))?.focus();
      } catch {
        toast.error(LEAD_TEXTS.deleteFailed);
      }
    },
    [confirm, deleteLead],
  );

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const lead = findLead(active.id);
    // Outside any column, or back into its own: nothing happens (docs/product.md §4).
    if (!lead || !over || !isLeadStatus(over.id)) return;
    void move(lead, over.id);
  };

  const nameOf = (id: UniqueIdentifier) => findLead(id)?.name ?? 'lead';
  const columnOf = (id: UniqueIdentifier | undefined) => (isLeadStatus(id) ? LEAD_STATUS_TITLES[id] : null);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up lead ${nameOf(active.id)} in ${LEAD_STATUS_TITLES[originOf(String(active.id))]}. ` +
      'Use the left and right arrow keys to choose a column.',
    onDragOver: ({ active, over }) => {
      const column = columnOf(over?.id);
      return column ? `Lead ${nameOf(active.id)} is over ${column}.` : `Lead ${nameOf(active.id)} is not over a column.`;
    },
    onDragEnd: ({ active, over }) => {
      const from = originOf(String(active.id));
      if (!over || !isLeadStatus(over.id) || over.id === from) {
        return `Lead ${nameOf(active.id)} was dropped and stays in ${LEAD_STATUS_TITLES[from]}.`;
      }
      return `Lead ${nameOf(active.id)} was dropped in ${LEAD_STATUS_TITLES[over.id]}.`;
    },
    onDragCancel: ({ active }) =>
      `Moving lead ${nameOf(active.id)} was cancelled. It stays in ${LEAD_STATUS_TITLES[originOf(String(active.id))]}.`,
  };

  const activeLead = activeId ? findLead(activeId) : undefined;

  if (leads === undefined) {
    if (error) return <ErrorState message={LEAD_TEXTS.loadFailed} onRetry={retry} />;
    return (
      <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-600">
        <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
        Loading Kanban board...
      </div>
    );
  }

  const searching = query.trim().length > 0 || source !== 'all' || followUp !== 'all';
  return (
    <div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end lg:max-w-3xl">
          <SearchInput
            id="lead-search"
            label="Search leads"
            value={search}
            onChange={setSearch}
            placeholder="Search by name, phone, or email..."
            className="w-full sm:max-w-md"
          />
          <FilterSelect
            id="lead-source"
            name="source"
            label="Source"
            value={source}
            onChange={(value) => setSource(isLeadSourceFilter(value) ? value : 'all')}
            className="w-full sm:w-48 sm:shrink-0"
          >
            <option value="all">All sources</option>
            <Options values={LEAD_SOURCES} labels={LEAD_SOURCE_LABELS} />
          </FilterSelect>
          <FilterSelect
            id="lead-follow-up"
            name="followUp"
            label="Follow-up"
            value={followUp}
            onChange={(value) => setFollowUp(isFollowUpFilter(value) ? value : 'all')}
            className="w-full sm:w-52 sm:shrink-0"
          >
            <Options values={FOLLOW_UP_FILTERS} labels={FOLLOW_UP_FILTER_LABELS} />
          </FilterSelect>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <span aria-hidden="true" className="relative flex h-2.5 w-2.5">
              <span className={`absolute inline-flex h-full w-full rounded-full ${error ? 'bg-red-500' : 'animate-ping bg-brand-600 opacity-50'}`} />
              <span className={`relative inline-flex h-2.5 w-2.5 rounded-full ${error ? 'bg-red-600' : 'bg-brand-600'}`} />
            </span>
            {searching ? `${visibleCount} of ${totalCount} leads match` : `${totalCount} ${totalCount === 1 ? 'lead' : 'leads'} · live`}
          </p>
          {/* A plain download: the browser sends the session cookie; the server applies the same search. */}
          <a
            href={adminApiPaths.leadsExport(query, source, followUp)}
            download
            aria-describedby="lead-export-hint"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <SolidIcon className="h-4 w-4" d={DOWNLOAD_ICON} />
            Export CSV
          </a>
          <span id="lead-export-hint" className="sr-only">
            {searching ? `The ${visibleCount} leads shown, as a spreadsheet file` : 'Every lead, as a spreadsheet file'}
          </span>
        </div>
      </div>

      {error ? <RefreshFailed message="Could not refresh the board. Showing the leads loaded last." onRetry={retry} className="mt-3" /> : null}

      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActiveId(null)}
        accessibility={{ announcements, screenReaderInstructions }}
        // Gentler than the default (20 % bands, 10 px per tick): on a phone the next column is
        // only a thin strip beside the current one, and a fast scroll would carry a card past it.
        autoScroll={{ threshold: { x: 0.1, y: 0.15 }, acceleration: 6 }}
      >
        {/* Phones: the columns side by side in a snapping scroller. Snapping is off while a card
            is dragged, or each step of the auto-scroll would jump a whole column. `relative` makes
            the scroller the containing block of the cards' visually hidden labels, which would
            otherwise widen the page beyond the screen from the off-screen columns. */}
        <div
          className={`relative mt-4 flex gap-3 overflow-x-auto pb-2 md:grid md:grid-cols-3 md:gap-4 md:overflow-visible ${
            activeId ? '' : 'snap-x snap-mandatory'
          }`}
        >
          {LEAD_STATUSES.map((status) => (
            <LeadColumn key={status} status={status} leads={board[status]} searching={searching} today={today} onMove={move} onDelete={remove} />
          ))}
        </div>
        <DragOverlay dropAnimation={null}>{activeLead ? <LeadCardOverlay lead={activeLead} /> : null}</DragOverlay>
      </DndContext>
    </div>
  );
}
