// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml } from '@/testing/hydrate-server-html';
import { useScrolledPast } from './use-scrolled-past';

/** Where the page is scrolled to, as a browser reports it after the visitor scrolls (jsdom never scrolls). */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** The next frame, where the hook reads where a page opened scrolled down already is. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

function Header() {
  return <header>{useScrolledPast(100) ? 'scrolled' : 'at the top'}</header>;
}

afterEach(() => {
  cleanup();
  scrollTo(0);
});

describe('useScrolledPast', () => {
  it('turns true only beyond the threshold, and back when the page returns', () => {
    const { result } = renderHook(() => useScrolledPast(100));
    expect(result.current).toBe(false);
    act(() => scrollTo(100));
    expect(result.current).toBe(false);
    act(() => scrollTo(101));
    expect(result.current).toBe(true);
    act(() => scrollTo(20));
    expect(result.current).toBe(false);
  });

  it('follows a new threshold', async () => {
    scrollTo(60);
    const { result, rerender } = renderHook(({ threshold }) => useScrolledPast(threshold), { initialProps: { threshold: 100 } });
    await nextFrame();
    expect(result.current).toBe(false);
    rerender({ threshold: 50 });
    expect(result.current).toBe(true);
  });

  it('stops listening when the component goes', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrolledPast(100));
    const listener = added.mock.calls.find(([type]) => type === 'scroll')?.[1];
    expect(listener).toBeTypeOf('function');
    unmount();
    expect(removed).toHaveBeenCalledWith('scroll', listener);
    added.mockRestore();
    removed.mockRestore();
  });

  it('hydrates a page opened scrolled down (a reload) without a mismatch, then says so in the next frame', async () => {
    const page = await hydrateServerHtml(<Header />, () => scrollTo(400));
    expect(page.serverText).toBe('at the top');
    expect(page.problems).toEqual([]);
    await nextFrame();
    expect(page.container.textContent).toBe('scrolled');
  });
});
