import { FIGURE_WEEKS, type LeadFigures } from '@core/lead-figures';
import { adminPaths } from '@core/site-paths';
import { Link } from 'react-router-dom';
import { durationText } from '../utils/duration-text';
import { FigureCard, FigureValue } from './figure-card';

const number = new Intl.NumberFormat('en-IN');
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 0 });

const leads = (count: number) => `${number.format(count)} ${count === 1 ? 'lead' : 'leads'}`;

function OverdueFollowUps({ count }: { count: number | undefined }) {
  const overdue = (count ?? 0) > 0;
  return (
    <FigureCard name="overdue" title="Follow-ups overdue" tone={count === undefined ? 'border-l-slate-300' : overdue ? 'border-l-red-500' : 'border-l-brand-600'} loading={count === undefined}>
      <FigureValue>{number.format(count ?? 0)}</FigureValue>
      {overdue ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{count === 1 ? 'Open lead past its follow-up day' : 'Open leads past their follow-up day'}</p>
          <p className="mt-auto pt-3">
            <Link to={adminPaths.overdueLeads()} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              See overdue leads
              <span aria-hidden="true"> →</span>
            </Link>
          </p>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Nothing overdue: every follow-up is on time.</p>
      )}
    </FigureCard>
  );
}

function FirstResponse({ figure }: { figure: LeadFigures['firstResponse'] | undefined }) {
  const minutes = figure?.medianMinutes ?? null;
  return (
    <FigureCard name="first-response" title="Time to first response" tone="border-l-sky-500" loading={!figure}>
      <FigureValue spoken={minutes === null ? 'No figure' : durationText(minutes, 'long')}>{durationText(minutes)}</FigureValue>
      <p className="mt-1 text-sm text-slate-600">{minutes === null ? `No answered leads in the last ${FIGURE_WEEKS} weeks` : `Median, leads of the last ${FIGURE_WEEKS} weeks`}</p>
      {figure ? (
        <p className="mt-auto pt-3 text-sm text-slate-700">
          {number.format(figure.answered)} answered, {number.format(figure.waiting)} waiting
        </p>
      ) : null}
    </FigureCard>
  );
}

function ShareResolved({ figure }: { figure: LeadFigures['resolved'] | undefined }) {
  const share = figure && figure.total > 0 ? figure : null;
  return (
    <FigureCard name="resolved" title="Share resolved" tone="border-l-violet-500" loading={!figure}>
      <FigureValue spoken={share ? undefined : 'No figure'}>{share ? percent.format(share.resolved / share.total) : '—'}</FigureValue>
      <p className="mt-1 text-sm text-slate-600">{share ? `${number.format(share.resolved)} of ${leads(share.total)}` : 'No leads yet'}</p>
    </FigureCard>
  );
}

/** The three figures of the pipeline: one column on a phone, three across from 1024 px. */
export function FigureCards({ figures }: { figures: LeadFigures | undefined }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:gap-4 lg:grid-cols-3">
      <OverdueFollowUps count={figures?.overdueFollowUps} />
      <FirstResponse figure={figures?.firstResponse} />
      <ShareResolved figure={figures?.resolved} />
    </div>
  );
}
