import { TOAST_DURATION_MS, TOAST_SUCCESS_DURATION_MS } from '@core/constants';
import { useMemo, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { renderedDataMiddleware, swrConfig } from '@/lib/swr';

/**
 * The app's providers. `rendered` holds the reads the server rendered the page with (absent on a
 * page the browser renders alone): SWR starts from them, and `fresh` says which of them need no
 * fetch when a component mounts (emptied once the visitor navigates, see main.tsx).
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
  return (
    <SWRConfig value={value}>
      {children}
      <Toaster
        position="top-right"
        toastOptions={{ duration: TOAST_DURATION_MS, success: { duration: TOAST_SUCCESS_DURATION_MS } }}
      />
    </SWRConfig>
  );
}
