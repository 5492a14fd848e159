import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { onTestFinished, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { ConfirmProvider } from '@/components/ui/confirm-dialog';
import { loadAllDictionaries } from '@/i18n/dictionary-store';
import { fillJsdomGaps } from './jsdom-browser-gaps';

/** A request a component sent to the API, as the test's API received it. */
export interface ApiCall {
  method: string;
  /** Path and query, as the app wrote it ('/api/admin/leads/l1'). */
  url: string;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
}

/** What the test's API answers: a status and a JSON body. */
export interface ApiAnswer {
  status: number;
  body?: unknown;
}

interface AppOptions {
  /** Where the app is: path and query ('/te/properties?sort=price'); the page's language follows from it. */
  path?: string;
  /** Other pages the component may go to (a sign-in screen, the page a link leads to), beside it. */
  routes?: RouteObject[];
  /** The API's reads by their SWR key (`apiPaths`): the data the page starts with, as a server-rendered page does. */
  data?: Record<string, unknown>;
  /**
   * The test's API: answers what it knows (writes, and reads that change after a write) and
   * leaves the rest (undefined) to `data`; what neither knows gets a 404. Throwing (a TypeError)
   * is the network failing; a promise not yet settled is an answer on its way.
   */
  api?: (call: ApiCall) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>;
}

interface AppRender extends RenderResult {
  /** A user acting on the page (clicks, typing, keys), as `@testing-library/user-event` has them. */
  user: UserEvent;
  /** The memory router: where the app is now (`router.state.location`). */
  router: ReturnType<typeof createMemoryRouter>;
  /** Every request sent to the API so far, in order. */
  calls: ApiCall[];
}

// What a test waits for (`findBy…`, `waitFor`) may take seconds on a busy machine (a save, then a
// toast): 5 s rather than Testing Library's 1 s, as the e2e suite waits longer than its runner's default.
configure({ asyncUtilTimeout: 5000 });

const NOT_FOUND: ApiAnswer = { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };

/**
 * The one way to render a component (or a hook's test component) in jsdom tests (`// @vitest-environment
 * jsdom` at the top of the test file): as the app shows it, inside the app's own providers (SWR
 * with the given reads as the page's data, the toaster, the confirmation dialog), in a data
 * router in memory at `path` (leave guards need one) beside `routes`, with the words of every
 * language loaded as the server has them. The API is the test's (`api`, then the reads of
 * `data`); every request is recorded in `calls`. SWR neither retries nor dedupes, so a test sees
 * each request it causes. Everything is undone when the test finishes: the page, the API, the
 * toasts and sessionStorage (drafts).
 */
export async function renderWithApp(ui: ReactElement, { path = '/', routes = [], data = {}, api }: AppOptions = {}): Promise<AppRender> {
  fillJsdomGaps();
  // The words, and the toaster's library (loaded with the first toast): its first import in a
  // test run takes longer than a test waits for a toast to show.
  const [, toasts] = await Promise.all([loadAllDictionaries(), import('react-hot-toast')]);

  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const answer = (await api?.(call)) ?? (method === 'GET' && url in data ? { status: 200, body: data[url] } : NOT_FOUND);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  onTestFinished(() => {
    cleanup();
    vi.unstubAllGlobals();
    globalThis.sessionStorage.clear();
    // react-hot-toast keeps its toasts in its module, not in the toaster: the toasts of one test
    // must not show in the next one's. (Shown only through lib/toast.ts; this only clears them.)
    // Its own timer still takes a toast its toaster dismissed away a second later, by its text:
    // a test does not expect a toast text an earlier test of its file kept on screen for seconds.
    toasts.default.remove();
  });

  // The component answers every path the other routes do not name.
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], { initialEntries: [path] });
  const result = render(
    // Each test has a cache of its own, holding the reads of `data` as if just fetched (SWR's
    // cache entries are `{ data }` states); they count as fresh, so mounting a hook on one fetches
    // nothing, as on a page rendered with them.
    <AppProvider fresh={new Set(Object.keys(data))}>
      <SWRConfig
        value={{
          provider: () => new Map(Object.entries(data).map(([key, value]) => [key, { data: value }])),
          dedupingInterval: 0,
          shouldRetryOnError: false,
        }}
      >
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </SWRConfig>
    </AppProvider>,
  );
  // No pause between keystrokes: the tests wait for what they read, not for time.
  return { ...result, user: userEvent.setup({ delay: null }), router, calls };
}
