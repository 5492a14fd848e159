import { VISIT_DAYS } from '@core/constants';
import type { LeadFigures, UpcomingVisit } from '@core/lead-figures';
import { telLink } from '@core/links';
import { adminPaths } from '@core/site-paths';
import { VISIT_SLOT_LABELS } from '@core/visit-date';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { visitDayHeading, weekdayDayMonth } from '../utils/day-labels';
import { DashboardPanel } from './dashboard-panel';
import { LeadStatusBadge } from '@/components/ui/lead-status-badge';

function Visit({ visit }: { visit: UpcomingVisit }) {
  return (
    <li data-visit={visit.leadId} className="px-4 py-3 sm:px-5">
      <p className="text-sm font-medium text-slate-600">{visit.slot ? VISIT_SLOT_LABELS[visit.slot] : 'Time to be confirmed'}</p>
      <div className="mt-0.5 flex items-start justify-between gap-3">
        <Link to={adminPaths.lead(visit.leadId)} className="min-w-0 font-semibold break-words text-brand-700 underline-offset-2 hover:underline">
          {visit.name}
        </Link>
        <LeadStatusBadge status={visit.status} />
      </div>
      <p className="mt-0.5 text-sm text-slate-700">
        <a href={telLink(visit.phone)} className="whitespace-nowrap text-brand-700 underline-offset-2 hover:underline">
          {visit.phone}
        </a>
        {visit.plotTitle ? (
          <>
            <span aria-hidden="true" className="text-slate-400">
              {' · '}
            </span>
            <span className="sr-only">, </span>
            {visit.plotTitle}
          </>
        ) : null}
      </p>
    </li>
  );
}

function Day({ day, today, visits }: { day: string; today: string; visits: UpcomingVisit[] }) {
  const heading = visitDayHeading(day, today);
  const date = weekdayDayMonth(day);
  return (
    <li data-visit-day={day}>
      <h3 id={`visit-day-${day}`} className="sticky top-0 z-10 bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-800 sm:px-5">
        <time dateTime={day}>{heading}</time>
        {heading !== date ? <span className="font-normal text-slate-600"> · {date}</span> : null}
      </h3>
      <ul aria-labelledby={`visit-day-${day}`} className="divide-y divide-slate-100">
        {visits.map((visit) => (
          <Visit key={visit.leadId} visit={visit} />
        ))}
      </ul>
    </li>
  );
}

/** 'Upcoming site visits': the next VISIT_DAYS days, by day, morning first; each lead a link to its page. */
export function UpcomingVisits({ figures }: { figures: Pick<LeadFigures, 'today' | 'upcomingVisits'> | undefined }) {
  const count = figures?.upcomingVisits.reduce((sum, day) => sum + day.visits.length, 0) ?? 0;
  return (
    <DashboardPanel
      id="upcoming-visits"
      title="Upcoming site visits"
      note={`Next ${VISIT_DAYS} days${figures && count > 0 ? `: ${count} ${count === 1 ? 'visit' : 'visits'}` : ''}`}
      busy={!figures}
      className="flex flex-col"
    >
      {!figures ? (
        <div aria-hidden="true" className="space-y-3 p-4">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : figures.upcomingVisits.length === 0 ? (
        <div className="p-4 sm:p-5">
          <EmptyState title={`No site visits booked for the next ${VISIT_DAYS} days.`} />
        </div>
      ) : (
        <ul aria-label="Visits by day" className="max-h-[32rem] divide-y divide-slate-200 overflow-auto">
          {figures.upcomingVisits.map(({ day, visits }) => (
            <Day key={day} day={day} today={figures.today} visits={visits} />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
