// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml } from '@/testing/hydrate-server-html';
import { useSiteDay } from './use-site-day';

function Today() {
  return <p>{useSiteDay() ?? 'not known'}</p>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSiteDay', () => {
  it("is the day in Amaravati, not the browser's own", () => {
    vi.useFakeTimers({ now: new Date('2025-03-10T20:00:00Z'), toFake: ['Date'] });
    render(<Today />);
    // 20:00 UTC is 01:30 the next day in India.
    expect(screen.getByText('2025-03-11')).toBeTruthy();
  });

  it('is not known on the server', () => {
    expect(renderToString(<Today />)).toBe('<p>not known</p>');
  });

  it("hydrates the server's HTML without a mismatch, then shows the day", async () => {
    vi.useFakeTimers({ now: new Date('2025-03-10T06:00:00Z'), toFake: ['Date'] });
    const page = await hydrateServerHtml(<Today />);
    expect(page.serverText).toBe('not known');
    expect(page.problems).toEqual([]);
    expect(page.container.textContent).toBe('2025-03-10');
  });
});
