import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach } from 'vitest';
import { ConfirmProvider } from '@/components/ui/confirm-dialog';
import { Toasts } from '@/components/ui/toasts';
import { swrConfig } from '@/lib/swr';

/**
 * For component and hook tests in jsdom (`// @vitest-environment jsdom` at the top of the file):
 * renders `ui` as the app would, at `path` of a data router in memory (leave guards need one),
 * beside `routes` it can go to, with the confirm dialog, the app's SWR settings over a fresh
 * cache (no answer leaks from one test to the next, no retry) and the toaster. Returns the router (where it is now) and a user to act
 * with. Each test starts with an empty page, no toast and an empty sessionStorage.
 */
export function renderInApp(ui: ReactNode, { path = '/', routes = [] }: { path?: string; routes?: RouteObject[] } = {}): RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
} {
  allowModalDialogs();
  answerMediaQueries();
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [path] });
  const result = render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
      <Toasts />
    </SWRConfig>,
  );
  // No pause between keystrokes: the tests wait for what they read, not for time.
  return { ...result, router, user: userEvent.setup({ delay: null }) };
}

/**
 * jsdom has <dialog> but not its modal methods (components/ui/modal.tsx opens one): open and
 * close it as the browser would, without the backdrop and the inert page behind it.
 */
function allowModalDialogs(): void {
  const dialog = globalThis.HTMLDialogElement?.prototype;
  if (!dialog || typeof dialog.showModal === 'function') return;
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** jsdom has no matchMedia (the toaster asks about reduced motion): every query answers "no". */
function answerMediaQueries(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// findBy… and waitFor wait up to 5 s (not 1): the machines running the suite are small and shared.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  globalThis.sessionStorage?.clear();
  // Toasts live in the library's store, not in the page: none may carry over to the next test
  // (lib/toast.ts raises them; only a test takes them all away). The library's own timer still
  // takes a toast its toaster dismissed away a second later, by its text: a test does not expect
  // a toast text an earlier test of its file kept on screen for seconds.
  const { default: hot } = await import('react-hot-toast');
  hot.remove();
});
