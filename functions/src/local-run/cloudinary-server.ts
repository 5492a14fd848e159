import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';
import sharp from 'sharp';
import type { ServerTls } from './local-tls';

/**
 * A local server speaking enough of Cloudinary's protocol for the Images adapter and the site.
 * Like api.cloudinary.com, the API is served over https (with the certificate given: see
 * local-tls.ts); delivery, like res.cloudinary.com, has an origin of its own, plain http here so
 * that a browser loads the images without having to trust a test certificate.
 *
 * - POST /v1_1/<cloud>/image/upload   signed multipart upload
 * - POST /v1_1/<cloud>/image/destroy  signed delete (`invalidate` empties the CDN cache below)
 * - GET  /v1_1/<cloud>/resources/image/upload  Admin API list (HTTP Basic auth, prefix, paging)
 * - GET  /<cloud>/image/upload/<transformations>/<public_id>  delivery, transformed with sharp
 *
 * Signatures are checked as Cloudinary documents them ("Generating authentication signatures"),
 * by code of its own, deliberately not shared with the adapter: a mistake in the adapter's signing
 * must show up here as the 401 the real service would answer. Errors have Cloudinary's shape,
 * `{ error: { message } }`, and never hold the secret. No test framework in here: the end-to-end
 * run starts it from a script.
 */

export interface CloudinaryServerOptions {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  /** Key and certificate of the https API listener. */
  tls: ServerTls;
  /** Default 0: any free port. */
  port?: number;
  /** Default 0: any free port. */
  deliveryPort?: number;
  /** The server's clock. Tests move it forward to make a signed timestamp stale. */
  now?: () => Date;
  /** Most resources in one Admin API page (Cloudinary: 500). Tests lower it to exercise next_cursor. */
  maxResults?: number;
  /** Refuse SHA-1 signatures, as an account limited to SHA-256 does. */
  sha256Only?: boolean;
  /** Images stored from the start (another server's `uploads`: the e2e run's seeded images). */
  uploads?: Iterable<readonly [string, StoredUpload]>;
}

export interface StoredUpload {
  bytes: Buffer;
  /** As Cloudinary reports it: jpg, png, webp, gif, avif. */
  format: string;
  createdAt: Date;
  width: number;
  height: number;
  version: number;
}

interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** Form fields (the file left out) or query parameters. */
  params: Readonly<Record<string, string>>;
  status: number;
}

export interface CloudinaryServer {
  /** https://127.0.0.1:<port>: the Upload and Admin APIs. */
  apiOrigin: string;
  /** http://127.0.0.1:<port>: image delivery. */
  deliveryOrigin: string;
  /** What is stored, by public id. */
  uploads: ReadonlyMap<string, StoredUpload>;
  requests: readonly RecordedRequest[];
  stop(): Promise<void>;
}

/** Cloudinary's free-plan limit for an image. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_RESULTS_CAP = 500;
const DEFAULT_MAX_RESULTS = 10;
const TIMESTAMP_WINDOW_S = 60 * 60;
/** Cloudinary's delivery default: 30 days. */
const DELIVERY_CACHE_CONTROL = 'public, max-age=2592000';
const NOT_SIGNED = new Set(['file', 'cloud_name', 'resource_type', 'api_key', 'signature']);
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type MutableRecord = { -readonly [K in keyof RecordedRequest]: K extends 'params' ? Record<string, string> : RecordedRequest[K] };

interface Delivered {
  bytes: Buffer;
  contentType: string;
}

interface ParsedBody {
  fields: Record<string, string>;
  file?: { bytes: Buffer; filename: string; truncated: boolean };
}

