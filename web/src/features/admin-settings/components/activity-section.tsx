import { ACTIVITY_KINDS, type ActivityEntry } from '@core/activity';
import { shortDateTime } from '@core/dates';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ACTIVITY_TEXTS } from '@/config/admin-texts';
import { useActivity, type ActivityFilters } from '../api/activity';
import { useAdminUsers } from '../api/get-admin-users';
import { SettingsSection } from './settings-section';
import { activityFieldLabel } from './activity-field-label';

const FILTER_NAMES = ['admin', 'kind', 'item', 'day'] as const;
const FIELD = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';
const BUTTON = 'min-h-11 rounded-lg px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/** The filters as the page's address holds them (an item's page links here with its kind and id). */
function useActivityFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ActivityFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const set = (name: (typeof FILTER_NAMES)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    // Another kind leaves the one item's trail.
    if (name === 'kind') next.delete('item');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const clear = () => {
    const next = new URLSearchParams(params);
    for (const name of FILTER_NAMES) next.delete(name);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return { filters, set, clear };
}

/**
 * Settings → Activity (docs/decisions/021-activity-trail.md): every back-office change, newest
 * first, with who, when, from where and each field before → after; filtered by admin, kind and day
 * (and one item, when its page links here); "Show older" reads the next page.
 */
export function ActivitySection() {
  const { filters, set, clear } = useActivityFilters();
  const { entries, error, retry, hasMore, loadingMore, more } = useActivity(filters);
  const { users } = useAdminUsers();
  const dayId = useId();
  const filtered = Object.keys(filters).length > 0;
  const itemTitle = filters.item ? entries?.find((entry) => entry.itemId === filters.item)?.itemTitle : undefined;

  return (
    <SettingsSection id="activity" title="Activity" description={ACTIVITY_TEXTS.note}>
      <form role="search" aria-label="Filter the activity" className="mb-4 grid gap-3 sm:grid-cols-4 sm:items-end" onSubmit={(event) => event.preventDefault()}>
        <FilterSelect
          label="Admin"
          value={filters.admin}
          all={ACTIVITY_TEXTS.allAdmins}
          options={users?.map((user) => ({ value: user.id, label: user.email })) ?? []}
          onChange={(value) => set('admin', value)}
        />
        <FilterSelect
          label="Kind"
          value={filters.kind}
          all={ACTIVITY_TEXTS.allKinds}
          options={ACTIVITY_KINDS.map((kind) => ({ value: kind, label: ACTIVITY_TEXTS.kind[kind] }))}
          onChange={(value) => set('kind', value)}
        />
        <div>
          <label htmlFor={dayId} className="mb-1 block text-sm font-medium text-slate-700">
            Day
          </label>
          <input id={dayId} type="date" className={FIELD} value={filters.day ?? ''} onChange={(event) => set('day', event.target.value)} />
        </div>
        <button type="button" onClick={clear} disabled={!filtered} className={`${BUTTON} border border-slate-300 text-slate-700 hover:bg-slate-50`}>
          {ACTIVITY_TEXTS.clear}
        </button>
      </form>
      {filters.item ? <p className="mb-3 text-sm text-slate-700">{itemTitle ? ACTIVITY_TEXTS.oneItem(itemTitle) : ACTIVITY_TEXTS.oneItemUntitled}</p> : null}
      {entries ? (
        entries.length === 0 ? (
          <EmptyState title={ACTIVITY_TEXTS.empty}>{filtered ? ACTIVITY_TEXTS.emptyFiltered : ACTIVITY_TEXTS.emptyNote}</EmptyState>
        ) : (
          <div className="space-y-4">
            <ol aria-label="Activity, newest first" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {entries.map((entry) => (
                <ActivityRow key={entry.id} entry={entry} />
              ))}
            </ol>
            {hasMore ? (
              <button type="button" onClick={more} disabled={loadingMore} aria-busy={loadingMore} className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
                {loadingMore ? ACTIVITY_TEXTS.loadingMore : ACTIVITY_TEXTS.more}
              </button>
            ) : null}
          </div>
        )
      ) : error ? (
        <ErrorState message={`${ACTIVITY_TEXTS.loadFailed} ${error.message}`} onRetry={retry} />
      ) : (
        <div role="status" aria-label="Loading the activity" className="space-y-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      )}
    </SettingsSection>
  );
}

/** One filter's choice: everything, or one of its options. */
function FilterSelect({ label, value, all, options, onChange }: { label: string; value: string | undefined; all: string; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} className={FIELD} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  return (
    <li className="px-4 py-3">
      <p className="font-medium break-words text-slate-900">
        <span className="mr-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{ACTIVITY_TEXTS.kind[entry.kind]}</span>
        {entry.itemTitle || entry.itemId} <span className="font-normal text-slate-600">{ACTIVITY_TEXTS.action[entry.action]}</span>
      </p>
      <p className="text-xs text-slate-500">{ACTIVITY_TEXTS.by(shortDateTime(entry.at), entry.actor.email, entry.ip)}</p>
      {entry.changes.length > 0 ? (
        <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
          {entry.changes.map((change) => (
            <div key={change.field} className="contents">
              <dt className="font-medium text-slate-700">{activityFieldLabel(change.field)}</dt>
              <dd className="break-words text-slate-600">
                <del className="text-slate-500">{change.before || ACTIVITY_TEXTS.blank}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only">changed to </span>
                <ins className="text-slate-900 no-underline">{change.after || ACTIVITY_TEXTS.blank}</ins>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
