import { act } from '@testing-library/react';
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';

/**
 * A server-rendered page taken over by the browser, for jsdom tests of what reads the browser
 * (storage, scroll, media queries): `ui` is rendered to HTML as the server does, the HTML put in
 * the page, `inTheBrowser` sets the browser's state (a stored choice, a scroll…), and the HTML is
 * hydrated as main.tsx does. Returns the text the server sent, the container, and the hydration
 * problems React reported: none when the first render in the browser matched the HTML, as the
 * public pages need (a mismatch fails the e2e suite). Unmounted when the test finishes.
 */
export async function hydrateServerHtml(ui: ReactElement, inTheBrowser: () => void = () => undefined) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  const serverText = container.textContent;
  document.body.append(container);
  inTheBrowser();
  const problems: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, ui, { onRecoverableError: (error) => problems.push(error) });
    });
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return { serverText, container, problems };
}
