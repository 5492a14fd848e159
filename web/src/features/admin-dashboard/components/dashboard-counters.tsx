import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPagePaths } from '@/config/admin-page-paths';
import type { DashboardTotals } from '../api/get-dashboard';

const COUNTERS: { key: keyof DashboardTotals; label: string; href: string; linkText: string; tone: string }[] = [
  { key: 'leads', label: 'Total Leads', href: adminPagePaths.contacts.href(), linkText: 'Open leads', tone: 'border-l-sky-500' },
  { key: 'newLeads', label: 'New Leads', href: adminPagePaths.contacts.href(), linkText: 'Work new leads', tone: 'border-l-amber-500' },
  { key: 'blogs', label: 'Total Blogs', href: adminPagePaths.blogs.href(), linkText: 'Manage posts', tone: 'border-l-violet-500' },
  { key: 'plots', label: 'Total Properties', href: adminPagePaths.plots.href(), linkText: 'Manage plots', tone: 'border-l-brand-600' },
];

const number = new Intl.NumberFormat('en-IN');

/** The four counters of docs/product.md §2; skeletons until the first answer. */
export function DashboardCounters({ totals }: { totals: DashboardTotals | undefined }) {
  return (
    <dl aria-label="Totals" aria-busy={!totals} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {COUNTERS.map((counter) => (
        <div
          key={counter.key}
          data-counter={counter.key}
          className={`flex flex-col rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${counter.tone}`}
        >
          <dt className="text-sm font-medium text-slate-600">{counter.label}</dt>
          <dd className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-4xl">
            {totals ? number.format(totals[counter.key]) : <Skeleton className="h-9 w-16" />}
          </dd>
          <dd className="mt-auto pt-3">
            <Link to={counter.href} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              {counter.linkText}
              <span aria-hidden="true"> →</span>
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}
