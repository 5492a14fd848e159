import { shortDay } from '@core/dates';
import { followUpState } from '@core/lead-follow-up';
import { leadFacts, OFFER_FACT_KEYS, type LeadFactKey } from '@core/lead-facts';
import { telLink, whatsappLink, whatsappNumberOfLead } from '@core/links';
import type { Lead } from '@core/schemas/lead';
import { adminPaths } from '@core/site-paths';
import { Link } from 'react-router-dom';
import { ActivityLink } from '@/components/admin/activity-link';
import { ErrorState } from '@/components/ui/error-state';
import { PlotEnquirySummary } from '@/components/ui/plot-enquiry-summary';
import { LeadStatusBadge } from '@/components/ui/lead-status-badge';
import { useSiteDay } from '@/hooks/use-site-day';
import { plotEnquiryOf } from '@/lib/plot-enquiry';
import { useLeadDetail } from '../api/get-lead-detail';
import { FactList } from './fact-list';
import { FollowUpMarker } from './follow-up-marker';
import { LeadHistory } from './lead-history';
import { LeadNoteForm } from './lead-notes';
import { LeadWorkForm } from './lead-work-form';
import { RefreshFailed } from './refresh-failed';

const ACTION_CLASS =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * What the lead's page lists (the plot, the visit and the message have their own blocks under it):
 * an enquiry from a venture's layout names the venture and the plot numbers picked on it; a sell
 * enquiry adds what is offered.
 */
const PAGE_FACTS: readonly LeadFactKey[] = ['source', 'received', 'cameFrom', 'venture', 'plotNumbers', 'documentCopies', 'firstAnswered'];
const SELL_PAGE_FACTS: readonly LeadFactKey[] = [...PAGE_FACTS, ...OFFER_FACT_KEYS];

function LeadFacts({ lead }: { lead: Lead }) {
  const enquiry = plotEnquiryOf(lead);
  const facts = leadFacts(lead, { only: lead.source === 'sell' ? SELL_PAGE_FACTS : PAGE_FACTS });
  return (
    <div className="space-y-3">
      <FactList facts={facts} className="text-sm" />
      {enquiry ? <PlotEnquirySummary enquiry={enquiry} className="rounded-lg bg-sky-50/70 px-3 py-2" /> : null}
      {lead.details?.message ? (
        <blockquote className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line break-words text-slate-800 ring-1 ring-slate-200">{lead.details.message}</blockquote>
      ) : null}
    </div>
  );
}

/**
 * A lead's page (/admin/contacts/:id): who, how to reach them, what they asked about and where
 * they came from; the form to work it (status, follow-up, assignee, visit); notes; and the whole
 * history with who and when.
 */
export function LeadDetailPage({ leadId }: { leadId: string }) {
  const { detail, error, notFound, retry } = useLeadDetail(leadId);
  const today = useSiteDay();

  const back = (
    <Link to={adminPaths.leads()} className="inline-flex min-h-11 items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline">
      <span aria-hidden="true">←</span> All leads
    </Link>
  );

  if (!detail) {
    if (notFound) {
      return (
        <div className="mx-auto max-w-3xl space-y-4">
          {back}
          <ErrorState message="This lead does not exist any more: it may have been deleted." />
        </div>
      );
    }
    if (error) return <ErrorState message="Could not load the lead." onRetry={retry} />;
    return (
      <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-600">
        <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
        Loading the lead...
      </div>
    );
  }

  const { lead, history, admins } = detail;
  const followUp = today ? followUpState(lead, today) : null;
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      {back}
      {error ? <RefreshFailed message="Could not refresh the lead. Showing what was loaded last." onRetry={retry} /> : null}
      <header className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-bold break-words text-slate-900">{lead.name}</h2>
          <LeadStatusBadge status={lead.status} />
          {followUp && lead.followUpDate ? <FollowUpMarker state={followUp} day={lead.followUpDate} /> : null}
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={telLink(lead.phone)} className={ACTION_CLASS}>
            Call {lead.phone}
          </a>
          <a href={whatsappLink(whatsappNumberOfLead(lead.phone))} target="_blank" rel="noopener" className={ACTION_CLASS}>
            WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href={`mailto:${lead.email}`} className={`${ACTION_CLASS} max-w-full`}>
            <span className="truncate">{lead.email}</span>
          </a>
          <ActivityLink kind="lead" itemId={lead.id} title={lead.name} />
        </div>
        {lead.followUpDate && !followUp ? <p className="mt-3 text-sm text-slate-600">Follow-up was set for {shortDay(lead.followUpDate)}.</p> : null}
      </header>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]">
        {/* On a phone what they asked comes first; on a wide screen it sits on the right. */}
        <div className="lg:col-start-2 lg:row-start-1">
          <section aria-labelledby="lead-facts-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="lead-facts-heading" className="mb-3 text-lg font-semibold text-slate-900">
              What they asked
            </h2>
            <LeadFacts lead={lead} />
          </section>
        </div>
        <div className="space-y-5 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <LeadWorkForm lead={lead} admins={admins} />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <LeadNoteForm leadId={lead.id} />
          </div>
        </div>
        <div className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:col-start-2 lg:row-start-2">
          <LeadHistory history={history} leadName={lead.name} source={lead.source} />
        </div>
      </div>
    </div>
  );
}
