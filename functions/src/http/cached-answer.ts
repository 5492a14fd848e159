import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import etag from 'etag';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import type { CachedAnswer, PublicTopic } from '../ports/public-cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Bodies below this go out as they are, as the compression middleware does (the framing would eat the gain). */
const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Brotli quality of cached answers: 6 compresses the home page (155 KB of HTML) in about 2.5 ms to
 * within 2 % of quality 9, which takes ten times longer; 11 would take 140 ms at every cache miss.
 */
const BROTLI_QUALITY = 6;

/** The compression middleware's choice, kept here so both ways of sending agree: brotli, then gzip, when the client rates them alike. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
const PREFERRED = ['br', 'gzip'] as const;
const ONLY_BR = ['br', 'identity'] as const;
const ONLY_GZIP = ['gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];
// @types/negotiator 0.6 leaves out the second parameter of encoding(), `preferred`, which negotiator
// 0.6.4 has (the compression middleware passes it the same way).
const negotiateEncoding = Negotiator.prototype.encoding as (this: Negotiator, available: readonly string[], preferred: readonly string[]) => string | undefined;

/** An answer made ready to cache: its bytes in each encoding, compressed off the main thread, and its weak ETag. */
export async function encodeAnswer(input: { body: string; contentType: string; cacheControl: string; topics: readonly PublicTopic[] }): Promise<CachedAnswer> {
  const body = Buffer.from(input.body, 'utf8');
  // Express's default: a weak ETag over the bytes res.send writes (etag package, { weak: true }).
  const answer: CachedAnswer = { body, etag: etag(body, { weak: true }), contentType: input.contentType, cacheControl: input.cacheControl, topics: input.topics };
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return answer;
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body),
    brotliAsync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  ]);
  if (gzipped.length < body.length) answer.gzip = gzipped;
  if (brotli.length < body.length) answer.br = brotli;
  return answer;
}

/** Responses whose body is already encoded: the compression middleware leaves them alone (app.ts). */
const precompressed = new WeakSet<ServerResponse>();

export function isCachedAnswerResponse(res: ServerResponse): boolean {
  return precompressed.has(res);
}

/**
 * Sends a cached answer, the same way through Express (a miss that just made it) and around it (a
 * hit, http/cache-fast-path.ts), on whatever headers are already set (the security headers): 304
 * when the client's ETag matches (the `fresh` rules Express uses), else the body in the best
 * encoding the client accepts, with its length. HEAD gets the same headers and no body.
 */
export function sendCachedAnswer(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
  precompressed.add(res);
  res.setHeader('Cache-Control', answer.cacheControl);
  res.setHeader('ETag', answer.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (fresh(req.headers, { etag: answer.etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const { encoding, body } = chooseEncoding(req, answer);
  res.statusCode = 200;
  res.setHeader('Content-Type', answer.contentType);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function chooseEncoding(req: IncomingMessage, answer: CachedAnswer): { encoding: Encoding; body: Buffer } {
  const identity = { encoding: 'identity', body: answer.body } as const;
  // No header: identity, as the compression middleware does (it could mean "anything", but old clients send none).
  if (!req.headers['accept-encoding'] || (!answer.gzip && !answer.br)) return identity;
  const available = answer.br ? (answer.gzip ? ENCODINGS : ONLY_BR) : ONLY_GZIP;
  const chosen = negotiateEncoding.call(new Negotiator(req), available, PREFERRED);
  if (chosen === 'br' && answer.br) return { encoding: 'br', body: answer.br };
  if (chosen === 'gzip' && answer.gzip) return { encoding: 'gzip', body: answer.gzip };
  // Nothing acceptable (identity;q=0 and no encoding we have): identity all the same, as compression does.
  return identity;
}
