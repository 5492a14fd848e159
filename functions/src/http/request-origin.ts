import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`): is the hop at `index` a proxy we trust? */
export type TrustProxyFn = (address: string | undefined, index: number) => boolean;

/**
 * The origin a page is rendered for (its canonical and Open Graph links name it): PUBLIC_ORIGIN
 * when configured, else this request's scheme, taken as Express's `req.protocol` takes it
 * (X-Forwarded-Proto only from a trusted proxy), and its Host header. The pages route and the
 * cache's fast path both call this, so a page is cached and found under the same key.
 */
export function requestOrigin(req: IncomingMessage, options: { publicOrigin?: string | undefined; trust: TrustProxyFn }): string {
  if (options.publicOrigin) return options.publicOrigin;
  const socket = req.socket as Socket & { encrypted?: boolean };
  let protocol = socket.encrypted ? 'https' : 'http';
  const header = req.headers['x-forwarded-proto'];
  // Without the header the answer is the socket's either way; the trust check (an address parse)
  // is only worth making when there is something to trust.
  if (header && options.trust(socket.remoteAddress, 0)) {
    protocol = (Array.isArray(header) ? header[0] ?? '' : header).split(',')[0]!.trim();
  }
  return `${protocol}://${req.headers.host ?? 'localhost'}`;
}
