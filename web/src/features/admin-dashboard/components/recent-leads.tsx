import { RECENT_LEADS_MAX_HEIGHT_PX } from '@core/constants';
import { telLink } from '@core/links';
import { shortDateTime } from '@core/dates';
import type { Lead } from '@core/schemas/lead';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { PlotEnquirySummary } from '@/components/ui/plot-enquiry-summary';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPagePaths } from '@/config/admin-page-paths';
import { LEAD_SOURCE_LABELS } from '@core/lead-status';
import { plotEnquiryOf } from '@/lib/plot-enquiry';
import { LeadStatusBadge } from '@/components/ui/lead-status-badge';
import { DashboardPanel } from './dashboard-panel';

function formatDate(value: string): string {
  return shortDateTime(value) || '—';
}

function LeadDate({ value }: { value: string }) {
  return <time dateTime={value}>{formatDate(value)}</time>;
}

function SourceTag({ lead }: { lead: Lead }) {
  if (lead.source === 'sell') return <span className="ml-2 rounded bg-accent-400/25 px-1.5 py-0.5 text-[11px] font-semibold text-amber-900">{LEAD_SOURCE_LABELS.sell}</span>;
  if (lead.source === 'plot-enquiry') return <span className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 text-[11px] font-semibold text-sky-900">{LEAD_SOURCE_LABELS['plot-enquiry']}</span>;
  return null;
}

/** A plot enquiry's plot and visit day, under the lead's name. */
function EnquiryOf({ lead }: { lead: Lead }) {
  const enquiry = plotEnquiryOf(lead);
  return enquiry ? <PlotEnquirySummary enquiry={enquiry} className="mt-1 font-normal" /> : null;
}

const HEADERS = ['Name', 'Email', 'Phone', 'Status', 'Date'] as const;

function LoadingRows() {
  return (
    <div aria-hidden="true" className="space-y-3 p-4">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}

/**
 * 'Recent Leads' (docs/product.md §2): the latest 5, newest first, in a box that scrolls past 400 px. A
 * table on wide screens; on a phone each lead is a card with tap-to-call and tap-to-mail.
 */
export function RecentLeads({ leads }: { leads: Lead[] | undefined }) {
  return (
    <DashboardPanel
      id="recent-leads"
      title="Recent Leads"
      action={
        <Link to={adminPagePaths.contacts.href()} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          View all leads
        </Link>
      }
    >

      {!leads ? (
        <LoadingRows />
      ) : leads.length === 0 ? (
        <div className="p-4 sm:p-5">
          <EmptyState title="No leads yet">New enquiries from the contact and sell forms and from plot pages will appear here.</EmptyState>
        </div>
      ) : (
        <div data-testid="recent-leads-scroll" className="overflow-auto" style={{ maxHeight: RECENT_LEADS_MAX_HEIGHT_PX }}>
          <table className="hidden w-full text-left text-sm md:table">
            <thead className="sticky top-0 z-10 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                {HEADERS.map((header) => (
                  <th key={header} scope="col" className="px-5 py-3 whitespace-nowrap">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {leads.map((lead) => (
                <tr key={lead.id} className="hover:bg-slate-50">
                  <td className="px-5 py-3 font-medium text-slate-900">
                    {lead.name}
                    <SourceTag lead={lead} />
                    <EnquiryOf lead={lead} />
                  </td>
                  <td className="max-w-64 truncate px-5 py-3 text-slate-700">
                    <a href={`mailto:${lead.email}`} className="hover:text-brand-700 hover:underline">
                      {lead.email}
                    </a>
                  </td>
                  <td className="px-5 py-3 whitespace-nowrap text-slate-700">
                    <a href={telLink(lead.phone)} className="hover:text-brand-700 hover:underline">
                      {lead.phone}
                    </a>
                  </td>
                  <td className="px-5 py-3">
                    <LeadStatusBadge status={lead.status} />
                  </td>
                  <td className="px-5 py-3 whitespace-nowrap text-slate-600">
                    <LeadDate value={lead.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          <ul aria-label="Recent leads" className="divide-y divide-slate-100 md:hidden">
            {leads.map((lead) => (
              <li key={lead.id} className="px-4 py-3">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-semibold break-words text-slate-900">
                    {lead.name}
                    <SourceTag lead={lead} />
                  </p>
                  <LeadStatusBadge status={lead.status} />
                </div>
                <EnquiryOf lead={lead} />
                <dl className="mt-1.5 grid grid-cols-[4.5rem_1fr] gap-x-2 gap-y-1 text-sm">
                  <dt className="text-slate-500">Email</dt>
                  <dd className="min-w-0 truncate">
                    <a href={`mailto:${lead.email}`} className="text-brand-700 underline-offset-2 hover:underline">
                      {lead.email}
                    </a>
                  </dd>
                  <dt className="text-slate-500">Phone</dt>
                  <dd>
                    <a href={telLink(lead.phone)} className="text-brand-700 underline-offset-2 hover:underline">
                      {lead.phone}
                    </a>
                  </dd>
                  <dt className="text-slate-500">Date</dt>
                  <dd className="text-slate-700">
                    <LeadDate value={lead.createdAt} />
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      )}
    </DashboardPanel>
  );
}
