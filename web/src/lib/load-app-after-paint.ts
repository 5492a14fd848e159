/** The id of the JSON block that names the app's scripts: `{ entry, preload }` (see app/page-template.ts). */
export const APP_SCRIPTS_ID = 'app-scripts';

export interface AppScripts {
  /** The entry module (main.tsx, built). */
  entry: string;
  /** The modules it and the page's routes import, fetched alongside it. */
  preload: string[];
  /** False for a page sent empty (the back office's shell): nothing to paint first, load now. */
  afterPaint: boolean;
}

/**
 * Sent as its own source text, inline in the head of every page after `holdEarlyInput` (one
 * script, one hash in the CSP): it must not use anything outside its own body. The page the
 * server sent is whole without scripts; they only make it live. So they are asked for once the
 * document is parsed and has been painted: until then the stylesheet and the page's images have
 * the network to themselves, which on a slow phone connection is what brings the first paint
 * and the largest image forward. What the visitor does meanwhile is held (lib/held-input.ts).
 */
export function loadAppAfterPaint(): void {
  let started = false;
  let scripts: AppScripts;
  // Every fetch started here costs the main thread 0.5-3.5 ms on the bench machine, four times
  // that on Lighthouse's phone: the 30 of a venture page, started together, were one of its
  // longest tasks. So the entry first, then its modules three per task, each task well under the
  // 50 ms that count as blocking. Written short: this text is in every page's HTML.
  const preloadSome = (hrefs: string[]) => {
    for (const href of hrefs.splice(0, 3)) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
    if (hrefs.length > 0) setTimeout(preloadSome, 0, hrefs);
  };
  const start = () => {
    if (started) return;
    started = true;
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: scripts.entry }));
    preloadSome([...scripts.preload]);
  };
  // The browser reports its first contentful paint (a `paint` entry, kept for observers that ask
  // for buffered ones): that is the moment. A page opened in the background is not painted, and a
  // browser without paint entries cannot say, so those wait for a frame and a task after it
  // instead (a frame callback runs once rendering may happen; the task after it, once painted).
  // Paint entries are not timers, so a test's paused clock does not hold the page back.
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  // Runs once the document is parsed: the block comes after this script.
  const afterPaint = () => {
    const block = document.getElementById('app-scripts');
    if (!block?.textContent) return;
    scripts = JSON.parse(block.textContent) as AppScripts;
    if (!scripts.afterPaint) {
      start();
      return;
    }
    if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      afterFrame();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
    // Nothing contentful on the page, or a paint never reported: it goes live all the same.
    setTimeout(start, 3000);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
}
