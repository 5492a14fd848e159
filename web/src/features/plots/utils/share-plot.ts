import type { Language } from '@core/languages';
import { messageKey } from '@core/message-key';
import { dictionary } from '@/i18n/dictionary-store';
import { messageText } from '@/i18n/message-text';
import { toast } from '@/lib/toast';
import { shareText } from '@/i18n/formats';

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
export async function sharePlot(title: string, location: string, url: string = window.location.href, language: Language = 'en'): Promise<void> {
  const t = dictionary(language, 'parts').plot;
  const text = shareText(title, location, language);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: t.shareTitle, text, url });
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
      toast.error(t.copyFailed);
      return;
    }
  }
  toast.success(messageText(language, messageKey('copiedToClipboard')));
}