export async function startCloudinaryServer(options: CloudinaryServerOptions): Promise<CloudinaryServer> {
  const { cloudName, apiKey, apiSecret } = options;
  const now = options.now ?? (() => new Date());
  const pageCap = Math.min(options.maxResults ?? MAX_RESULTS_CAP, MAX_RESULTS_CAP);
  const uploads = new Map<string, StoredUpload>(options.uploads);
  const requests: RecordedRequest[] = [];
  /**
   * What the CDN has served, by delivery path and format. A destroy without `invalidate` leaves
   * it there, as Cloudinary's CDN keeps serving a deleted image until its cache expires.
   */
  const cdn = new Map<string, Delivered & { publicId: string }>();
  let deliveryOrigin = '';

  const listener = (serves: 'api' | 'delivery') => (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const record: MutableRecord = { method: req.method ?? 'GET', path: url.pathname, params: {}, status: 0 };
    requests.push(record);
    (serves === 'api' ? handleApi(req, res, url, record) : handleDelivery(req, res, url))
      .catch((error: unknown) => {
        if (error instanceof HttpError) return sendError(res, error.status, error.message);
        // Never the error itself in the answer: it could carry anything.
        console.error('cloudinary-server: internal error', error instanceof Error ? error.message : error);
        return sendError(res, 500, 'General Error');
      })
      .finally(() => {
        record.status = res.statusCode;
      });
  };
  const apiServer = createHttpsServer({ key: options.tls.key, cert: options.tls.cert }, listener('api'));
  const deliveryServer = createHttpServer(listener('delivery'));

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, record: MutableRecord): Promise<void> {
    const segments = url.pathname.split('/').slice(1);
    if (segments[0] === 'v1_1') {
      const [, cloud, ...route] = segments;
      if (cloud !== cloudName) throw new HttpError(401, `Invalid cloud_name ${cloud ?? ''}`);
      const action = route.join('/');
      if (req.method === 'POST' && (action === 'image/upload' || action === 'image/destroy')) {
        const body = await parseBody(req);
        record.params = body.fields;
        verifySignature(body.fields);
        return action === 'image/upload' ? upload(res, body) : destroy(res, body.fields);
      }
      if (req.method === 'GET' && action === 'resources/image/upload') {
        const params = Object.fromEntries(url.searchParams);
        record.params = params;
        verifyBasicAuth(req.headers.authorization);
        return list(res, params);
      }
      throw new HttpError(404, 'Resource not found');
    }
    res.writeHead(404).end();
  }

  async function handleDelivery(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const segments = url.pathname.split('/').slice(1);
    if ((req.method === 'GET' || req.method === 'HEAD') && segments[0] === cloudName && segments[1] === 'image' && segments[2] === 'upload') {
      return deliver(req, res, segments.slice(3));
    }
    res.writeHead(404).end();
  }

  /** "Generating authentication signatures": the documented steps, one by one. */
  function verifySignature(fields: Record<string, string>): void {
    if (!fields.api_key) throw new HttpError(401, 'Must supply api_key');
    if (!constantTimeEqual(fields.api_key, apiKey)) throw new HttpError(401, `Unknown API key ${fields.api_key}`);
    if (!fields.timestamp) throw new HttpError(400, 'Missing required parameter - timestamp');
    const signature = fields.signature ?? '';
    if (!signature) throw new HttpError(400, 'Missing required parameter - signature');
    // 1. Every parameter of the call except file, cloud_name, resource_type and api_key (timestamp included);
    // 2. sorted by name; 3. `name=value`, joined with `&`.
    const toSign = Object.entries(fields)
      .filter(([name, value]) => !NOT_SIGNED.has(name) && value !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    // 4. The secret appended; 5. the hex digest, SHA-1 (40 digits) or SHA-256 (64 digits).
    const algorithm = signature.length === 64 ? 'sha256' : signature.length === 40 && !options.sha256Only ? 'sha1' : null;
    const expected = algorithm ? createHash(algorithm).update(toSign + apiSecret).digest('hex') : '';
    if (!algorithm || !constantTimeEqual(signature.toLowerCase(), expected)) {
      throw new HttpError(401, `Invalid Signature ${signature}. String to sign - '${toSign}'.`);
    }
    // Checked once the signature holds, so it is the signed time that is judged.
    const reported = Number(fields.timestamp);
    if (!Number.isFinite(reported) || reported < now().getTime() / 1000 - TIMESTAMP_WINDOW_S) {
      throw new HttpError(401, `Stale request - reported time is ${cloudinaryTime(reported)} which is more than 1 hour ago`);
    }
  }

  function verifyBasicAuth(header: string | undefined): void {
    const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
    if (!match) throw new HttpError(401, 'Must supply api_key');
    const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const [key, secret] = colon < 0 ? [decoded, ''] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
    if (!constantTimeEqual(key, apiKey)) throw new HttpError(401, `Unknown API key ${key}`);
    if (!constantTimeEqual(secret, apiSecret)) throw new HttpError(401, 'api_secret mismatch');
  }

  async function upload(res: ServerResponse, body: ParsedBody): Promise<void> {
    const { fields, file } = body;
    if (!file) throw new HttpError(400, 'Missing required parameter - file');
    if (file.truncated) throw new HttpError(400, `File size too large. Got more than ${MAX_IMAGE_BYTES}. Maximum is ${MAX_IMAGE_BYTES}.`);
    const meta = await sharp(file.bytes)
      .metadata()
      .catch(() => {
        throw new HttpError(400, 'Invalid image file');
      });
    const format = formatOf(meta.format, meta.compression);
    if (!format || !meta.width || !meta.height) throw new HttpError(400, 'Invalid image file');

    // Fixed-folder behaviour: `folder` prefixes the public id; without a public id Cloudinary makes one.
    const folder = (fields.folder ?? '').replace(/^\/+|\/+$/g, '');
    const name = fields.public_id || randomBytes(15).toString('base64').replace(/[^a-z0-9]/g, '').slice(0, 20) || 'upload';
    const publicId = folder ? `${folder}/${name}` : name;
    if (/[?&#\\%<>]|^\/|\/$|\/\//.test(publicId) || publicId.length > 255) throw new HttpError(400, `Invalid public_id ${publicId}`);

    const existing = uploads.get(publicId);
    // Signed uploads overwrite by default; overwrite=false answers with what is there, marked existing.
    if (existing && isFalse(fields.overwrite)) return sendJson(res, 200, { ...resourceJson(publicId, existing), existing: true });

    const createdAt = new Date(Math.floor(now().getTime() / 1000) * 1000);
    const version = Math.max(Math.floor(createdAt.getTime() / 1000), (existing?.version ?? 0) + 1);
    const stored: StoredUpload = { bytes: file.bytes, format, createdAt, width: meta.width, height: meta.height, version };
    uploads.set(publicId, stored);
    if (existing) invalidate(publicId);
    sendJson(res, 200, {
      ...resourceJson(publicId, stored),
      version_id: randomBytes(16).toString('hex'),
      // Response signature ("Verifying signatures"): public_id and version, signed like a request.
      signature: createHash('sha1').update(`public_id=${publicId}&version=${version}${apiSecret}`).digest('hex'),
      tags: [],
      pages: 1,
      etag: createHash('md5').update(file.bytes).digest('hex'),
      placeholder: false,
      original_filename: file.filename.replace(/\.[^.]*$/, ''),
      api_key: apiKey,
    });
  }

  function destroy(res: ServerResponse, fields: Record<string, string>): void {
    const publicId = fields.public_id;
    if (!publicId) throw new HttpError(400, 'Missing required parameter - public_id');
    if (!uploads.delete(publicId)) return sendJson(res, 200, { result: 'not found' });
    if (isTrue(fields.invalidate)) invalidate(publicId);
    sendJson(res, 200, { result: 'ok' });
  }

  function list(res: ServerResponse, params: Record<string, string>): void {
    const requested = params.max_results === undefined ? DEFAULT_MAX_RESULTS : Number(params.max_results);
    if (!Number.isInteger(requested) || requested < 1) throw new HttpError(400, 'Invalid max_results');
    const pageSize = Math.min(requested, pageCap);
    const prefix = params.prefix ?? '';
    // Newest first, as the Admin API lists; the cursor is where the previous page stopped.
    const all = [...uploads]
      .filter(([publicId]) => publicId.startsWith(prefix))
      .sort(([idA, a], [idB, b]) => b.createdAt.getTime() - a.createdAt.getTime() || (idA < idB ? -1 : idA > idB ? 1 : 0));
    let start = 0;
    if (params.next_cursor) {
      const after = Buffer.from(params.next_cursor, 'base64url').toString('utf8');
      const index = all.findIndex(([publicId]) => publicId === after);
      if (!after || index < 0) throw new HttpError(400, 'Invalid next_cursor');
      start = index + 1;
    }
    const page = all.slice(start, start + pageSize);
    const more = start + pageSize < all.length;
    res.setHeader('X-FeatureRateLimit-Limit', '500');
    res.setHeader('X-FeatureRateLimit-Remaining', '499');
    res.setHeader('X-FeatureRateLimit-Reset', new Date(now().getTime() + 3_600_000).toUTCString());
    sendJson(res, 200, {
      resources: page.map(([publicId, stored]) => resourceJson(publicId, stored)),
      ...(more ? { next_cursor: Buffer.from(page[page.length - 1]![0]).toString('base64url') } : {}),
    });
  }

  async function deliver(req: IncomingMessage, res: ServerResponse, rest: string[]): Promise<void> {
    const steps: string[][] = [];
    let index = 0;
    // Transformation segments ("f_auto,q_auto,c_limit,w_960"), then an optional version, then the public id.
    while (index < rest.length - 1 && /^[a-z]{1,3}_[^,]+(,[a-z]{1,3}_[^,]+)*$/.test(rest[index]!)) steps.push(rest[index++]!.split(','));
    if (index < rest.length - 1 && /^v\d+$/.test(rest[index]!)) index += 1;
    let publicId: string;
    try {
      publicId = rest.slice(index).map(decodeURIComponent).join('/');
    } catch {
      return deliveryError(res, 400, 'Invalid public id');
    }
    let extension: string | undefined;
    if (!uploads.has(publicId)) {
      const match = /^(.+)\.(jpe?g|png|webp|gif|avif)$/.exec(publicId);
      if (match) [publicId, extension] = [match[1]!, match[2] === 'jpeg' ? 'jpg' : match[2]];
    }
    const format = chooseFormat(steps, extension, uploads.get(publicId)?.format ?? cdnFormatFor(publicId), req.headers.accept ?? '');
    const cacheKey = `${rest.join('/')}|${format}`;
    let delivered: Delivered | undefined = cdn.get(cacheKey);
    if (!delivered) {
      const stored = uploads.get(publicId);
      if (!stored) return deliveryError(res, 404, `Resource not found - ${publicId}`);
      try {
        delivered = await transform(stored, steps, format);
      } catch (error) {
        if (error instanceof DeliveryError) return deliveryError(res, 400, error.message);
        throw error;
      }
      cdn.set(cacheKey, { ...delivered, publicId });
    }
    res.writeHead(200, {
      'Content-Type': delivered.contentType,
      'Content-Length': delivered.bytes.length,
      'Cache-Control': DELIVERY_CACHE_CONTROL,
      'Access-Control-Allow-Origin': '*',
      Vary: 'Accept',
    });
    res.end(req.method === 'HEAD' ? undefined : delivered.bytes);
  }

  /** The format of something the CDN still holds for a public id (a destroy without invalidate). */
  function cdnFormatFor(publicId: string): string {
    for (const entry of cdn.values()) if (entry.publicId === publicId) return entry.contentType.slice('image/'.length).replace('jpeg', 'jpg');
    return 'jpg';
  }

  function invalidate(publicId: string): void {
    for (const [key, entry] of cdn) if (entry.publicId === publicId) cdn.delete(key);
  }

  function resourceJson(publicId: string, stored: StoredUpload) {
    const path = publicId.split('/').map(encodeURIComponent).join('/');
    const url = `${deliveryOrigin}/${cloudName}/image/upload/v${stored.version}/${path}.${stored.format}`;
    return {
      asset_id: createHash('md5').update(`${cloudName}/${publicId}`).digest('hex'),
      public_id: publicId,
      format: stored.format,
      version: stored.version,
      resource_type: 'image',
      type: 'upload',
      created_at: stored.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      bytes: stored.bytes.length,
      width: stored.width,
      height: stored.height,
      asset_folder: '',
      display_name: publicId.slice(publicId.lastIndexOf('/') + 1),
      url,
      secure_url: url,
    };
  }

  const apiPort = await listen(apiServer, options.port ?? 0);
  const deliveryPort = await listen(deliveryServer, options.deliveryPort ?? 0).catch(async (error: unknown) => {
    await close(apiServer);
    throw error;
  });
  deliveryOrigin = `http://127.0.0.1:${deliveryPort}`;

  return {
    apiOrigin: `https://127.0.0.1:${apiPort}`,
    deliveryOrigin,
    uploads,
    requests,
    stop: async () => {
      await Promise.all([close(apiServer), close(deliveryServer)]);
    },
  };
}

async function listen(server: HttpServer | HttpsServer, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

function close(server: HttpServer | HttpsServer): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** Cloudinary's boolean parameters: the SDKs send 1 and 0 (Node's: `overwrite`), or true and false. */
function isTrue(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

function isFalse(value: string | undefined): boolean {
  return value === 'false' || value === '0';
}

/** Form fields and the `file` part of a multipart, urlencoded or JSON body. */
async function parseBody(req: IncomingMessage): Promise<ParsedBody> {
  const type = req.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(type)) {
    return new Promise<ParsedBody>((resolve, reject) => {
      const fields: Record<string, string> = {};
      let file: ParsedBody['file'];
      // busboy may close before a file stream has ended: wait for both.
      let fileDone: Promise<void> = Promise.resolve();
      let parser: busboy.Busboy;
      try {
        parser = busboy({ headers: req.headers, limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 100 } });
      } catch {
        return reject(new HttpError(400, 'Invalid multipart body'));
      }
      parser.on('field', (name, value) => {
        fields[name] = value;
      });
      parser.on('file', (name, stream, info) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        fileDone = new Promise<void>((done) => {
          stream.on('end', () => {
            if (name === 'file') file = { bytes: Buffer.concat(chunks), filename: info.filename ?? 'file', truncated: (stream as { truncated?: boolean }).truncated === true };
            done();
          });
        });
      });
      parser.on('error', () => reject(new HttpError(400, 'Invalid multipart body')));
      parser.on('close', () => void fileDone.then(() => resolve({ fields, ...(file ? { file } : {}) })));
      req.pipe(parser);
    });
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (/^application\/json/i.test(type)) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'Invalid JSON body');
    }
    if (!json || typeof json !== 'object') throw new HttpError(400, 'Invalid JSON body');
    return { fields: Object.fromEntries(Object.entries(json).map(([name, value]) => [name, String(value)])) };
  }
  return { fields: Object.fromEntries(new URLSearchParams(text)) };
}

