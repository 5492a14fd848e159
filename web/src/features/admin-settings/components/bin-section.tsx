import type { BinItem } from '@core/bin';
import { shortDateTime } from '@core/dates';
import { useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { BIN_TEXTS } from '@/config/admin-texts';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useBin, useBinActions } from '../api/bin';
import { SettingsSection } from './settings-section';

/** A failure or success toast of this section: one at a time. */
const say = { error: (text: string) => toast.error(text, { id: 'bin' }), success: (text: string) => toast.success(text, { id: 'bin' }) };

/** The server's own words for a refusal it explains (409 the clash, 404 gone already), else ours. */
function failureText(error: unknown, ours: string): string {
  return error instanceof ApiError && (error.status === 409 || error.status === 404) ? error.message : ours;
}

const BUTTON = 'min-h-11 rounded-lg px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Settings → Bin (docs/decisions/020-bin.md): what was deleted, newest first, each with who deleted
 * it, when, and the days left before it goes for good; Restore brings it back whole, Delete forever
 * (confirmed) removes it and its photos, and "Empty bin" (confirmed) removes them all.
 */
export function BinSection() {
  const { items, error, retry } = useBin();
  const actions = useBinActions();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const restore = (item: BinItem) =>
    run(`restore:${item.id}`, async () => {
      try {
        await actions.restore(item.kind, item.id);
        say.success(BIN_TEXTS.restored(item.title));
      } catch (err) {
        say.error(failureText(err, BIN_TEXTS.restoreFailed));
      }
    });

  const purge = async (item: BinItem) => {
    if (!(await confirm(BIN_TEXTS.confirmPurge, { title: `Delete “${item.title}” forever?`, confirmLabel: 'Delete forever' }))) return;
    await run(`purge:${item.id}`, async () => {
      try {
        await actions.purge(item.kind, item.id);
        say.success(BIN_TEXTS.purged);
      } catch (err) {
        say.error(failureText(err, BIN_TEXTS.purgeFailed));
      }
    });
  };

  const empty = async (count: number) => {
    if (!(await confirm(BIN_TEXTS.confirmEmpty(count), { title: 'Empty the bin?', confirmLabel: 'Empty bin' }))) return;
    await run('empty', async () => {
      try {
        say.success(BIN_TEXTS.emptied(await actions.empty()));
      } catch {
        say.error(BIN_TEXTS.emptyFailed);
      }
    });
  };

  return (
    <SettingsSection id="bin" title="Bin" description={BIN_TEXTS.note}>
      {items ? (
        items.length === 0 ? (
          <EmptyState title={BIN_TEXTS.empty}>{BIN_TEXTS.emptyNote}</EmptyState>
        ) : (
          <div className="space-y-4">
            <ul aria-label="Deleted items" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {items.map((item) => (
                <li key={`${item.kind}:${item.id}`} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">
                      <span className="mr-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{BIN_TEXTS.kind[item.kind]}</span>
                      {item.title}
                    </p>
                    <p className="text-xs text-slate-500">
                      {BIN_TEXTS.deletedBy(shortDateTime(item.deletedAt), item.deletedBy?.email ?? null)} · {BIN_TEXTS.daysLeft(item.daysLeft)}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <button
                      type="button"
                      onClick={() => void restore(item)}
                      disabled={busy !== null}
                      aria-busy={busy === `restore:${item.id}`}
                      aria-label={`Restore ${item.title}`}
                      className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
                    >
                      {busy === `restore:${item.id}` ? 'Restoring…' : 'Restore'}
                    </button>
                    <button
                      type="button"
                      onClick={() => void purge(item)}
                      disabled={busy !== null}
                      aria-busy={busy === `purge:${item.id}`}
                      aria-label={`Delete ${item.title} forever`}
                      className={`${BUTTON} border border-red-200 text-red-700 hover:bg-red-50`}
                    >
                      {busy === `purge:${item.id}` ? 'Deleting…' : 'Delete forever'}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => void empty(items.length)}
              disabled={busy !== null}
              aria-busy={busy === 'empty'}
              className={`${BUTTON} border border-red-300 text-red-800 hover:bg-red-50`}
            >
              {busy === 'empty' ? 'Emptying…' : 'Empty bin'}
            </button>
          </div>
        )
      ) : error ? (
        <ErrorState message={`${BIN_TEXTS.loadFailed} ${error.message}`} onRetry={retry} />
      ) : (
        <div role="status" aria-label="Loading the bin" className="space-y-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      )}
    </SettingsSection>
  );
}
