/**
 * What every browser the site supports has and jsdom does not, for component tests: the modal
 * <dialog> (`showModal`, `close`, and Escape asking the open dialog to cancel, which the site's
 * dialogs answer by closing themselves), `CSS.escape` (the lead board finds a card's handle with
 * it), `matchMedia` (the toaster asks it about reduced motion) and `scrollIntoView` (a venture's
 * plot panel and enquiry are brought into view; jsdom lays nothing out, so it moves nothing). Each follows the HTML, CSSOM
 * and CSSOM View specifications as far as the components rely on them, and `IntersectionObserver`
 * (a map or a section that loads when it comes into view: jsdom lays nothing out, so nothing ever
 * does, and it stays as the server rendered it); nothing is installed where
 * jsdom has its own. (A test of what follows a media query installs its own: media-queries.ts.)
 */
export function fillJsdomGaps(): void {
  fillDialog();
  fillCssEscape();
  fillMatchMedia();
  fillScrollIntoView();
  fillIntersectionObserver();
}

function fillIntersectionObserver(): void {
  if (typeof window.IntersectionObserver === 'function') return;
  window.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
}

function fillScrollIntoView(): void {
  if (typeof Element.prototype.scrollIntoView === 'function') return;
  Element.prototype.scrollIntoView = () => undefined;
}

/** A screen on which none of the media features the site asks about applies (no reduced motion, no dark mode), and nothing changes. */
function fillMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string): MediaQueryList => {
    const list = new EventTarget() as MediaQueryList;
    return Object.assign(list, { matches: false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined });
  };
}

/** The modal dialogs open now, the last one on top (Escape goes to it). */
const openModals: HTMLDialogElement[] = [];

function fillDialog(): void {
  const prototype = HTMLDialogElement.prototype;
  if (typeof prototype.showModal === 'function') return;

  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    openModals.push(this);
  };
  prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = openModals.indexOf(this);
    if (index >= 0) openModals.splice(index, 1);
    this.dispatchEvent(new Event('close'));
  };

  // The browser's close request: Escape, once the page's own handlers have seen it and not
  // prevented it, fires a cancelable `cancel` at the top modal dialog, then closes it unless the
  // page prevented that too. (A dialog a test left open on a removed page does not count.)
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = openModals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (!top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}

function fillCssEscape(): void {
  if (typeof globalThis.CSS?.escape === 'function') return;
  const escape = (value: string): string => {
    let result = '';
    const text = String(value);
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      const char = text.charAt(index);
      if (code === 0) result += '\uFFFD';
      else if ((code >= 0x1 && code <= 0x1f) || code === 0x7f) result += `\\${code.toString(16)} `;
      else if (index === 0 && code >= 0x30 && code <= 0x39) result += `\\${code.toString(16)} `;
      else if (index === 1 && code >= 0x30 && code <= 0x39 && text.charCodeAt(0) === 0x2d) result += `\\${code.toString(16)} `;
      else if (index === 0 && code === 0x2d && text.length === 1) result += `\\${char}`;
      else if (code >= 0x80 || code === 0x2d || code === 0x5f || /[0-9A-Za-z]/.test(char)) result += char;
      else result += `\\${char}`;
    }
    return result;
  };
  globalThis.CSS = { ...globalThis.CSS, escape } as typeof CSS;
}
