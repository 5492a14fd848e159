import { readdir, readFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../core/constants';
import { MESSAGES } from '../../core/messages';
import { silentLogger } from '../../ports/logger';
import { errorHandler } from '../../http/middleware/error-handler';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { imageOfType, jpegWithExif, multipartBody, pngOfSize, SVG_IMAGE } from '../../testing/uploads';
import { uploadsAdminRoutes } from './uploads.admin.routes';

interface Uploaded {
  publicId: string;
  url: string;
}

describe('POST /api/admin/uploads', () => {
  let server: TestServer;
  let admin: AdminClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());

  /** As the SPA sends it: FormData, the custom header, the session cookie; the browser sets the boundary. */
  function upload(parts: { name?: string; bytes: Buffer; filename: string; type?: string }[]): Promise<Response> {
    const form = new FormData();
    for (const part of parts) form.append(part.name ?? 'file', new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }), part.filename);
    return fetch(`${server.url}/api/admin/uploads`, { method: 'POST', headers: { 'X-Requested-With': 'fetch', Cookie: admin.cookie }, body: form });
  }

  async function filesOf(publicId: string): Promise<string[]> {
    return (await readdir(server.imagesDir)).filter((name) => name.startsWith(publicId)).sort();
  }

  async function imageCount(): Promise<number> {
    return (await readdir(server.imagesDir).catch(() => [])).length;
  }

  it('stores a real JPEG as two WebP renditions without its EXIF, and answers 201 { publicId, url }', async () => {
    const photo = await jpegWithExif(1600, 1000);
    const response = await upload([{ bytes: photo, filename: 'IMG_2041.jpg', type: 'image/jpeg' }]);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const stored = await json<Uploaded>(response);
    expect(stored).toEqual({ publicId: expect.stringMatching(/^[a-f0-9]{24}$/), url: `/images/${stored.publicId}-960.webp` });
    // Server-made names: nothing of "IMG_2041".
    expect(await filesOf(stored.publicId)).toEqual([`${stored.publicId}-480.webp`, `${stored.publicId}-960.webp`]);
    for (const name of await filesOf(stored.publicId)) {
      const bytes = await readFile(join(server.imagesDir, name));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    }
  });

  it.each(['png', 'jpeg', 'webp', 'avif', 'gif'] as const)('accepts a real %s, judged by its bytes, whatever it is called', async (type) => {
    // Misnamed and mislabelled on purpose: only the bytes count.
    const response = await upload([{ bytes: await imageOfType(type), filename: 'photo.txt', type: 'text/plain' }]);
    expect(response.status).toBe(201);
    const stored = await json<Uploaded>(response);
    expect(await filesOf(stored.publicId)).toHaveLength(2);
  });

  it("refuses a text file named .jpg with 415 'Only JPEG, PNG, WebP, AVIF or GIF images are allowed'", async () => {
    const before = await imageCount();
    const response = await upload([{ bytes: Buffer.from('This is not a photo of a plot.'), filename: 'plot.jpg', type: 'image/jpeg' }]);
    const error = await expectApiError(response, 415, 'unsupported_media_type');
    expect(error.message).toBe(MESSAGES.imageTypeNotAllowed);
    expect(await imageCount()).toBe(before);
  });

  it('refuses an SVG with 415, even labelled as an image', async () => {
    const error = await expectApiError(await upload([{ bytes: SVG_IMAGE, filename: 'logo.svg', type: 'image/svg+xml' }]), 415, 'unsupported_media_type');
    expect(error.message).toBe(MESSAGES.imageTypeNotAllowed);
    await expectApiError(await upload([{ bytes: SVG_IMAGE, filename: 'logo.png', type: 'image/png' }]), 415, 'unsupported_media_type');
  });

  it('refuses an empty file with 422', async () => {
    const error = await expectApiError(await upload([{ bytes: Buffer.alloc(0), filename: 'empty.png', type: 'image/png' }]), 422, 'validation_failed');
    expect(error).toMatchObject({ message: MESSAGES.imageEmpty, fields: { file: MESSAGES.imageEmpty } });
  });

  it('refuses a request without a file with 422', async () => {
    const form = new FormData();
    form.append('note', 'forgot the file');
    const response = await fetch(`${server.url}/api/admin/uploads`, { method: 'POST', headers: { 'X-Requested-With': 'fetch', Cookie: admin.cookie }, body: form });
    expect((await expectApiError(response, 422, 'validation_failed')).message).toBe(MESSAGES.imageMissing);
  });

  it("refuses exactly 5 MB + 1 byte with 413 'Image size must be less than 5MB', storing nothing", async () => {
    const before = await imageCount();
    const tooBig = Buffer.concat([await imageOfType('jpeg'), Buffer.alloc(MAX_IMAGE_BYTES)]).subarray(0, MAX_IMAGE_BYTES + 1);
    expect(tooBig.length).toBe(MAX_IMAGE_BYTES + 1);
    const error = await expectApiError(await upload([{ bytes: tooBig, filename: 'big.jpg', type: 'image/jpeg' }]), 413, 'payload_too_large');
    expect(error.message).toBe(MESSAGES.imageTooLarge);
    expect(await imageCount()).toBe(before);
  });

  it('accepts an image of exactly 5 MB', async () => {
    // A real JPEG padded after its end marker: decoders stop at the marker.
    const exact = Buffer.concat([await imageOfType('jpeg'), Buffer.alloc(MAX_IMAGE_BYTES)]).subarray(0, MAX_IMAGE_BYTES);
    expect((await upload([{ bytes: exact, filename: 'exact.jpg', type: 'image/jpeg' }])).status).toBe(201);
  });

  it('refuses a body announced far over 5 MB with 413 before reading it', async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/admin/uploads',
          method: 'POST',
          headers: {
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(50 * 1024 * 1024),
            'X-Requested-With': 'fetch',
            Cookie: admin.cookie,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      // Only the start of the promised 50 MB is ever sent.
      req.write('--x\r\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'payload_too_large', message: MESSAGES.imageTooLarge } });
    expect(answer.connection).toBe('close');
  });

  it('refuses two files with 400', async () => {
    const png = await pngOfSize(60, 60);
    const response = await upload([
      { bytes: png, filename: 'a.png', type: 'image/png' },
      { bytes: png, filename: 'b.png', type: 'image/png' },
    ]);
    expect((await expectApiError(response, 400, 'bad_request')).message).toBe(MESSAGES.imageOneAtATime);
  });

  it('refuses bytes that look like an image but do not decode with 422', async () => {
    const broken = (await pngOfSize(200, 200)).subarray(0, 80);
    const error = await expectApiError(await upload([{ bytes: broken, filename: 'broken.png', type: 'image/png' }]), 422, 'validation_failed');
    expect(error.message).toBe(MESSAGES.imageUnreadable);
  });

  it('refuses JSON and form-encoded bodies with 415', async () => {
    const jsonResponse = await admin.post('/api/admin/uploads', { file: 'data:image/png;base64,AAAA' });
    await expectApiError(jsonResponse, 415, 'unsupported_media_type');
    const formEncoded = await fetch(`${server.url}/api/admin/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'fetch', Cookie: admin.cookie },
      body: 'file=x',
    });
    await expectApiError(formEncoded, 415, 'unsupported_media_type');
  });

  it('is behind the admin check and the CSRF checks (never reaches the parser without them)', async () => {
    const { body, contentType } = await multipartBody([{ name: 'file', value: await pngOfSize(40, 40), filename: 'a.png' }]);
    const anonymous = await fetch(`${server.url}/api/admin/uploads`, { method: 'POST', headers: { 'Content-Type': contentType, 'X-Requested-With': 'fetch' }, body });
    await expectApiError(anonymous, 401, 'unauthenticated');
    const noHeader = await fetch(`${server.url}/api/admin/uploads`, { method: 'POST', headers: { 'Content-Type': contentType, Cookie: admin.cookie }, body });
    await expectApiError(noHeader, 403, 'forbidden');
    const crossSite = await fetch(`${server.url}/api/admin/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, Cookie: admin.cookie, 'X-Requested-With': 'fetch', 'Sec-Fetch-Site': 'cross-site' },
      body,
    });
    await expectApiError(crossSite, 403, 'forbidden');
  });
});

