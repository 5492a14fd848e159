import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_SUCCESS_DURATION_MS } from '@core/constants';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterWanted } from '@/lib/toast';

/** At most TOAST_MAX_VISIBLE toasts on screen: the oldest make way for new ones. */
const Toaster = lazy(() =>
  import('react-hot-toast').then(({ Toaster: HotToaster, default: hot, useToasterStore }) => {
    function LimitedToaster() {
      const { toasts } = useToasterStore();
      useEffect(() => {
        // Newest first: the ones past the limit are the oldest.
        for (const extra of toasts.filter((item) => item.visible).slice(TOAST_MAX_VISIBLE)) hot.dismiss(extra.id);
      }, [toasts]);
      return (
        <HotToaster
          position="top-right"
          toastOptions={{ duration: TOAST_DURATION_MS, success: { duration: TOAST_SUCCESS_DURATION_MS } }}
        />
      );
    }
    return { default: LimitedToaster };
  }),
);

/** The toaster of the whole app, mounted once the first toast is raised (see lib/toast.ts). */
export function Toasts() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, toasterWanted.getOnServer);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
