import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { silentLogger, type Logger } from '../../ports/logger';
import { InvalidImageError, type ImageListOptions, type Images, type StoredImage } from '../../ports/images';
import { signCloudinaryParams, type SignatureAlgorithm } from './cloudinary-signature';

const SMALL_WIDTH = 480;
const LARGE_WIDTH = 960;
/**
 * The master we upload: large enough for a 2× screen at the large width, small enough to keep the
 * upload quick. Cloudinary derives the delivered renditions (f_auto, q_auto) from it, so it is
 * encoded at a high quality rather than at delivery quality.
 */
const MASTER_MAX_SIDE = 1920;
const MASTER_WEBP_QUALITY = 90;
/** Same trade-off as the local-disk adapter: about half the CPU of the default for a few percent of size. */
const WEBP_EFFORT = 2;
/** The Admin API's largest page. */
const LIST_PAGE_SIZE = 500;
/** A runaway cursor loop stops here (5 million images is far beyond this site). */
const LIST_MAX_PAGES = 10_000;
const REQUEST_TIMEOUT_MS = 60_000;

const NAME_PART = /^[A-Za-z0-9_-]+$/;
/** Ids under our folder that this adapter (or Cloudinary's own generator) could have made. */
const ID_PART = /^[A-Za-z0-9_-]{1,100}$/;

export interface CloudinaryImagesOptions {
  cloudName: string;
  apiKey: string;
  /** Stays on the server: it signs requests and authenticates Admin API calls, and is never sent, logged or put in an error. */
  apiSecret: string;
  /** Every image lives under this folder (part of its public id); `list` looks only there and `delete` acts only there. Default 'plots'. */
  folder?: string;
  /** Where the Upload and Admin APIs are reached. Default https://api.cloudinary.com; tests point it at a local server. */
  apiOrigin?: string;
  /** Where images are delivered from. Default https://res.cloudinary.com. */
  deliveryOrigin?: string;
  /** Digest for request signatures. Default 'sha1'; 'sha256' for accounts limited to it. */
  signatureAlgorithm?: SignatureAlgorithm;
  log?: Logger;
}

/** What a Cloudinary API answers on failure: `{ error: { message } }`. */
interface CloudinaryErrorBody {
  error?: { message?: unknown };
}

interface UploadResponse {
  public_id?: unknown;
  existing?: unknown;
}

interface DestroyResponse {
  result?: unknown;
}

interface ResourcesResponse {
  resources?: { public_id?: unknown; created_at?: unknown }[];
  next_cursor?: unknown;
}

/**
 * Images on Cloudinary. Every upload is re-encoded here first (EXIF orientation applied, then WebP,
 * which leaves EXIF, GPS and anything hidden in the original behind) and sent as a signed request
 * under a public id generated here. Delivery URLs ask Cloudinary for the best format and quality
 * the browser takes, at one of the two widths the site uses, never enlarged.
 */
