import { TOAST_PLOTS_PAGE_DURATION_MS } from '@core/constants';
import { MESSAGES } from '@core/messages';
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

/** Texts of the plots page: docs/product.md §8's own, verbatim, and ours where it has none. */
export const PLOT_MESSAGES = {
  added: 'Plot added successfully!',
  addFailed: 'Failed to add plot',
  updated: 'Plot updated successfully!',
  updateFailed: 'Failed to update plot',
  imageUploaded: 'Image uploaded successfully!',
  imageUploadFailed: MESSAGES.imageUploadFailed,
  /** The server's words for the same refusal. */
  imageNotAnImage: MESSAGES.imageTypeNotAllowed,
  deleted: 'Plot deleted successfully',
  deleteFailed: 'Failed to delete plot',
  statusUpdated: 'Plot status updated',
  statusFailed: 'Failed to update plot status',
  loadFailed: 'Failed to load plots',
} as const;
