import type { AlertSpecInput } from '@core/schemas/alerts';
import { lazy, Suspense, useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-language';

/** What the button says: new plots like these, a price drop, a venture's plots freed, the news. */
export type FollowKind = 'newPlots' | 'priceDrop' | 'ventureFreed' | 'news';

// The form carries the forms' code (Zod, react-hook-form): it loads the first time a visitor opens
// it, so the pages with a follow button (plots, listings, ventures, news) do not run it as they
// come alive. The server renders the button alone; the panel is empty until it opens.
const FollowAlertForm = lazy(() => import('./follow-alert-form').then((module) => ({ default: module.FollowAlertForm })));

/**
 * A follow button (docs/product.md, "Alerts for subscribers"): opens a small form under it
 * (follow-alert-form.tsx) that asks for an email and how often, and says what the server answered.
 * Closing it keeps what was typed.
 */
export function FollowAlert({ kind, alert }: { kind: FollowKind; alert: AlertSpecInput }) {
  const common = useT('common');
  const t = common.follow;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = `${id}-panel`;

  return (
    <div className="w-full sm:w-auto">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((was) => !was);
          setOpened(true);
        }}
        className={buttonClass('secondary', 'w-full sm:w-auto')}
      >
        <span aria-hidden="true">✉</span>
        {t[kind]}
      </button>
      <div id={panelId} hidden={!open} className="mt-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
        {opened ? (
          <Suspense fallback={<Spinner label={common.loading} />}>
            <FollowAlertForm kind={kind} alert={alert} id={id} open={open} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