export function createCloudinaryImages(options: CloudinaryImagesOptions): Images {
  const { cloudName, apiKey, apiSecret } = options;
  const folder = options.folder ?? 'plots';
  const apiOrigin = originOf('apiOrigin', options.apiOrigin ?? 'https://api.cloudinary.com');
  const deliveryOrigin = originOf('deliveryOrigin', options.deliveryOrigin ?? 'https://res.cloudinary.com');
  const algorithm = options.signatureAlgorithm ?? 'sha1';
  const log = options.log ?? silentLogger;
  if (!NAME_PART.test(cloudName)) throw new Error('Cloudinary cloud name must be letters, digits, _ or -');
  if (!apiKey) throw new Error('Cloudinary API key is missing');
  if (!apiSecret) throw new Error('Cloudinary API secret is missing');
  if (!folder.split('/').every((part) => NAME_PART.test(part))) throw new Error('Cloudinary folder must be letters, digits, _ or -, in parts separated by /');

  const apiBase = `${apiOrigin}/v1_1/${cloudName}`;
  const basicAuth = `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`;
  /** Whatever a server answers, or a proxy in between, the secret (or the header carrying it) never goes further. */
  const redact = (text: string) => text.split(apiSecret).join('[redacted]').split(basicAuth.slice(6)).join('[redacted]');

  const urlFor = (publicId: string, width: number) => {
    const rendition = width <= SMALL_WIDTH ? SMALL_WIDTH : LARGE_WIDTH;
    // Each path segment escaped, the slashes of the folder kept: how Cloudinary's SDKs write public ids in URLs.
    const path = publicId.split('/').map(encodeURIComponent).join('/');
    return `${deliveryOrigin}/${cloudName}/image/upload/f_auto,q_auto,c_limit,w_${rendition}/${path}`;
  };

  /** A signed Upload API call: `params` plus timestamp, api_key and signature. */
  async function signedPost(action: string, params: Record<string, string>, file?: Buffer): Promise<unknown> {
    const signed = { ...params, timestamp: String(Math.floor(Date.now() / 1000)) };
    const fields = { ...signed, api_key: apiKey, signature: signCloudinaryParams(signed, apiSecret, algorithm) };
    let body: FormData | URLSearchParams;
    if (file) {
      body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append('file', new Blob([new Uint8Array(file)], { type: 'image/webp' }), 'image.webp');
    } else {
      body = new URLSearchParams(fields);
    }
    return call(action, `${apiBase}/image/${action}`, { method: 'POST', body });
  }

  async function call(action: string, url: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      const reason = error instanceof Error ? `${error.message}${describeCause(error.cause)}` : String(error);
      // No `cause`: the message says why, and nothing of the request rides along into logs.
      // eslint-disable-next-line preserve-caught-error
      throw new Error(redact(`Cloudinary ${action} failed: ${reason}`));
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page, say): the status alone is reported; the body is not repeated.
    }
    if (!response.ok) {
      const message = (json as CloudinaryErrorBody | undefined)?.error?.message;
      throw new Error(redact(`Cloudinary ${action} failed: HTTP ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`));
    }
    if (json === undefined || json === null || typeof json !== 'object') throw new Error(`Cloudinary ${action} failed: HTTP ${response.status} with a body that is not JSON`);
    return json;
  }

  return {
    async put(bytes: Buffer): Promise<StoredImage> {
      const master = await sharp(bytes)
        .rotate()
        .resize({ width: MASTER_MAX_SIDE, height: MASTER_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: MASTER_WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer()
        .catch((error: unknown) => {
          throw new InvalidImageError(error instanceof Error ? error.message : String(error));
        });
      // The whole public id, folder included, is ours: it names the image the same way whether the
      // account uses fixed or dynamic folders, and says nothing about the upload.
      const requested = `${folder}/${randomBytes(12).toString('hex')}`;
      const result = (await signedPost('upload', { public_id: requested, overwrite: 'false' }, master)) as UploadResponse;
      if (typeof result.public_id !== 'string') throw new Error('Cloudinary upload failed: the answer has no public_id');
      // overwrite=false answers with the image already there: never expected for a fresh random id, and never ours.
      if (result.existing === true) throw new Error(`Cloudinary upload failed: ${result.public_id} already exists`);
      return { publicId: result.public_id, url: urlFor(result.public_id, LARGE_WIDTH) };
    },

    async delete(publicId: string): Promise<void> {
      // A crafted id must not reach other images of the account: outside our folder there is nothing of ours to delete.
      const [idFolder, id] = [publicId.slice(0, publicId.lastIndexOf('/')), publicId.slice(publicId.lastIndexOf('/') + 1)];
      if (idFolder !== folder || !ID_PART.test(id)) {
        log.warn('image_delete_skipped', { publicId: publicId.slice(0, 200), reason: 'not an id of this folder' });
        return;
      }
      // invalidate: the CDN stops serving cached renditions too, so a deleted image is really gone.
      const result = (await signedPost('destroy', { public_id: publicId, invalidate: 'true' })) as DestroyResponse;
      if (result.result === 'ok') return;
      if (result.result === 'not found') {
        log.info('image_delete_not_found', { publicId });
        return;
      }
      throw new Error(redact(`Cloudinary destroy failed: result ${JSON.stringify(result.result ?? null).slice(0, 200)}`));
    },

    urlFor,

    async list(listOptions: ImageListOptions = {}): Promise<string[]> {
      const cutoff = listOptions.createdBefore?.getTime();
      const found = new Set<string>();
      let cursor: string | undefined;
      for (let page = 0; page < LIST_MAX_PAGES; page += 1) {
        const query = new URLSearchParams({ prefix: `${folder}/`, max_results: String(LIST_PAGE_SIZE) });
        if (cursor) query.set('next_cursor', cursor);
        const result = (await call('resources list', `${apiBase}/resources/image/upload?${query}`, {
          method: 'GET',
          headers: { Authorization: basicAuth },
        })) as ResourcesResponse;
        for (const resource of result.resources ?? []) {
          if (typeof resource.public_id !== 'string' || !resource.public_id.startsWith(`${folder}/`)) continue;
          if (cutoff !== undefined) {
            const created = typeof resource.created_at === 'string' ? Date.parse(resource.created_at) : Number.NaN;
            // An image of unknown age is never taken as old enough.
            if (!(created < cutoff)) continue;
          }
          found.add(resource.public_id);
        }
        if (typeof result.next_cursor !== 'string' || result.next_cursor === '') return [...found];
        if (result.next_cursor === cursor) throw new Error('Cloudinary resources list failed: the same next_cursor came back twice');
        cursor = result.next_cursor;
      }
      throw new Error(`Cloudinary resources list failed: more than ${LIST_MAX_PAGES} pages`);
    },
  };
}

export interface CloudinaryCredentials {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

/**
 * Reads `cloudinary://<api_key>:<api_secret>@<cloud_name>`, the form the Cloudinary console shows
 * (query options after it are ignored). A malformed one is an error that names the problem and
 * never repeats the value, since the value holds the secret.
 */
export function parseCloudinaryUrl(url: string): CloudinaryCredentials {
  const fail = (problem: string): never => {
    throw new Error(`CLOUDINARY_URL is malformed (${problem}): expected cloudinary://<api_key>:<api_secret>@<cloud_name>`);
  };
  const trimmed = url.trim();
  if (!trimmed.startsWith('cloudinary://')) fail('it must start with cloudinary://');
  const rest = trimmed.slice('cloudinary://'.length).replace(/[?#].*$/, '').replace(/\/$/, '');
  const at = rest.lastIndexOf('@');
  if (at < 0) fail('no @ before the cloud name');
  const credentials = rest.slice(0, at);
  const cloudName = rest.slice(at + 1);
  const colon = credentials.indexOf(':');
  if (colon < 0) fail('no : between the API key and the API secret');
  const decode = (part: string, what: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return fail(`the ${what} is not validly escaped`);
    }
  };
  const apiKey = decode(credentials.slice(0, colon), 'API key');
  const apiSecret = decode(credentials.slice(colon + 1), 'API secret');
  if (!apiKey || /[\s/@]/.test(apiKey)) fail('the API key is empty or has spaces, / or @');
  if (!apiSecret || /\s/.test(apiSecret)) fail('the API secret is empty or has spaces');
  if (!NAME_PART.test(cloudName)) fail('the cloud name must be letters, digits, _ or -');
  return { cloudName, apiKey, apiSecret };
}

function originOf(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Cloudinary ${name} must be an absolute http(s) URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Cloudinary ${name} must be an absolute http(s) URL`);
  return value.replace(/\/+$/, '');
}

/** fetch says only "fetch failed"; the cause says why (ECONNREFUSED, a timeout…). */
function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return '';
  const code = (cause as NodeJS.ErrnoException).code;
  return ` (${code ?? cause.message})`;
}
