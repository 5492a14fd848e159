import { MESSAGES } from '@core/messages';
import { shareText } from '@core/links';
import { toast } from '@/lib/toast';

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Share a plot (docs/product.md §7): the device share sheet when there is one, otherwise the text and the page
 * URL (`url`: the plot's own page; this page when left out) go to the clipboard and a toast (instead of the original alert) confirms it.
 */
export async function sharePlot(title: string, location: string, url: string = window.location.href): Promise<void> {
  const text = shareText(title, location);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'Property Listing', text, url });
      return;
    } catch (error) {
      // The visitor closed the share sheet: nothing to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  const copied = `${text}\n${url}`;
  try {
    await navigator.clipboard.writeText(copied);
  } catch {
    if (!copyWithTextarea(copied)) {
      toast.error('Could not copy the details. Please copy the page address instead.');
      return;
    }
  }
  toast.success(MESSAGES.copiedToClipboard);
}
