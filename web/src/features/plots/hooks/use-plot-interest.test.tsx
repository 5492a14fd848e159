// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import { tapKind, usePlotInterest } from './use-plot-interest';

function PlotPage({ plotId }: { plotId: string }) {
  usePlotInterest(plotId);
  return (
    // The page stays put whatever is tapped (jsdom cannot open tel: or WhatsApp).
    <div onClick={(event) => event.preventDefault()}>
      <a href="tel:+919876543210">Call us</a>
      <a href="https://wa.me/919876543210?text=Plot%20in%20Thullur">
        <span>Book Now</span>
      </a>
      <a href="/properties">All plots</a>
    </div>
  );
}

describe('usePlotInterest', () => {
  it('sends one view once the page is live, then each WhatsApp and call tap, and nothing after the page is gone', async () => {
    document.documentElement.removeAttribute('data-live');
    const liveWhenSent: boolean[] = [];
    const { user, calls, findByText, getByText, unmount } = await renderWithApp(<PlotPage plotId="p1" />, {
      api: (call) => {
        if (call.url !== '/api/interest') return undefined;
        liveWhenSent.push(document.documentElement.hasAttribute('data-live'));
        return { status: 204 };
      },
    });
    await findByText('Call us');
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/interest', body: { plotId: 'p1', kind: 'view' } });

    await user.click(getByText('Book Now'));
    await user.click(getByText('Call us'));
    await user.click(getByText('All plots'));
    expect(calls.map((call) => call.body)).toEqual([
      { plotId: 'p1', kind: 'view' },
      { plotId: 'p1', kind: 'whatsapp' },
      { plotId: 'p1', kind: 'call' },
    ]);
    expect(liveWhenSent).toEqual([true, true, true]);

    unmount();
    const footerCall = Object.assign(document.createElement('a'), { href: 'tel:+91', textContent: 'Footer call' });
    footerCall.addEventListener('click', (event) => event.preventDefault());
    document.body.append(footerCall);
    footerCall.click();
    footerCall.remove();
    expect(calls).toHaveLength(3);
  });

  it('knows a call and a WhatsApp link by their address', () => {
    expect([tapKind('tel:+919876543210'), tapKind('https://wa.me/919876543210?text=hi'), tapKind('/contact'), tapKind('https://example.com/wa.me/1'), tapKind(null)]).toEqual([
      'call',
      'whatsapp',
      null,
      null,
      null,
    ]);
  });
});
