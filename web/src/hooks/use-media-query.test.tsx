// @vitest-environment jsdom
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateServerHtml } from '@/testing/hydrate-server-html';
import { controlMediaQueries } from '@/testing/media-queries';
import { useMediaQuery } from './use-media-query';

function Wide({ serverMatches }: { serverMatches?: boolean }) {
  return <p>{useMediaQuery('(min-width: 1024px)', serverMatches) ? 'wide' : 'narrow'}</p>;
}

afterEach(() => {
  cleanup();
  // @ts-expect-error -- jsdom has none; each test installs its own
  delete window.matchMedia;
});

describe('useMediaQuery', () => {
  it('answers the query asked, and follows its changes', () => {
    const media = controlMediaQueries(false);
    const { result } = renderHook(() => useMediaQuery('(min-width: 1024px)'));
    expect(result.current).toBe(false);
    expect(media.asked).toContain('(min-width: 1024px)');
    media.change(true);
    expect(result.current).toBe(true);
    media.change(false);
    expect(result.current).toBe(false);
  });

  it('stops listening when the component goes', () => {
    const media = controlMediaQueries(true);
    const { unmount } = renderHook(() => useMediaQuery('(prefers-reduced-motion: reduce)'));
    expect(media.listeners.size).toBeGreaterThan(0);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('renders on the server without a window, with the value it is given', () => {
    // No matchMedia installed: reading it on the server would throw.
    expect(renderToString(<Wide />)).toBe('<p>narrow</p>');
    expect(renderToString(<Wide serverMatches />)).toBe('<p>wide</p>');
  });

  it("hydrates the server's HTML without a mismatch, then shows the browser's answer", async () => {
    const page = await hydrateServerHtml(<Wide />, () => controlMediaQueries(true));
    expect(page.serverText).toBe('narrow');
    expect(page.problems).toEqual([]);
    expect(page.container.textContent).toBe('wide');
  });

  it('renders the answer at once where nothing was rendered on a server', () => {
    controlMediaQueries(true);
    render(<Wide />);
    expect(screen.getByText('wide')).toBeTruthy();
  });
});
