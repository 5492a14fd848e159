import { randomBytes } from 'node:crypto';
import { v2 as cloudinary, type UploadApiResponse } from 'cloudinary';
import sharp from 'sharp';
import { silentLogger, type Logger } from '../../ports/logger';
import { LAYOUT_IMAGE_MAX_SIDE } from '../../core/venture-constants';
import { InvalidImageError, LINK_PREVIEW_HEIGHT, LINK_PREVIEW_WIDTH, type ImageListOptions, type Images, type StoredImage, type StoredPlan } from '../../ports/images';

type SignatureAlgorithm = 'sha1' | 'sha256';

const SMALL_WIDTH = 480;
const LARGE_WIDTH = 960;
/**
 * The master we upload: large enough for a 2× screen at the large width, small enough to keep the
 * upload quick. Cloudinary derives the delivered renditions (f_auto, q_auto) from it, so it is
 * encoded at a high quality rather than at delivery quality.
 */
const MASTER_MAX_SIDE = 1920;
const MASTER_WEBP_QUALITY = 90;
/** A layout plan's master: whole (up to LAYOUT_IMAGE_MAX_SIDE), a little higher still, for thin lines and small numbers. */
const PLAN_WEBP_QUALITY = 92;
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
  /**
   * Where the Upload and Admin APIs are reached (the SDK's `upload_prefix`). Default
   * https://api.cloudinary.com; tests point it at a local server. https only: the SDK chooses
   * between http and https once, when it loads, from its process-wide configuration.
   */
  apiOrigin?: string;
  /** Where images are delivered from. Default https://res.cloudinary.com. */
  deliveryOrigin?: string;
  /** Digest for request signatures. Default 'sha1'; 'sha256' for accounts limited to it. */
  signatureAlgorithm?: SignatureAlgorithm;
  /** How long one API call may take before it fails. Default 60 s. */
  requestTimeoutMs?: number;
  log?: Logger;
}

interface DestroyResponse {
  result?: unknown;
}

interface ResourcesResponse {
  resources?: { public_id?: unknown; created_at?: unknown }[];
  next_cursor?: unknown;
}

/**
 * Images on Cloudinary, through its Node SDK: signed upload_stream, destroy, the Admin API's
 * resource listing, and delivery URLs. Every call passes this account's settings itself
 * (cloud name, key, secret, API origin, signing, delivery host): the SDK's process-wide
 * configuration is never written and not relied on, so adapters for different accounts can share
 * a process.
 *
 * Every upload is re-encoded here first (EXIF orientation applied, then WebP, which leaves EXIF,
 * GPS and anything hidden in the original behind) and sent under a public id generated here.
 * Delivery URLs ask Cloudinary for the best format and quality the browser takes, at one of the
 * two widths the site uses, never enlarged.
 */
