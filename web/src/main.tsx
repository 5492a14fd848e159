// First: before any module builds a schema.
import './lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { readPageState } from './app/page-state';
import { hydration } from './lib/hydration';
import { rememberVisit } from './lib/lead-origin';
import { yieldToBrowser } from './lib/yield-to-browser';
import { AppProvider } from './app/provider';
import { discoverAdminRoutes, routes } from './app/routes';
import './index.css';

// How this visit began (first page, referrer, utm tags), for the leads it may send.
rememberVisit();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/**
 * Loads the lazy modules of the routes the server rendered (their chunks are preloaded by the
 * page), so the first render in the browser matches the HTML. False when one cannot be loaded.
 */
async function resolveRenderedRoutes(): Promise<boolean> {
  const matched = matchRoutes(routes, window.location) ?? [];
  try {
    await Promise.all(
      matched.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
    return true;
  } catch {
    return false;
  }
}

/** How long the data in the page counts as current for a section hydrating late. */
const FRESH_FOR_MS = 10_000;

const state = readPageState(document);
// A screen's code that fails to download (a new release on a flaky network): render in the
// browser instead, where the router shows its error screen with a reload button.
if (state && (await resolveRenderedRoutes())) {
  // Each step in a task of its own (the routes' modules were evaluated in theirs): none of them
  // is long enough alone to block a tap, together they were.
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAdminRoutes });
  // The reads the page was rendered with need no fetch as the page comes alive; a section that
  // comes alive later (scrolled to after a while) or a page navigated to fetches as usual.
  const fresh = new Set(Object.keys(state.rendered));
  setTimeout(() => fresh.clear(), FRESH_FOR_MS);
  hydration.start();
  const stop = router.subscribe((next) => {
    if (next.location.key !== 'default') {
      fresh.clear();
      hydration.end();
      stop();
    }
  });
  await yieldToBrowser();
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser paint
  // and take input between them, instead of one task as long as the whole page (a few hundred ms
  // on a mid-range phone). Until it is done, taps and sent forms are held (lib/held-input.ts).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider rendered={state.rendered} fresh={fresh}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
      {
        // A mismatch between the server's HTML and the first render in the browser is a bug: say so.
        onRecoverableError: (error, info) => console.error('Hydration problem:', error, info.componentStack),
      },
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAdminRoutes })} />
      </AppProvider>
    </StrictMode>,
  );
}
