import { shortDate } from '@core/dates';
import type { AdminSubscriber } from '@core/schemas/subscriber';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SUBSCRIBER_TEXTS } from '@/config/admin-texts';
import { toast } from '@/lib/toast';
import { useRemoveSubscriber, useSubscribers } from '../api/get-subscribers';

const CADENCE_WORDS = { instant: 'as it happens', daily: 'daily summary' } as const;

/** Where an address stands: bouncing (no mail reaches it) over confirmed over unconfirmed. */
function SubscriberState({ subscriber }: { subscriber: AdminSubscriber }) {
  if (subscriber.bouncingSince) {
    return <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">Bouncing since {shortDate(subscriber.bouncingSince)}</span>;
  }
  if (subscriber.confirmedAt) {
    return <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">Confirmed {shortDate(subscriber.confirmedAt)}</span>;
  }
  return <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">Not confirmed yet</span>;
}

/**
 * Everyone who follows something on the site (docs/product.md, "Alerts for subscribers"), newest
 * first: confirmed or not, bouncing, last mail, and each alert in words; an admin may remove one
 * (after a confirmation), their alerts with them.
 */
export function SubscribersList() {
  const { page, error, retry } = useSubscribers();
  const removeSubscriber = useRemoveSubscriber();
  const confirm = useConfirm();
  const [removingId, setRemovingId] = useState<string | null>(null);

  const remove = async (subscriber: AdminSubscriber) => {
    if (!(await confirm(SUBSCRIBER_TEXTS.confirmRemove(subscriber.email), { title: 'Remove subscriber', confirmLabel: 'Remove' }))) return;
    setRemovingId(subscriber.id);
    try {
      await removeSubscriber(subscriber.id);
      toast.success(SUBSCRIBER_TEXTS.removed);
      document.getElementById('subscribers-heading')?.focus();
    } catch {
      toast.error(SUBSCRIBER_TEXTS.removeFailed);
    } finally {
      setRemovingId(null);
    }
  };

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
        <h2 id="subscribers-heading" tabIndex={-1} className="text-lg font-semibold text-slate-900">
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
            Visitors follow plots, price drops and news with the Email me buttons on the site and the 'Subscribe for Updates' form on the Contact page.
          </EmptyState>
        </div>
      ) : (
        <ul aria-labelledby="subscribers-heading" className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {page.items.map((subscriber) => (
            <li key={subscriber.id} aria-label={subscriber.email} className="px-4 py-3">
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <a href={`mailto:${subscriber.email}`} className="min-w-0 break-all font-medium text-brand-700 hover:underline">
                  {subscriber.email}
                </a>
                <SubscriberState subscriber={subscriber} />
              </div>
              <p className="mt-1 text-sm text-slate-500">
                Subscribed <time dateTime={subscriber.createdAt}>{shortDate(subscriber.createdAt)}</time>
                {' · '}
                {subscriber.lastMailAt ? (
                  <>
                    Last mail <time dateTime={subscriber.lastMailAt}>{shortDate(subscriber.lastMailAt)}</time>
                  </>
                ) : (
                  'No mail yet'
                )}
                {' · '}
                {subscriber.language === 'te' ? 'Telugu' : 'English'}
              </p>
              {subscriber.alerts.length === 0 ? (
                <p className="mt-1 text-sm text-slate-500">Follows nothing</p>
              ) : (
                <ul aria-label={`What ${subscriber.email} follows`} className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
                  {subscriber.alerts.map((alert) => (
                    <li key={alert.id}>
                      {alert.words} <span className="text-slate-500">({CADENCE_WORDS[alert.cadence]})</span>
                    </li>
                  ))}
                </ul>
              )}
              <Button variant="ghost" className="mt-1 -ml-4" disabled={removingId === subscriber.id} onClick={() => void remove(subscriber)}>
                {removingId === subscriber.id ? 'Removing…' : 'Remove'}
                <span className="sr-only"> {subscriber.email}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