export function createCloudinaryImages(options: CloudinaryImagesOptions): Images {
  const { cloudName, apiKey, apiSecret } = options;
  const folder = options.folder ?? 'plots';
  const apiOrigin = originOf('apiOrigin', options.apiOrigin ?? 'https://api.cloudinary.com', ['https:']);
  const deliveryOrigin = new URL(originOf('deliveryOrigin', options.deliveryOrigin ?? 'https://res.cloudinary.com', ['https:', 'http:']));
  const timeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const log = options.log ?? silentLogger;
  if (!NAME_PART.test(cloudName)) throw new Error('Cloudinary cloud name must be letters, digits, _ or -');
  if (!apiKey) throw new Error('Cloudinary API key is missing');
  if (!apiSecret) throw new Error('Cloudinary API secret is missing');
  if (!folder.split('/').every((part) => NAME_PART.test(part))) throw new Error('Cloudinary folder must be letters, digits, _ or -, in parts separated by /');

  /** What every API call is given, so the SDK never falls back on its process-wide configuration for them. */
  const account = {
    cloud_name: cloudName,
    api_key: apiKey,
    api_secret: apiSecret,
    upload_prefix: apiOrigin,
    signature_algorithm: options.signatureAlgorithm ?? 'sha1',
    // The SDK's current scheme (it escapes & in values); the local server checks the same strings.
    signature_version: 2,
    timeout: timeoutMs,
  };
  /** Whatever a server answers, or a proxy in between, the secret (or the Basic credentials carrying it) never goes further. */
  const basicCredentials = Buffer.from(`${apiKey}:${apiSecret}`).toString('base64');
  const redact = (text: string) => text.split(apiSecret).join('[redacted]').split(basicCredentials).join('[redacted]');

  /**
   * One SDK call, bounded in time (the SDK aborts uploads and destroys on `timeout` itself, not
   * Admin API calls), its failure turned into an Error of our own: the SDK's rejections can carry
   * the request options, Basic credentials included, so only the status and message go on.
   */
  async function call<T>(action: string, run: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new CloudinaryTimeout()), timeoutMs);
    });
    try {
      return await Promise.race([run(), deadline]);
    } catch (reason) {
      // No `cause`: the message says why, and nothing of the request rides along into logs.
      // eslint-disable-next-line preserve-caught-error
      throw new Error(redact(`Cloudinary ${action} failed: ${describeFailure(reason, timeoutMs)}`));
    } finally {
      clearTimeout(timer);
    }
  }

  const deliveryHost = deliveryOrigin.protocol === 'https:' ? { secure: true, secure_distribution: deliveryOrigin.host } : { secure: false, cname: deliveryOrigin.host };
  /** How every delivery URL is built, whatever its transformation. */
  const deliveryOptions = {
    cloud_name: cloudName,
    type: 'upload',
    ...deliveryHost,
    private_cdn: false,
    cdn_subdomain: false,
    secure_cdn_subdomain: false,
    shorten: false,
    use_root_path: false,
    sign_url: false,
    // No /v1/ before foldered ids and no ?_a= analytics parameter: one stable URL per rendition.
    force_version: false,
    urlAnalytics: false,
  };
  const urlFor = (publicId: string, width: number) => {
    const rendition = width <= SMALL_WIDTH ? SMALL_WIDTH : LARGE_WIDTH;
    // The SDK reads a public id as possibly percent-encoded (it decodes, then encodes each part,
    // slashes kept): a literal % is escaped first so it comes out as %25 and not as what follows it.
    return cloudinary.url(publicId.replace(/%/g, '%25'), {
      ...deliveryOptions,
      transformation: [{ fetch_format: 'auto', quality: 'auto', crop: 'limit', width: rendition }],
    });
  };

  /** Cloudinary's own 1200×630 crop of the image (the same URL every time, cached on its CDN). */
  const linkPreviewUrl = (publicId: string) =>
    cloudinary.url(publicId.replace(/%/g, '%25'), {
      ...deliveryOptions,
      width: LINK_PREVIEW_WIDTH,
      height: LINK_PREVIEW_HEIGHT,
      crop: 'fill',
      format: 'jpg',
      quality: 'auto',
    });

  /** A plan, whole, in the best format and quality the browser takes. */
  const planUrl = (publicId: string) =>
    cloudinary.url(publicId.replace(/%/g, '%25'), { ...deliveryOptions, transformation: [{ fetch_format: 'auto', quality: 'auto' }] });

  /** Whether an id names an image of our folder that this adapter (or Cloudinary's generator) could have made. */
  const isOurId = (publicId: string) => {
    const slash = publicId.lastIndexOf('/');
    return publicId.slice(0, slash) === folder && ID_PART.test(publicId.slice(slash + 1));
  };

  /**
   * The master we upload: EXIF orientation applied, then WebP (which leaves EXIF, GPS and anything
   * hidden in the original behind), at most `maxSide` on its longer side, never enlarged.
   */
  async function encodeMaster(bytes: Buffer, maxSide: number, quality: number) {
    return sharp(bytes)
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true })
      .catch((error: unknown) => {
        throw new InvalidImageError(error instanceof Error ? error.message : String(error));
      });
  }

  /** A signed upload of a master under a public id made here; the id it is stored under. */
  async function upload(master: Buffer): Promise<string> {
    // The whole public id, folder included, is ours: it names the image the same way whether the
    // account uses fixed or dynamic folders, and says nothing about the upload.
    const requested = `${folder}/${randomBytes(12).toString('hex')}`;
    const result = await call(
      'upload',
      () =>
        new Promise<UploadApiResponse>((resolve, reject) => {
          const stream = cloudinary.uploader.upload_stream({ ...account, public_id: requested, overwrite: false }, (error, response) =>
            error || !response ? reject(error ?? new Error('no answer')) : resolve(response),
          );
          stream.end(master);
        }),
    );
    if (typeof result.public_id !== 'string') throw new Error('Cloudinary upload failed: the answer has no public_id');
    // overwrite=false answers with the image already there: never expected for a fresh random id, and never ours.
    if (result.existing === true) throw new Error(`Cloudinary upload failed: ${result.public_id} already exists`);
    return result.public_id;
  }

  return {
    async put(bytes: Buffer): Promise<StoredImage> {
      const { data } = await encodeMaster(bytes, MASTER_MAX_SIDE, MASTER_WEBP_QUALITY);
      const publicId = await upload(data);
      return { publicId, url: urlFor(publicId, LARGE_WIDTH) };
    },

    async putPlan(bytes: Buffer): Promise<StoredPlan> {
      const { data, info } = await encodeMaster(bytes, LAYOUT_IMAGE_MAX_SIDE, PLAN_WEBP_QUALITY);
      const publicId = await upload(data);
      return { publicId, url: planUrl(publicId), width: info.width, height: info.height };
    },

    async planPicture(publicId, _variant, draw) {
      if (!isOurId(publicId)) return null;
      // The plan at the picture's width, as PNG (lossless: it is drawn over, then encoded once).
      const source = cloudinary.url(publicId.replace(/%/g, '%25'), {
        ...deliveryOptions,
        transformation: [{ crop: 'limit', width: LINK_PREVIEW_WIDTH, height: LINK_PREVIEW_WIDTH, fetch_format: 'png' }],
      });
      const plan = await call('plan download', async () => {
        const response = await fetch(source, { signal: AbortSignal.timeout(timeoutMs) });
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return Buffer.from(await response.arrayBuffer());
      });
      return plan ? draw(plan) : null;
    },

    async delete(publicId: string): Promise<void> {
      // A crafted id must not reach other images of the account: outside our folder there is nothing of ours to delete.
      if (!isOurId(publicId)) {
        log.warn('image_delete_skipped', { publicId: publicId.slice(0, 200), reason: 'not an id of this folder' });
        return;
      }
      // invalidate: the CDN stops serving cached renditions too, so a deleted image is really gone.
      const destroyOptions = { ...account, resource_type: 'image', type: 'upload', invalidate: true } as const;
      const result = (await call('destroy', () => cloudinary.uploader.destroy(publicId, destroyOptions))) as DestroyResponse;
      if (result.result === 'ok') return;
      if (result.result === 'not found') {
        log.info('image_delete_not_found', { publicId });
        return;
      }
      throw new Error(redact(`Cloudinary destroy failed: result ${JSON.stringify(result.result ?? null).slice(0, 200)}`));
    },

    urlFor,

    // Cloudinary makes the crop itself on first request: nothing to check or store here.
    async linkPreview(publicId) {
      return publicId ? { redirectTo: linkPreviewUrl(publicId) } : null;
    },

    async list(listOptions: ImageListOptions = {}): Promise<string[]> {
      const cutoff = listOptions.createdBefore?.getTime();
      const found = new Set<string>();
      let cursor: string | undefined;
      for (let page = 0; page < LIST_MAX_PAGES; page += 1) {
        const query = { ...account, resource_type: 'image', type: 'upload', prefix: `${folder}/`, max_results: LIST_PAGE_SIZE, ...(cursor ? { next_cursor: cursor } : {}) };
        const result = (await call('resources list', () => cloudinary.api.resources(query))) as ResourcesResponse;
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

/** A bare origin (scheme, host, port) with one of the allowed schemes. */
function originOf(name: string, value: string, schemes: readonly string[]): string {
  const problem = `Cloudinary ${name} must be an origin like ${schemes[0]}//host (${schemes.map((scheme) => scheme.slice(0, -1)).join(' or ')})`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(problem);
  }
  if (!schemes.includes(url.protocol) || url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash || url.username || url.password) throw new Error(problem);
  return url.origin;
}

class CloudinaryTimeout extends Error {}

/**
 * The status and reason in one of the SDK's rejections: `{ message, http_code }` from an API answer
 * (`{ error: {…} }` from the Admin API), or a Node error (refused, reset, TLS) by its code.
 */
function describeFailure(reason: unknown, timeoutMs: number): string {
  if (reason instanceof CloudinaryTimeout) return `no answer within ${timeoutMs / 1000} s`;
  const failure = isRecord(reason) && isRecord(reason.error) ? reason.error : reason;
  if (failure instanceof Error) {
    const code = (failure as NodeJS.ErrnoException).code;
    return code ? `request failed (${code})` : failure.message;
  }
  if (!isRecord(failure)) return 'unknown error';
  const status = typeof failure.http_code === 'number' ? `HTTP ${failure.http_code}` : undefined;
  const message = typeof failure.message === 'string' ? failure.message : undefined;
  return [status, message].filter(Boolean).join(': ') || 'unknown error';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
