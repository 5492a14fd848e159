import { createHash } from 'node:crypto';
import { v2 as cloudinary } from 'cloudinary';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { pngOfSize } from '../adapters/images/images.contract';
import { startCloudinaryServer, type CloudinaryServer } from './cloudinary-server';

const CLOUD = 'demo-cloud';
const API_KEY = '614335564976464';
const API_SECRET = 'sEcReT-3xAmPlE_never-leaks';

/**
 * Cloudinary's own Node SDK signs here, not the adapter: the server must agree with the vendor's
 * reference implementation. Algorithm and version passed explicitly so the SDK's global
 * configuration (CLOUDINARY_URL) cannot change the outcome; its typings only declare two arguments.
 */
const sdkSign = cloudinary.utils.api_sign_request as unknown as (params: Record<string, string>, secret: string, algorithm: 'sha1' | 'sha256', version: number) => string;

const nowSeconds = () => String(Math.floor(Date.now() / 1000));
/** The https API's certificate, signed by the authority the workers trust (testing/local-tls-setup.ts). */
const tls = inject('localServerTls');

describe('local Cloudinary server', () => {
  let server: CloudinaryServer;
  let clock: Date | null;
  beforeEach(async () => {
    clock = null;
    server = await startCloudinaryServer({ cloudName: CLOUD, apiKey: API_KEY, apiSecret: API_SECRET, tls, now: () => clock ?? new Date(), maxResults: 2 });
  });
  afterEach(async () => {
    await server.stop();
  });

  /** POSTs a form to the API, as a client would: the given fields (already signed or not) plus an optional file. */
  async function post(action: 'upload' | 'destroy', fields: Record<string, string>, file?: Buffer) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append('file', new Blob([new Uint8Array(file)]), 'photo.png');
    const response = await fetch(`${server.apiOrigin}/v1_1/${CLOUD}/image/${action}`, { method: 'POST', body: form });
    const text = await response.text();
    // No answer, whatever went wrong, may carry the secret.
    expect(text).not.toContain(API_SECRET);
    return { status: response.status, json: JSON.parse(text) as Record<string, unknown> & { error?: { message: string } } };
  }

  function signed(params: Record<string, string>, secret = API_SECRET, algorithm: 'sha1' | 'sha256' = 'sha1'): Record<string, string> {
    return { ...params, api_key: API_KEY, signature: sdkSign(params, secret, algorithm, 2) };
  }

  async function uploadPng(publicId: string, width = 800, height = 500) {
    const result = await post('upload', signed({ public_id: publicId, timestamp: nowSeconds() }), await pngOfSize(width, height));
    expect(result.status).toBe(200);
    return result.json;
  }

  function listPage(query: Record<string, string>, auth = `${API_KEY}:${API_SECRET}`) {
    return fetch(`${server.apiOrigin}/v1_1/${CLOUD}/resources/image/upload?${new URLSearchParams(query)}`, {
      headers: { Authorization: `Basic ${Buffer.from(auth).toString('base64')}` },
    });
  }

  describe('signature check', () => {
    it('agrees with the example in Cloudinary’s documentation, in both directions', async () => {
      // "Generating authentication signatures": secret "abcd", these three params → this SHA-1.
      const docs = await startCloudinaryServer({ cloudName: CLOUD, apiKey: API_KEY, apiSecret: 'abcd', tls, now: () => new Date(1315060510_000) });
      try {
        const params = { eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop', public_id: 'sample_image', timestamp: '1315060510' };
        const form = new FormData();
        for (const [name, value] of Object.entries({ ...params, api_key: API_KEY, signature: 'bfd09f95f331f558cbd1320e67aa8d488770583e' })) form.append(name, value);
        form.append('file', new Blob([new Uint8Array(await pngOfSize(50, 50))]), 'a.png');
        const accepted = await fetch(`${docs.apiOrigin}/v1_1/${CLOUD}/image/upload`, { method: 'POST', body: form });
        expect(accepted.status).toBe(200);
        expect(((await accepted.json()) as { public_id: string }).public_id).toBe('sample_image');

        form.set('signature', 'bfd09f95f331f558cbd1320e67aa8d488770583f');
        const refused = await fetch(`${docs.apiOrigin}/v1_1/${CLOUD}/image/upload`, { method: 'POST', body: form });
        expect(refused.status).toBe(401);
        // The string to sign Cloudinary reports: sorted, no api_key, no file, no secret.
        expect(await refused.json()).toEqual({
          error: {
            message:
              "Invalid Signature bfd09f95f331f558cbd1320e67aa8d488770583f. String to sign - 'eager=w_400,h_300,c_pad|w_260,h_200,c_crop&public_id=sample_image&timestamp=1315060510'.",
          },
        });
      } finally {
        await docs.stop();
      }
    });

    it('accepts an upload the Cloudinary SDK signed, and answers in Cloudinary’s shape', async () => {
      const timestamp = nowSeconds();
      const { status, json } = await post('upload', signed({ public_id: 'plots/abc', overwrite: 'false', timestamp }), await pngOfSize(640, 400));
      expect(status).toBe(200);
      expect(json).toMatchObject({
        public_id: 'plots/abc',
        version: expect.any(Number),
        signature: expect.stringMatching(/^[0-9a-f]{40}$/),
        width: 640,
        height: 400,
        format: 'png',
        resource_type: 'image',
        type: 'upload',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        bytes: expect.any(Number),
        url: expect.stringMatching(new RegExp(`^${server.deliveryOrigin}/${CLOUD}/image/upload/v\\d+/plots/abc\\.png$`)),
        secure_url: expect.any(String),
        etag: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      // The response signature ("Verifying signatures"): public_id and version, signed with the secret.
      expect(json.signature).toBe(sdkSign({ public_id: 'plots/abc', version: String(json.version) }, API_SECRET, 'sha1', 1));
      expect(server.uploads.get('plots/abc')).toMatchObject({ format: 'png', width: 640, height: 400 });
    });

    it('refuses a request signed with the wrong secret, exactly as Cloudinary answers', async () => {
      const params = { public_id: 'plots/x', timestamp: nowSeconds() };
      const request = signed(params, 'not-the-secret');
      const { status, json } = await post('upload', request, await pngOfSize(50, 50));
      expect(status).toBe(401);
      expect(json).toEqual({ error: { message: `Invalid Signature ${request.signature}. String to sign - 'public_id=plots/x&timestamp=${params.timestamp}'.` } });
      expect(server.uploads.size).toBe(0);
    });

    it('refuses a tampered parameter, an added one and a removed one', async () => {
      const png = await pngOfSize(50, 50);
      const original = signed({ public_id: 'plots/mine', overwrite: 'false', timestamp: nowSeconds() });
      expect((await post('upload', { ...original, public_id: 'plots/theirs' }, png)).status).toBe(401);
      expect((await post('upload', { ...original, folder: 'elsewhere' }, png)).status).toBe(401);
      const { overwrite: _dropped, ...withoutOverwrite } = original;
      expect((await post('upload', withoutOverwrite, png)).status).toBe(401);
      expect(server.uploads.size).toBe(0);
      // The untouched request goes through: the refusals above were about the changes.
      expect((await post('upload', original, png)).status).toBe(200);
    });

    it('signs neither api_key, file, cloud_name nor resource_type', async () => {
      const png = await pngOfSize(50, 50);
      const timestamp = nowSeconds();
      // Extra unsigned params are fine…
      const good = { ...signed({ public_id: 'plots/a', timestamp }), cloud_name: CLOUD, resource_type: 'image' };
      expect((await post('upload', good, png)).status).toBe(200);
      // …but a signature that covered the api_key (the SDK leaves it out: signed by hand here) is not Cloudinary's.
      const coveringKey = createHash('sha1').update(`api_key=${API_KEY}&public_id=plots/b&timestamp=${timestamp}${API_SECRET}`).digest('hex');
      const withKey = { public_id: 'plots/b', timestamp, api_key: API_KEY, signature: coveringKey };
      expect((await post('upload', withKey, png)).status).toBe(401);
    });

    it('refuses a stale timestamp (over an hour) and accepts one within the hour', async () => {
      const png = await pngOfSize(50, 50);
      const stale = String(Math.floor(Date.now() / 1000) - 3601);
      const { status, json } = await post('upload', signed({ public_id: 'plots/old', timestamp: stale }), png);
      expect(status).toBe(401);
      const reported = `${new Date(Number(stale) * 1000).toISOString().slice(0, 19).replace('T', ' ')} +0000`;
      expect(json).toEqual({ error: { message: `Stale request - reported time is ${reported} which is more than 1 hour ago` } });

      const recent = String(Math.floor(Date.now() / 1000) - 3500);
      expect((await post('upload', signed({ public_id: 'plots/recent', timestamp: recent }), png)).status).toBe(200);
      // The server's clock decides: two hours later, the same kind of request is stale.
      clock = new Date(Date.now() + 2 * 3600_000);
      expect((await post('upload', signed({ public_id: 'plots/later', timestamp: nowSeconds() }), png)).json.error?.message).toMatch(/^Stale request/);
    });

    it('refuses an unknown API key and a missing one', async () => {
      const params = { public_id: 'plots/k', timestamp: nowSeconds() };
      const png = await pngOfSize(50, 50);
      const unknown = await post('upload', { ...signed(params), api_key: '999' }, png);
      expect(unknown).toEqual({ status: 401, json: { error: { message: 'Unknown API key 999' } } });
      const { api_key: _key, ...noKey } = signed(params);
      expect(await post('upload', noKey, png)).toEqual({ status: 401, json: { error: { message: 'Must supply api_key' } } });
    });

    it('accepts SHA-256 signatures, and only those when the account is limited to them', async () => {
      const png = await pngOfSize(50, 50);
      expect((await post('upload', signed({ public_id: 'plots/s256', timestamp: nowSeconds() }, API_SECRET, 'sha256'), png)).status).toBe(200);
      const strict = await startCloudinaryServer({ cloudName: CLOUD, apiKey: API_KEY, apiSecret: API_SECRET, tls, sha256Only: true });
      try {
        const send = async (algorithm: 'sha1' | 'sha256') => {
          const form = new FormData();
          for (const [name, value] of Object.entries(signed({ public_id: `plots/${algorithm}`, timestamp: nowSeconds() }, API_SECRET, algorithm))) form.append(name, value);
          form.append('file', new Blob([new Uint8Array(png)]), 'a.png');
          return (await fetch(`${strict.apiOrigin}/v1_1/${CLOUD}/image/upload`, { method: 'POST', body: form })).status;
        };
        expect(await send('sha1')).toBe(401);
        expect(await send('sha256')).toBe(200);
      } finally {
        await strict.stop();
      }
    });
  });

  describe('upload', () => {
    it('answers 400 without a file, and for a file that is not an image', async () => {
      expect(await post('upload', signed({ public_id: 'plots/none', timestamp: nowSeconds() }))).toEqual({
        status: 400,
        json: { error: { message: 'Missing required parameter - file' } },
      });
      expect(await post('upload', signed({ public_id: 'plots/text', timestamp: nowSeconds() }), Buffer.from('hello'))).toEqual({
        status: 400,
        json: { error: { message: 'Invalid image file' } },
      });
      expect(server.uploads.size).toBe(0);
    });

    it('puts `folder` in front of the public id, and makes an id when none is given', async () => {
      const png = await pngOfSize(50, 50);
      const withFolder = await post('upload', signed({ folder: 'plots', public_id: 'x1', timestamp: nowSeconds() }), png);
      expect(withFolder.json.public_id).toBe('plots/x1');
      const generated = await post('upload', signed({ folder: 'plots', timestamp: nowSeconds() }), png);
      expect(generated.json.public_id).toMatch(/^plots\/[a-z0-9]+$/);
    });

    it('keeps what is there when overwrite is false, and says so', async () => {
      await uploadPng('plots/same', 300, 200);
      const again = await post('upload', signed({ public_id: 'plots/same', overwrite: 'false', timestamp: nowSeconds() }), await pngOfSize(100, 100));
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ public_id: 'plots/same', existing: true, width: 300 });
      expect(server.uploads.get('plots/same')?.width).toBe(300);
    });
  });

  it('reads 1 and 0 as booleans too, as Cloudinary’s Node SDK sends overwrite', async () => {
    await uploadPng('plots/kept', 300, 200);
    const again = await post('upload', signed({ public_id: 'plots/kept', overwrite: '0', timestamp: nowSeconds() }), await pngOfSize(100, 100));
    expect(again.json).toMatchObject({ existing: true, width: 300 });
    const url = `${server.deliveryOrigin}/${CLOUD}/image/upload/f_auto,q_auto,c_limit,w_480/plots/kept`;
    expect((await fetch(url)).status).toBe(200);
    expect(await post('destroy', signed({ public_id: 'plots/kept', invalidate: '1', timestamp: nowSeconds() }))).toEqual({ status: 200, json: { result: 'ok' } });
    expect((await fetch(url)).status).toBe(404);
  });

  it('answers the API over https only and delivers over http only, each on its own origin', async () => {
    await uploadPng('plots/where');
    expect(server.apiOrigin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(server.deliveryOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const delivery = `/${CLOUD}/image/upload/f_auto,q_auto,c_limit,w_480/plots/where`;
    expect((await fetch(`${server.deliveryOrigin}${delivery}`)).status).toBe(200);
    expect((await fetch(`${server.apiOrigin}${delivery}`)).status).toBe(404);
    expect((await fetch(`${server.deliveryOrigin}/v1_1/${CLOUD}/resources/image/upload`)).status).toBe(404);
    // Plain http to the API port is not TLS: the connection fails.
    await expect(fetch(server.apiOrigin.replace('https:', 'http:'))).rejects.toThrow();
  });

  describe('destroy', () => {
    it('answers ok, then not found; a bad signature is refused', async () => {
      await uploadPng('plots/gone');
      const bad = signed({ public_id: 'plots/gone', invalidate: 'true', timestamp: nowSeconds() }, 'wrong');
      expect((await post('destroy', bad)).status).toBe(401);
      expect(server.uploads.has('plots/gone')).toBe(true);

      const good = () => signed({ public_id: 'plots/gone', invalidate: 'true', timestamp: nowSeconds() });
      expect(await post('destroy', good())).toEqual({ status: 200, json: { result: 'ok' } });
      expect(await post('destroy', good())).toEqual({ status: 200, json: { result: 'not found' } });
      expect(server.uploads.has('plots/gone')).toBe(false);
    });

    it('keeps the CDN serving a deleted image unless invalidate is set', async () => {
      await uploadPng('plots/cached');
      await uploadPng('plots/flushed');
      const url = (id: string) => `${server.deliveryOrigin}/${CLOUD}/image/upload/f_auto,q_auto,c_limit,w_480/${id}`;
      expect((await fetch(url('plots/cached'))).status).toBe(200);
      expect((await fetch(url('plots/flushed'))).status).toBe(200);

      await post('destroy', signed({ public_id: 'plots/cached', timestamp: nowSeconds() }));
      await post('destroy', signed({ public_id: 'plots/flushed', invalidate: 'true', timestamp: nowSeconds() }));
      expect((await fetch(url('plots/cached'))).status).toBe(200);
      expect((await fetch(url('plots/flushed'))).status).toBe(404);
      // A rendition never served before is not in the CDN either way.
      expect((await fetch(url('plots/cached').replace('w_480', 'w_960'))).status).toBe(404);
    });
  });

  describe('Admin API: list resources', () => {
    it('wants HTTP Basic auth with the key and the secret', async () => {
      const none = await fetch(`${server.apiOrigin}/v1_1/${CLOUD}/resources/image/upload`);
      expect(none.status).toBe(401);
      const wrongSecret = await listPage({}, `${API_KEY}:nope`);
      expect(wrongSecret.status).toBe(401);
      expect(await wrongSecret.json()).toEqual({ error: { message: 'api_secret mismatch' } });
      const wrongKey = await listPage({}, `123:${API_SECRET}`);
      expect(await wrongKey.json()).toEqual({ error: { message: 'Unknown API key 123' } });
    });

    it('lists by prefix, newest first, in pages joined by next_cursor', async () => {
      for (const [index, id] of ['plots/a', 'plots/b', 'plots/c', 'other/d'].entries()) {
        clock = new Date(Date.now() + index * 1000);
        await uploadPng(id, 60, 40);
      }
      clock = null;
      const first = await listPage({ prefix: 'plots/', max_results: '500' });
      const page1 = (await first.json()) as { resources: { public_id: string; created_at: string; format: string; bytes: number }[]; next_cursor?: string };
      // This server's pages hold 2 (maxResults), as Cloudinary's hold at most 500.
      expect(page1.resources.map((r) => r.public_id)).toEqual(['plots/c', 'plots/b']);
      expect(page1.resources[0]).toMatchObject({ format: 'png', resource_type: 'image', type: 'upload', bytes: expect.any(Number) });
      expect(page1.next_cursor).toEqual(expect.any(String));
      const page2 = (await (await listPage({ prefix: 'plots/', max_results: '500', next_cursor: page1.next_cursor! })).json()) as typeof page1;
      expect(page2.resources.map((r) => r.public_id)).toEqual(['plots/a']);
      expect(page2.next_cursor).toBeUndefined();
      expect((await listPage({ next_cursor: 'bogus' })).status).toBe(400);
    });
  });

  describe('delivery', () => {
    const deliveryUrl = (transformation: string, id: string) => `${server.deliveryOrigin}/${CLOUD}/image/upload/${transformation}/${id}`;

    it('serves f_auto,q_auto,c_limit at both widths: WebP or AVIF as the browser accepts, JPEG otherwise, never enlarged', async () => {
      await uploadPng('plots/photo', 1600, 1000);
      const webp = await fetch(deliveryUrl('f_auto,q_auto,c_limit,w_960', 'plots/photo'), { headers: { Accept: 'image/webp,*/*' } });
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 960, height: 600 });

      const small = await fetch(deliveryUrl('f_auto,q_auto,c_limit,w_480', 'plots/photo'), { headers: { Accept: 'image/avif,image/webp,*/*' } });
      expect(small.headers.get('content-type')).toBe('image/avif');
      expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(480);

      // Without WebP or AVIF in Accept: a classic format (PNG for a PNG original, JPEG for a WebP one).
      const plain = await fetch(deliveryUrl('f_auto,q_auto,c_limit,w_480', 'plots/photo'), { headers: { Accept: '*/*' } });
      expect(plain.headers.get('content-type')).toBe('image/png');
      const webpOriginal = await sharp(await pngOfSize(600, 400)).webp().toBuffer();
      expect((await post('upload', signed({ public_id: 'plots/w', timestamp: nowSeconds() }), webpOriginal)).json.format).toBe('webp');
      const classic = await fetch(deliveryUrl('f_auto,q_auto,c_limit,w_480', 'plots/w'), { headers: { Accept: '*/*' } });
      expect(classic.headers.get('content-type')).toBe('image/jpeg');

      await uploadPng('plots/tiny', 300, 200);
      const tiny = await fetch(deliveryUrl('f_auto,q_auto,c_limit,w_960', 'plots/tiny'), { headers: { Accept: 'image/webp' } });
      expect((await sharp(Buffer.from(await tiny.arrayBuffer())).metadata()).width).toBe(300);
    });

    it('serves the url the upload answered with (version and extension)', async () => {
      const uploaded = await uploadPng('plots/orig', 200, 100);
      const response = await fetch(uploaded.url as string);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    });

    it('answers 404 for a missing image and 400 for an unknown transformation, with X-Cld-Error', async () => {
      const missing = await fetch(deliveryUrl('f_auto,q_auto,c_limit,w_480', 'plots/nothing'));
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-cld-error')).toBe('Resource not found - plots/nothing');
      await uploadPng('plots/here');
      const bad = await fetch(deliveryUrl('f_auto,zz_1', 'plots/here'));
      expect(bad.status).toBe(400);
      expect(bad.headers.get('x-cld-error')).toBe('Invalid transformation component - zz_1');
    });
  });

  it('starts with the uploads of another server when given them, and serves them', async () => {
    await uploadPng('plots/seeded', 600, 400);
    const copy = await startCloudinaryServer({ cloudName: CLOUD, apiKey: API_KEY, apiSecret: API_SECRET, tls, uploads: server.uploads });
    try {
      expect([...copy.uploads.keys()]).toEqual(['plots/seeded']);
      const delivered = await fetch(`${copy.deliveryOrigin}/${CLOUD}/image/upload/f_auto,q_auto,c_limit,w_480/plots/seeded`, { headers: { Accept: 'image/webp' } });
      expect(delivered.status).toBe(200);
      expect((await sharp(Buffer.from(await delivered.arrayBuffer())).metadata()).width).toBe(480);
    } finally {
      await copy.stop();
    }
  });

  it('records each request with its params and status', async () => {
    await uploadPng('plots/rec');
    const upload = server.requests.find((r) => r.path === `/v1_1/${CLOUD}/image/upload`);
    expect(upload).toMatchObject({ method: 'POST', status: 200, params: { public_id: 'plots/rec', api_key: API_KEY, signature: expect.any(String) } });
    expect(upload?.params).not.toHaveProperty('file');
  });
});
