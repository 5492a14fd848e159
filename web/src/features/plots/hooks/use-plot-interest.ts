import { useEffect } from 'react';
import type { InterestKind } from '@core/interest';
import { sendInterest } from '@/lib/send-interest';

/** Which tap a link's address is: a call (`tel:`) or WhatsApp (`wa.me`, core/links.ts); null for any other link. */
export function tapKind(href: string | null): Extract<InterestKind, 'whatsapp' | 'call'> | null {
  if (!href) return null;
  if (href.startsWith('tel:')) return 'call';
  if (href.startsWith('https://wa.me/')) return 'whatsapp';
  return null;
}

/**
 * A plot's page counts its interest (docs/decisions/018), and only once it is live: one view as
 * it comes alive, then each tap on a WhatsApp or call link anywhere on the page (its Book Now, the
 * top bar's and the footer's number) while it shows this plot. Effects run child first, before the
 * provider marks the page live (app/provider.tsx), so the view goes a task later. Nothing is
 * sent before the page is live, nothing is kept in the browser.
 */
export function usePlotInterest(plotId: string): void {
  useEffect(() => {
    const view = setTimeout(() => sendInterest(plotId, 'view'), 0);
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const kind = tapKind(link?.getAttribute('href') ?? null);
      if (kind) sendInterest(plotId, kind);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      clearTimeout(view);
      document.removeEventListener('click', onClick, true);
    };
  }, [plotId]);
}
