import { TOAST_PLOTS_PAGE_DURATION_MS } from '@core/constants';
import { toast } from '@/lib/toast';

/**
 * The toaster inside the plot modal. Everything outside a modal <dialog> is inert and sits under
 * its backdrop, so a toast raised while the modal is open is shown (and announced) in the dialog.
 */
export const PLOT_MODAL_TOASTER = 'plot-modal';

type Where = 'page' | 'modal';
const options = (message: string, where: Where) => ({
  id: `${where}:${message}`,
  duration: TOAST_PLOTS_PAGE_DURATION_MS,
  ...(where === 'modal' ? { toasterId: PLOT_MODAL_TOASTER } : {}),
});

/** Toasts of the plots page close after 3000 ms (docs/product.md §9); one toast per text, never stacked copies. */
export const plotToast = {
  success: (message: string, where: Where = 'page') => toast.success(message, options(message, where)),
  error: (message: string, where: Where = 'page') => toast.error(message, options(message, where)),
};