/**
 * Cloud Functions read the whole body before the app runs and hand it over as `req.rawBody`; the
 * request stream is then already at its end. The route must parse the Buffer, not wait on the stream.
 */
describe('POST /api/admin/uploads with a body already read into req.rawBody (Cloud Functions)', () => {
  let http: Server;
  let url: string;
  let dir: string;
  let stored: { publicId: string }[];

  beforeAll(async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { createLocalDiskImages } = await import('../../adapters/images/local-disk');
    dir = await mkdtemp(join(tmpdir(), 'rawbody-'));
    const images = createLocalDiskImages({ dir, publicBaseUrl: '/images' });
    stored = [];
    const app = express();
    app.use((req, res, next) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        (req as typeof req & { rawBody: Buffer }).rawBody = Buffer.concat(chunks);
        res.locals.admin = { id: 'admin-1', email: 'office@example.com', createdAt: new Date().toISOString() };
        res.locals.sessionToken = 'token';
        next();
      });
    });
    app.use('/api/admin/uploads', uploadsAdminRoutes({ images: { ...images, put: async (bytes) => {
      const result = await images.put(bytes);
      stored.push(result);
      return result;
    } }, log: silentLogger }));
    app.use(errorHandler(silentLogger));
    http = createServer(app);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/admin/uploads`;
  });
  afterAll(async () => {
    await new Promise((resolve) => http.close(resolve));
    const { rm } = await import('node:fs/promises');
    await rm(dir, { recursive: true, force: true });
  });

  async function post(parts: Parameters<typeof multipartBody>[0]): Promise<Response> {
    const { body, contentType } = await multipartBody(parts);
    return fetch(url, { method: 'POST', headers: { 'Content-Type': contentType }, body });
  }

  it('stores a real PNG (201) as WebP renditions', async () => {
    const response = await post([{ name: 'file', value: await pngOfSize(500, 300), filename: 'a.png', type: 'image/png' }]);
    expect(response.status).toBe(201);
    const body = await json<Uploaded>(response);
    expect(stored.map((image) => image.publicId)).toContain(body.publicId);
    expect((await readdir(dir)).filter((name) => name.startsWith(body.publicId))).toHaveLength(2);
  });

  it('refuses an SVG (415), 5 MB + 1 byte (413), an empty file (422) and two files (400) the same way', async () => {
    await expectApiError(await post([{ name: 'file', value: SVG_IMAGE, filename: 'x.svg', type: 'image/svg+xml' }]), 415, 'unsupported_media_type');
    await expectApiError(await post([{ name: 'file', value: Buffer.alloc(MAX_IMAGE_BYTES + 1, 1), filename: 'big.jpg' }]), 413, 'payload_too_large');
    await expectApiError(await post([{ name: 'file', value: Buffer.alloc(0), filename: 'empty.png' }]), 422, 'validation_failed');
    const png = await pngOfSize(30, 30);
    await expectApiError(
      await post([
        { name: 'file', value: png, filename: 'a.png' },
        { name: 'file', value: png, filename: 'b.png' },
      ]),
      400,
      'bad_request',
    );
  });
});
