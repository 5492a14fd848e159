import { shortDate } from '@core/dates';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSubscribers } from '../api/get-subscribers';


/** Everyone who asked for update emails on the Contact page (docs/product.md §11), newest first. */
export function SubscribersList() {
  const { page, error, retry } = useSubscribers();

  if (!page) {
    if (error) return <ErrorState message="Could not load the subscribers." onRetry={retry} />;
    return (
      <div role="status" aria-label="Loading subscribers" className="space-y-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12" />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="subscribers-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="subscribers-heading" className="text-lg font-semibold text-slate-900">
          Update subscribers
        </h2>
        <p className="text-sm text-slate-600">
          <span data-testid="subscriber-total" className="font-semibold text-slate-900">
            {page.total}
          </span>{' '}
          {page.total === 1 ? 'subscriber' : 'subscribers'} in total
        </p>
      </div>
      {page.items.length === 0 ? (
        <div className="mt-4">
          <EmptyState title="No subscribers yet">
            Visitors subscribe with the 'Subscribe for Updates' button on the Contact page.
          </EmptyState>
        </div>
      ) : (
        <ul aria-labelledby="subscribers-heading" className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {page.items.map((subscriber) => (
            <li key={subscriber.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
              <a href={`mailto:${subscriber.email}`} className="min-w-0 break-all font-medium text-brand-700 hover:underline">
                {subscriber.email}
              </a>
              <span className="text-sm text-slate-500">
                Subscribed <time dateTime={subscriber.createdAt}>{shortDate(subscriber.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
