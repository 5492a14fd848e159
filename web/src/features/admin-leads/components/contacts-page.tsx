import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSubscribers } from '../api/get-subscribers';
import { LeadBoard } from './lead-board';
import { SubscribersList } from './subscribers-list';

const TABS = [
  { id: 'leads', label: 'Lead board' },
  { id: 'subscribers', label: 'Subscribers' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * Contact Messages: the lead board and, on a second tab, the update subscribers. The open tab is
 * in the URL (?tab=subscribers), so a reload or a shared link opens the same view.
 */
export function ContactsPage() {
  const [params, setParams] = useSearchParams();
  const current: TabId = params.get('tab') === 'subscribers' ? 'subscribers' : 'leads';
  const { page } = useSubscribers();
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ leads: null, subscribers: null });

  const select = (tab: TabId, focus = false) => {
    setParams(tab === 'leads' ? {} : { tab }, { replace: true });
    if (focus) tabRefs.current[tab]?.focus();
  };

  // The tab pattern: arrow keys move between tabs, Home/End jump to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((tab) => tab.id === current);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % TABS.length
      : event.key === 'ArrowLeft' ? (index - 1 + TABS.length) % TABS.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? TABS.length - 1
      : -1;
    if (next < 0) return;
    event.preventDefault();
    select(TABS[next]!.id, true);
  };

  return (
    <div>
      <div role="tablist" aria-label="Contact messages" onKeyDown={onKeyDown} className="flex gap-1 border-b border-slate-200">
        {TABS.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                tabRefs.current[tab.id] = node;
              }}
              id={`contacts-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`contacts-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-4 text-sm font-semibold transition-colors ${
                selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-500 hover:text-slate-800'
              }`}
            >
              {tab.label}
              {tab.id === 'subscribers' && page ? (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{page.total}</span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        id={`contacts-panel-${current}`}
        role="tabpanel"
        aria-labelledby={`contacts-tab-${current}`}
        tabIndex={-1}
        className="pt-4 focus:outline-none"
      >
        {current === 'leads' ? <LeadBoard /> : <SubscribersList />}
      </div>
    </div>
  );
}
