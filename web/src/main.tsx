import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { readPageState } from './app/page-state';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const state = readPageState(document);
if (state) {
  // The server rendered this page: load the lazy modules of the routes it rendered before
  // hydrating (their chunks are preloaded by the page), so the first render matches the HTML.
  const matched = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes);
  // The reads the page was rendered with need no fetch while the visitor stays on it.
  const fresh = new Set(Object.keys(state.rendered));
  const stop = router.subscribe((next) => {
    if (next.location.key !== 'default') {
      fresh.clear();
      stop();
    }
  });
  hydrateRoot(
    root,
    <StrictMode>
      <AppProvider rendered={state.rendered} fresh={fresh}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProvider>
    </StrictMode>,
  );
}