/** f_auto as a CDN does it: the best format the Accept header allows (AVIF, then WebP), else a classic one. */
function chooseFormat(steps: string[][], extension: string | undefined, stored: string, accept: string): string {
  const f = steps.flat().find((part) => part.startsWith('f_'))?.slice(2);
  if (f && f !== 'auto') return f === 'jpeg' ? 'jpg' : f;
  if (f === 'auto') {
    if (/image\/avif/i.test(accept)) return 'avif';
    if (/image\/webp/i.test(accept)) return 'webp';
    return stored === 'png' || stored === 'gif' ? 'png' : 'jpg';
  }
  return extension ?? stored;
}

async function transform(stored: StoredUpload, steps: string[][], format: string): Promise<Delivered> {
  let image = sharp(stored.bytes).rotate();
  let quality: number | undefined;
  for (const step of steps) {
    let crop = 'scale';
    let width: number | undefined;
    let height: number | undefined;
    for (const part of step) {
      const [key, value = ''] = [part.slice(0, part.indexOf('_')), part.slice(part.indexOf('_') + 1)];
      if (key === 'f' && /^(auto|webp|avif|png|jpe?g|gif)$/.test(value)) continue;
      if (key === 'q' && /^(auto(:(best|good|eco|low))?|\d{1,3})$/.test(value)) {
        quality = value.startsWith('auto') ? undefined : Math.min(100, Math.max(1, Number(value)));
        continue;
      }
      if (key === 'c' && /^(limit|scale|fit)$/.test(value)) {
        crop = value;
        continue;
      }
      if ((key === 'w' || key === 'h') && /^[1-9]\d{0,4}$/.test(value)) {
        if (key === 'w') width = Number(value);
        else height = Number(value);
        continue;
      }
      throw new DeliveryError(`Invalid transformation component - ${part}`);
    }
    if (width || height) {
      image = sharp(
        await image
          .resize({ width, height, fit: crop === 'scale' && width && height ? 'fill' : 'inside', withoutEnlargement: crop === 'limit' })
          .toBuffer(),
      );
    }
  }
  // q_auto: what Cloudinary's "good" level lands near for photos.
  const q = quality ?? (format === 'avif' ? 50 : 80);
  const output =
    format === 'webp'
      ? image.webp({ quality: q, effort: 2 })
      : format === 'avif'
        ? image.avif({ quality: q, effort: 2 })
        : format === 'png'
          ? image.png()
          : format === 'gif'
            ? image.gif()
            : image.jpeg({ quality: q });
  return { bytes: await output.toBuffer(), contentType: CONTENT_TYPES[format] ?? 'image/jpeg' };
}

class DeliveryError extends Error {}

function deliveryError(res: ServerResponse, status: number, message: string): void {
  // Delivery errors come as a status and an X-Cld-Error header, with no JSON.
  res.writeHead(status, { 'X-Cld-Error': message, 'Content-Length': 0, 'Cache-Control': 'no-store' }).end();
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) }).end(text);
}

function sendError(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) return void res.end();
  sendJson(res, status, { error: { message } });
}

function formatOf(format: string | undefined, compression: string | undefined): string | null {
  if (format === 'jpeg') return 'jpg';
  if (format === 'heif') return compression === 'av1' ? 'avif' : null;
  return format && ['png', 'webp', 'gif'].includes(format) ? format : null;
}

/** "2016-12-15 04:02:46 +0000", the form Cloudinary's stale-request message uses. */
function cloudinaryTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return 'invalid';
  return `${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} +0000`;
}

function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
