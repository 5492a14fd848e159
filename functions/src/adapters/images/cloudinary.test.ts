import type { RequestListener } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { v2 as cloudinary } from 'cloudinary';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Logger } from '../../ports/logger';
import { InvalidImageError } from '../../ports/images';
import { startCloudinaryServer, type CloudinaryServer, type CloudinaryServerOptions } from '../../local-run/cloudinary-server';
import { createCloudinaryImages, parseCloudinaryUrl, type CloudinaryImagesOptions } from './cloudinary';
import { describeImagesContract, pngOfSize } from './images.contract';

const CLOUD = 'amaravati-test';
const API_KEY = '873158436219764';
const API_SECRET = 'Xy9-secret_VALUE-do-not-leak';
const CREDENTIALS = { cloudName: CLOUD, apiKey: API_KEY, apiSecret: API_SECRET };
/** The local server's https certificate, signed by the authority the workers trust (testing/local-tls-setup.ts). */
const tls = inject('localServerTls');

/** Fetches a delivery URL as a browser without AVIF support would (f_auto then answers WebP). */
async function fetchImage(url: string): Promise<Buffer | null> {
  const response = await fetch(url, { headers: { Accept: 'image/webp,image/*,*/*;q=0.8' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status} ${response.headers.get('x-cld-error') ?? ''}`);
  return Buffer.from(await response.arrayBuffer());
}

describeImagesContract('cloudinary, against the local protocol server', async () => {
  const server = await startCloudinaryServer({ ...CREDENTIALS, tls });
  return {
    images: createCloudinaryImages({ ...CREDENTIALS, apiOrigin: server.apiOrigin, deliveryOrigin: server.deliveryOrigin }),
    read: fetchImage,
    cleanup: () => server.stop(),
  };
});

/** A logger that keeps what it was told. */
function recordingLogger() {
  const lines: { level: string; event: string; data?: Record<string, unknown> }[] = [];
  const log: Logger = {
    info: (event, data) => lines.push({ level: 'info', event, ...(data ? { data } : {}) }),
    warn: (event, data) => lines.push({ level: 'warn', event, ...(data ? { data } : {}) }),
    error: (event, data) => lines.push({ level: 'error', event, ...(data ? { data } : {}) }),
  };
  return { log, lines };
}

/** The rejection of a promise that must reject. */
async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

/** An https server on 127.0.0.1 with the trusted test certificate; closed by the returned function. */
async function httpsServer(handler: RequestListener): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createHttpsServer({ key: tls.key, cert: tls.cert }, handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Everything an error could show: message, stack, cause, own properties. */
function everythingIn(error: Error): string {
  return [error.message, error.stack, JSON.stringify(error), String((error as { cause?: unknown }).cause ?? '')].join('\n');
}

describe('cloudinary images', () => {
  let server: CloudinaryServer;
  let logger: ReturnType<typeof recordingLogger>;
  const start = async (options: Partial<CloudinaryServerOptions> = {}) => {
    server = await startCloudinaryServer({ ...CREDENTIALS, tls, ...options });
  };
  const adapter = (options: Partial<CloudinaryImagesOptions> = {}) =>
    createCloudinaryImages({ ...CREDENTIALS, apiOrigin: server.apiOrigin, deliveryOrigin: server.deliveryOrigin, log: logger.log, ...options });
  const apiCalls = (action: string) => server.requests.filter((r) => r.path === `/v1_1/${CLOUD}/${action}`);

  beforeEach(async () => {
    logger = recordingLogger();
    await start();
  });
  afterEach(async () => {
    await server.stop();
  });

  describe('put', () => {
    it('uploads a re-encoded WebP: orientation applied, EXIF and anything hidden gone', async () => {
      const photo = await sharp(await pngOfSize(900, 500))
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExifMerge({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitude: '16/1 30/1 0/1' } })
        .toBuffer();
      // A payload appended after the JPEG's end marker rides along in the original file.
      const carrier = Buffer.concat([photo, Buffer.from('<?php system($_GET["c"]); ?>')]);

      const stored = await adapter().put(carrier);
      // What Cloudinary received, not what it delivers (delivery re-encodes on its own).
      const sent = server.uploads.get(stored.publicId)!;
      expect(sent.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(sent.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const meta = await sharp(sent.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([500, 900]);
      expect(sent.bytes.includes(Buffer.from('SecretCam'))).toBe(false);
      expect(sent.bytes.includes(Buffer.from('<?php'))).toBe(false);
    });

    it('caps the largest side of the uploaded master at 1920 px', async () => {
      const stored = await adapter().put(await pngOfSize(4000, 2500));
      expect(server.uploads.get(stored.publicId)).toMatchObject({ width: 1920, height: 1200 });
    });

    it('sends a signed request: api_key, timestamp, signature, its own public id under the folder, overwrite false (0, as the SDK writes it), never the secret', async () => {
      const before = Math.floor(Date.now() / 1000);
      const stored = await adapter().put(await pngOfSize(200, 100));
      const [call] = apiCalls('image/upload');
      expect(call).toMatchObject({ method: 'POST', status: 200 });
      const { signature, api_key, ...signed } = call!.params;
      expect(api_key).toBe(API_KEY);
      expect(Object.keys(signed).sort()).toEqual(['overwrite', 'public_id', 'timestamp']);
      expect(signed.overwrite).toBe('0');
      expect(signed.public_id).toMatch(/^plots\/[0-9a-f]{24}$/);
      expect(Number(signed.timestamp)).toBeGreaterThanOrEqual(before);
      // Cloudinary's own SDK computes the same signature over what was sent.
      expect(signature).toBe(cloudinary.utils.api_sign_request(signed, API_SECRET));
      expect(JSON.stringify(call!.params)).not.toContain(API_SECRET);
      expect(stored.publicId).toBe(signed.public_id);
      expect(stored.url).toBe(`${server.deliveryOrigin}/${CLOUD}/image/upload/c_limit,f_auto,q_auto,w_960/${stored.publicId}`);
    });

    it('uses the configured folder', async () => {
      const stored = await adapter({ folder: 'staging/plots' }).put(await pngOfSize(50, 50));
      expect(stored.publicId).toMatch(/^staging\/plots\/[0-9a-f]{24}$/);
    });

    it('signs with SHA-256 when told to (an account limited to it refuses SHA-1)', async () => {
      await server.stop();
      await start({ sha256Only: true });
      const png = await pngOfSize(50, 50);
      await expect(adapter().put(png)).rejects.toThrow(/HTTP 401: Invalid Signature/);
      const stored = await adapter({ signatureAlgorithm: 'sha256' }).put(png);
      expect(server.uploads.has(stored.publicId)).toBe(true);
      expect(apiCalls('image/upload').at(-1)!.params.signature).toMatch(/^[0-9a-f]{64}$/);
    });

    it('sends nothing when the bytes do not decode', async () => {
      await expect(adapter().put(Buffer.from('GIF89a but not really'))).rejects.toBeInstanceOf(InvalidImageError);
      expect(server.requests).toEqual([]);
    });

    it('fails with Cloudinary’s reason when the signature is refused, and keeps both secrets out of it', async () => {
      const wrongSecret = 'wrong-secret-0123456789';
      const error = await rejectionOf(adapter({ apiSecret: wrongSecret }).put(await pngOfSize(50, 50)));
      expect(error).not.toBeInstanceOf(InvalidImageError);
      expect(error.message).toMatch(/^Cloudinary upload failed: HTTP 401: Invalid Signature [0-9a-f]{40}\. String to sign - 'overwrite=0&public_id=plots\/[0-9a-f]{24}&timestamp=\d+'\.$/);
      expect(everythingIn(error)).not.toContain(wrongSecret);
      expect(everythingIn(error)).not.toContain(API_SECRET);
    });
  });

  describe('urlFor', () => {
    // The SDK writes the parameters of a transformation in its own order: c_limit,f_auto,q_auto,w_….
    it('asks for automatic format and quality, limited to 480 or 960 px', () => {
      const images = createCloudinaryImages(CREDENTIALS);
      expect(images.urlFor('plots/abc123', 480)).toBe(`https://res.cloudinary.com/${CLOUD}/image/upload/c_limit,f_auto,q_auto,w_480/plots/abc123`);
      expect(images.urlFor('plots/abc123', 960)).toBe(`https://res.cloudinary.com/${CLOUD}/image/upload/c_limit,f_auto,q_auto,w_960/plots/abc123`);
      expect(images.urlFor('plots/abc123', 300)).toBe(images.urlFor('plots/abc123', 480));
      expect(images.urlFor('plots/abc123', 2000)).toBe(images.urlFor('plots/abc123', 960));
    });

    it('escapes each part of the public id and keeps its slashes', () => {
      const images = createCloudinaryImages({ ...CREDENTIALS, deliveryOrigin: 'http://127.0.0.1:9/' });
      expect(images.urlFor('plots/a b?#%', 480)).toBe(`http://127.0.0.1:9/${CLOUD}/image/upload/c_limit,f_auto,q_auto,w_480/plots/a%20b%3F%23%25`);
    });
  });

  describe('linkPreview', () => {
    it("points at Cloudinary's own 1200×630 JPEG crop of the image", async () => {
      const images = createCloudinaryImages(CREDENTIALS);
      expect(await images.linkPreview('plots/abc123')).toEqual({
        redirectTo: `https://res.cloudinary.com/${CLOUD}/image/upload/c_fill,h_630,q_auto,w_1200/plots/abc123.jpg`,
      });
      expect(await images.linkPreview('')).toBeNull();
    });
  });

  describe('delete', () => {
    it('destroys with invalidate, so renditions the CDN already served are gone too', async () => {
      const images = adapter();
      const stored = await images.put(await pngOfSize(800, 500));
      // Served once: now in the (emulated) CDN, which keeps serving them unless told to invalidate.
      expect(await fetchImage(images.urlFor(stored.publicId, 480))).not.toBeNull();
      expect(await fetchImage(images.urlFor(stored.publicId, 960))).not.toBeNull();
      await images.delete(stored.publicId);
      const [call] = apiCalls('image/destroy');
      expect(call).toMatchObject({ status: 200, params: { public_id: stored.publicId, invalidate: 'true', api_key: API_KEY } });
      const { signature, api_key: _key, ...signed } = call!.params;
      expect(signature).toBe(cloudinary.utils.api_sign_request(signed, API_SECRET));
      expect(await fetchImage(images.urlFor(stored.publicId, 480))).toBeNull();
      expect(await fetchImage(images.urlFor(stored.publicId, 960))).toBeNull();
    });

    it('treats "not found" as done, and logs it', async () => {
      await expect(adapter().delete('plots/0123456789abcdef01234567')).resolves.toBeUndefined();
      expect(apiCalls('image/destroy')).toHaveLength(1);
      expect(logger.lines).toEqual([{ level: 'info', event: 'image_delete_not_found', data: { publicId: 'plots/0123456789abcdef01234567' } }]);
    });

    it('never asks to delete outside its folder', async () => {
      const images = adapter();
      for (const id of ['other/abc', 'abc', 'plots/../x', 'plots/a/b', '', 'plots/']) await expect(images.delete(id)).resolves.toBeUndefined();
      expect(apiCalls('image/destroy')).toEqual([]);
      expect(logger.lines.every((line) => line.level === 'warn' && line.event === 'image_delete_skipped')).toBe(true);
    });

    it('throws on any other failure', async () => {
      const error = await rejectionOf(adapter({ apiSecret: 'not-it-at-all' }).delete('plots/abc'));
      expect(error.message).toMatch(/^Cloudinary destroy failed: HTTP 401: Invalid Signature/);
      expect(everythingIn(error)).not.toContain('not-it-at-all');
    });
  });

  describe('list', () => {
    it('follows next_cursor with Basic auth, asking for 500 a page under the folder, each id once', async () => {
      await server.stop();
      await start({ maxResults: 2 });
      const images = adapter();
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1) ids.push((await images.put(await pngOfSize(40, 40))).publicId);
      await adapter({ folder: 'elsewhere' }).put(await pngOfSize(40, 40));

      expect((await images.list()).sort()).toEqual(ids.sort());
      const calls = apiCalls('resources/image/upload');
      expect(calls.map((c) => c.params.next_cursor !== undefined)).toEqual([false, true, true]);
      expect(calls.every((c) => c.params.prefix === 'plots/' && c.params.max_results === '500' && c.status === 200)).toBe(true);
    });

    it('filters by the created_at Cloudinary reports', async () => {
      let clock = new Date(Date.now() - 3 * 24 * 3600_000);
      await server.stop();
      await start({ now: () => clock });
      const images = adapter();
      const old = await images.put(await pngOfSize(40, 40));
      clock = new Date();
      const fresh = await images.put(await pngOfSize(40, 40));
      expect(await images.list({ createdBefore: new Date(Date.now() - 24 * 3600_000) })).toEqual([old.publicId]);
      expect((await images.list()).sort()).toEqual([old.publicId, fresh.publicId].sort());
    });

    it('fails on a wrong secret without repeating it', async () => {
      const error = await rejectionOf(adapter({ apiSecret: 'totally-wrong-secret' }).list());
      expect(error.message).toBe('Cloudinary resources list failed: HTTP 401: api_secret mismatch');
      expect(everythingIn(error)).not.toContain('totally-wrong-secret');
    });
  });

  describe('secrets', () => {
    it('never lets a server’s error answer carry the secret into an error or a log', async () => {
      // A hostile or broken endpoint that repeats everything it received in its error message.
      const echo = await httpsServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const auth = req.headers.authorization ?? '';
          const decoded = Buffer.from(auth.replace(/^Basic /, ''), 'base64').toString('utf8');
          const message = `boom ${auth} ${decoded} ${API_SECRET} ${Buffer.concat(chunks).toString('latin1').slice(0, 2000)}`;
          res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message } }));
        });
      });
      try {
        const images = adapter({ apiOrigin: echo.origin });
        const basic = Buffer.from(`${API_KEY}:${API_SECRET}`).toString('base64');
        const errors = [
          await rejectionOf(images.put(await pngOfSize(60, 60))),
          await rejectionOf(images.delete('plots/abc')),
          await rejectionOf(images.list()),
        ];
        for (const error of errors) {
          expect(error.message).toMatch(/^Cloudinary .* failed: HTTP 500: boom/);
          expect(everythingIn(error)).not.toContain(API_SECRET);
          expect(everythingIn(error)).not.toContain(basic);
        }
        expect(JSON.stringify(logger.lines)).not.toContain(API_SECRET);
      } finally {
        await echo.close();
      }
    });

    it('reports an unreachable API by its cause, without the secret', async () => {
      const origin = server.apiOrigin;
      await server.stop();
      const error = await rejectionOf(createCloudinaryImages({ ...CREDENTIALS, apiOrigin: origin }).list());
      expect(error.message).toMatch(/^Cloudinary resources list failed: request failed \(ECONNREFUSED\)$/);
      expect(everythingIn(error)).not.toContain(API_SECRET);
      await start(); // afterEach stops it again
    });
  });

  describe('through the Cloudinary SDK', () => {
    it('neither relies on nor changes the SDK’s process-wide configuration', async () => {
      // What another part of the process (or CLOUDINARY_URL) could have put there: none of it may leak into our calls.
      cloudinary.config({
        cloud_name: 'someone-else',
        api_key: '111111111111111',
        api_secret: 'their-secret',
        upload_prefix: 'https://api.example.invalid',
        secure_distribution: 'cdn.example.invalid',
        private_cdn: true,
        cdn_subdomain: true,
        shorten: true,
        sign_url: true,
        force_version: true,
        signature_algorithm: 'sha256',
      });
      try {
        const images = adapter();
        const stored = await images.put(await pngOfSize(100, 60));
        expect(apiCalls('image/upload').at(-1)!.params.signature).toMatch(/^[0-9a-f]{40}$/);
        expect(stored.url).toBe(`${server.deliveryOrigin}/${CLOUD}/image/upload/c_limit,f_auto,q_auto,w_960/${stored.publicId}`);
        expect(await fetchImage(stored.url)).not.toBeNull();
        expect(await images.list()).toEqual([stored.publicId]);
        await images.delete(stored.publicId);
        expect(server.uploads.size).toBe(0);
        expect(cloudinary.config().cloud_name).toBe('someone-else');
      } finally {
        cloudinary.config(true);
      }
    });

    it('keeps two accounts apart in one process', async () => {
      const other = { cloudName: 'other-cloud', apiKey: '555555555555555', apiSecret: 'another-secret-value' };
      const otherServer = await startCloudinaryServer({ ...other, tls });
      try {
        const ours = adapter();
        const theirs = createCloudinaryImages({ ...other, apiOrigin: otherServer.apiOrigin, deliveryOrigin: otherServer.deliveryOrigin });
        const [a, b] = await Promise.all([ours.put(await pngOfSize(40, 40)), theirs.put(await pngOfSize(40, 40))]);
        expect([...server.uploads.keys()]).toEqual([a.publicId]);
        expect([...otherServer.uploads.keys()]).toEqual([b.publicId]);
        expect(b.url.startsWith(`${otherServer.deliveryOrigin}/other-cloud/`)).toBe(true);
        expect(await theirs.list()).toEqual([b.publicId]);
      } finally {
        await otherServer.stop();
      }
    });

    it('gives up on an API that does not answer, for uploads and Admin API calls alike', async () => {
      const silent = await httpsServer(() => {
        // Reads nothing and answers nothing.
      });
      try {
        const images = adapter({ apiOrigin: silent.origin, requestTimeoutMs: 300 });
        const started = Date.now();
        expect((await rejectionOf(images.list())).message).toBe('Cloudinary resources list failed: no answer within 0.3 s');
        expect((await rejectionOf(images.put(await pngOfSize(40, 40)))).message).toMatch(/^Cloudinary upload failed: (no answer within 0\.3 s|HTTP 499: Request Timeout)$/);
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        await silent.close();
      }
    });

    it('refuses an API origin that is not https, and origins with a path', () => {
      // The SDK picked https when it loaded; an http origin could only fail later, on the first upload.
      expect(() => createCloudinaryImages({ ...CREDENTIALS, apiOrigin: 'http://127.0.0.1:9' })).toThrow(/apiOrigin must be an origin like https:\/\/host/);
      expect(() => createCloudinaryImages({ ...CREDENTIALS, apiOrigin: 'https://api.example.com/v1_1' })).toThrow(/apiOrigin/);
      expect(() => createCloudinaryImages({ ...CREDENTIALS, deliveryOrigin: 'https://cdn.example.com/images' })).toThrow(/deliveryOrigin/);
      expect(createCloudinaryImages({ ...CREDENTIALS, deliveryOrigin: 'https://cdn.example.com/' }).urlFor('plots/x', 480)).toBe(
        `https://cdn.example.com/${CLOUD}/image/upload/c_limit,f_auto,q_auto,w_480/plots/x`,
      );
    });
  });

  describe('parseCloudinaryUrl', () => {
    it('reads the form the Cloudinary console shows', () => {
      expect(parseCloudinaryUrl(`cloudinary://${API_KEY}:${API_SECRET}@${CLOUD}`)).toEqual(CREDENTIALS);
      expect(parseCloudinaryUrl(` cloudinary://${API_KEY}:${encodeURIComponent('a/b@c')}@${CLOUD}/?secure=true `)).toEqual({ ...CREDENTIALS, apiSecret: 'a/b@c' });
    });

    it('refuses a malformed one, saying why but never what it was given', () => {
      for (const url of [
        `https://${API_KEY}:${API_SECRET}@${CLOUD}`,
        `cloudinary://${API_KEY}${API_SECRET}@${CLOUD}`,
        `cloudinary://${API_KEY}:${API_SECRET}`,
        `cloudinary://${API_KEY}:${API_SECRET}@`,
        `cloudinary://${API_KEY}:${API_SECRET}@bad cloud`,
        `cloudinary://:${API_SECRET}@${CLOUD}`,
        `cloudinary://${API_KEY}:@${CLOUD}`,
        `cloudinary://${API_KEY}:${API_SECRET}%zz@${CLOUD}`,
      ]) {
        const error = (() => {
          try {
            parseCloudinaryUrl(url);
          } catch (caught) {
            return caught as Error;
          }
          throw new Error(`accepted ${url}`);
        })();
        expect(error.message).toMatch(/^CLOUDINARY_URL is malformed \(.+\): expected cloudinary:\/\/<api_key>:<api_secret>@<cloud_name>$/);
        expect(everythingIn(error)).not.toContain(API_SECRET);
        expect(everythingIn(error)).not.toContain(API_KEY);
      }
    });
  });
});
