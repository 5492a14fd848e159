import type { InterestKind } from '@core/interest';
import { apiPaths } from '@/config/api-paths';

/**
 * Tells the server a plot was viewed or its WhatsApp or call link tapped (docs/decisions/018):
 * navigator.sendBeacon, which the browser delivers even as the page is left (a tap on a WhatsApp
 * link often leaves it); fetch with keepalive where there is none or the browser refuses. A text
 * body, as sendBeacon sends a string. No answer is read and no failure matters: it is a count.
 */
export function sendInterest(plotId: string, kind: InterestKind): void {
  const body = JSON.stringify({ plotId, kind });
  const path = apiPaths.interest();
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, body)) return;
  fetch(path, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(() => {});
}
