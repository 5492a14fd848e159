import { useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Toasts } from '@/components/ui/toasts';
import { markPageLive, replayHeld } from '@/lib/held-input';
import { renderedDataMiddleware, swrConfig } from '@/lib/swr';

/**
 * The app's providers. `rendered` holds the reads the server rendered the page with (absent on a
 * page the browser renders alone): SWR starts from them, and `fresh` says which of them need no
 * fetch when a component mounts (see main.tsx). Once the page is live (hydrated, or rendered by
 * the browser alone), what the visitor did before is replayed (lib/held-input.ts).
 */
export function AppProvider({
  children,
  rendered = {},
  fresh,
}: {
  children: ReactNode;
  rendered?: Record<string, unknown>;
  fresh?: ReadonlySet<string>;
}) {
  const value = useMemo(
    () => ({ ...swrConfig, fallback: rendered, use: fresh ? [renderedDataMiddleware(fresh)] : [] }),
    [rendered, fresh],
  );
  // The first effect to run after the whole tree has committed (a parent's run after its children's).
  useEffect(() => {
    markPageLive();
    replayHeld(document.body);
  }, []);
  return (
    <SWRConfig value={value}>
      {children}
      <Toasts />
    </SWRConfig>
  );
}
