import type * as HotToast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

/**
 * Toasts, with react-hot-toast loaded only when the first one is raised: most visits never see
 * one, and the home page stays lighter without it. `toasterWanted` tells the app's <Toasts /> to
 * mount the toaster then; it shows what was raised before it mounted.
 */
type ToastModule = typeof HotToast;

let loading: Promise<ToastModule> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function library(): Promise<ToastModule> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  loading ??= import('react-hot-toast');
  return loading;
}

export const toast = {
  success(message: string, options?: ToastOptions): void {
    void library().then(({ default: hot }) => hot.success(message, options));
  },
  error(message: string, options?: ToastOptions): void {
    void library().then(({ default: hot }) => hot.error(message, options));
  },
};

/** For useSyncExternalStore: whether a toast has been raised on this page yet. */
export const toasterWanted = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => wanted,
  getOnServer: (): boolean => false,
};
