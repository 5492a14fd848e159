import { VISIT_DAYS, VISIT_SLOTS, type VisitSlot } from './constants';
import { addDays, siteDay } from './dates';
import { followUpState } from './lead-follow-up';
import { boardStatus, LEAD_SOURCES, type LeadSource } from './lead-status';
import type { Lead } from './schemas/lead';
import { visitOf } from './visit-date';

/** How many weeks the dashboard's chart and response time look back (this week included). */
export const FIGURE_WEEKS = 12;

export interface WeekOfLeads {
  /** The week's Monday (YYYY-MM-DD, India). */
  start: string;
  counts: Record<LeadSource, number>;
}

export interface UpcomingVisit {
  leadId: string;
  name: string;
  phone: string;
  slot: VisitSlot | null;
  plotId: string | null;
  plotTitle: string | null;
  status: string;
}

/** The dashboard's figures of the lead pipeline (docs/product.md §2.18). */
export interface LeadFigures {
  /** The India day they were computed for. */
  today: string;
  /** Open leads whose follow-up day has passed. */
  overdueFollowUps: number;
  /** Leads per week by source, oldest week first, FIGURE_WEEKS of them. */
  weeks: WeekOfLeads[];
  /** Of the leads of those weeks: the median minutes from arrival to the first status change or note; how many had one, how many wait. */
  firstResponse: { medianMinutes: number | null; answered: number; waiting: number };
  /** Every lead: how many are resolved. */
  resolved: { resolved: number; total: number };
  /** Site visits of open leads from today on, VISIT_DAYS days, by day (days without visits left out), morning first. */
  upcomingVisits: { day: string; visits: UpcomingVisit[] }[];
}

/** The Monday of a day's week. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const slotOrder = (slot: VisitSlot | null) => (slot === null ? VISIT_SLOTS.length : VISIT_SLOTS.indexOf(slot));

export function leadFigures(leads: readonly Lead[], now: Date): LeadFigures {
  const today = siteDay(now);
  const firstWeek = addDays(weekStart(today), -7 * (FIGURE_WEEKS - 1));
  const weeks: WeekOfLeads[] = Array.from({ length: FIGURE_WEEKS }, (_, index) => ({
    start: addDays(firstWeek, 7 * index),
    counts: Object.fromEntries(LEAD_SOURCES.map((source) => [source, 0])) as Record<LeadSource, number>,
  }));
  const lastVisitDay = addDays(today, VISIT_DAYS - 1);
  const visitsByDay = new Map<string, UpcomingVisit[]>();
  const responseMinutes: number[] = [];
  let waiting = 0;
  let overdueFollowUps = 0;
  let resolved = 0;

  for (const lead of leads) {
    if (boardStatus(lead.status) === 'resolved') resolved += 1;
    if (followUpState(lead, today) === 'overdue') overdueFollowUps += 1;

    const created = Date.parse(lead.createdAt);
    const week = Number.isNaN(created) ? null : weeks.find((candidate) => candidate.start === weekStart(siteDay(new Date(created))));
    if (week) {
      week.counts[lead.source] += 1;
      const answered = lead.firstResponseAt ? Date.parse(lead.firstResponseAt) : Number.NaN;
      if (Number.isNaN(answered)) waiting += 1;
      else responseMinutes.push(Math.max(0, (answered - created) / 60_000));
    }

    // A resolved lead's visit is not expected any more (the morning digest leaves it out too).
    const visit = boardStatus(lead.status) === 'resolved' ? null : visitOf(lead.details);
    if (visit && visit.date >= today && visit.date <= lastVisitDay) {
      const day = visitsByDay.get(visit.date) ?? [];
      day.push({
        leadId: lead.id,
        name: lead.name,
        phone: lead.phone,
        slot: visit.slot,
        plotId: lead.details?.plotId ?? null,
        plotTitle: lead.details?.plotTitle ?? null,
        status: lead.status,
      });
      visitsByDay.set(visit.date, day);
    }
  }

  const medianMinutes = median(responseMinutes);
  return {
    today,
    overdueFollowUps,
    weeks,
    firstResponse: { medianMinutes: medianMinutes === null ? null : Math.round(medianMinutes), answered: responseMinutes.length, waiting },
    resolved: { resolved, total: leads.length },
    upcomingVisits: [...visitsByDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, visits]) => ({ day, visits: visits.sort((a, b) => slotOrder(a.slot) - slotOrder(b.slot) || a.name.localeCompare(b.name)) })),
  };
}
