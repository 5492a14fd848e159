import dns from 'node:dns';
import { mkdtemp, rm } from 'node:fs/promises';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import tls from 'node:tls';
import { getApps } from 'firebase-admin/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLocalAuth } from './adapters/auth/local-auth';
import { createLocalDiskImages } from './adapters/images/local-disk';
import { createOutboxMailer } from './adapters/mailer/outbox-mailer';
import { createSqliteStore } from './adapters/store/sqlite/sqlite-store';
import type { FirebaseDeps } from './composition/firebase';
import type { Env } from './config/env';
import { siteDay } from './core/dates';
import { createInterestCounting, INTEREST_FLUSH_MS } from './features/interest/interest-counting';
import type { PageRenderer } from './core/page-render';
import { CACHE_POLICIES } from './http/middleware/cache-control';
import { silentLogger, type Logger } from './ports/logger';
import { ADMIN_PASSWORD } from './testing/auth';
import { aPlot, aRegion } from './testing/builders';
import { JSON_HEADERS } from './testing/http';
import { TEST_SCRYPT } from './testing/test-server';
import { imageOfType, multipartBody } from './testing/uploads';
import { MAX_INSTANCES_CAP, REGION } from './triggers/function-options';
import { startFunctionsFrameworkServer } from './testing/functions-framework-server';

/** The Cloud Functions entry as the Firebase CLI and the Functions runtime see it. */

const EXPORTS = [
  'api',
  'cleanupOrphanImagesNightly',
  'drainAlertOutbox',
  'leadDigestMorning',
  'onBinPurged',
  'onBlogCreated',
  'onBlogDeleted',
  'onLeadCreated',
  'onLeadDeleted',
  'onLeadNotice',
  'onLeadUpdated',
  'onPlotCreated',
  'onPlotDeleted',
  'onPlotUpdated',
  'purgeBinDaily',
  'reconcileCountersNightly',
  'releaseReservationsNightly',
];

/** What Cloud Functions sets (GCLOUD_PROJECT), the deploy params, and the secret. */
const CLOUD_ENV = {
  GCLOUD_PROJECT: 'demo-amaravati',
  WEB_API_KEY: 'test-web-api-key',
  CLOUDINARY_URL: 'cloudinary://123456:not-a-real-secret@demo-cloud',
};

interface Endpoint {
  platform?: string;
  region?: string[];
  maxInstances?: number;
  secretEnvironmentVariables?: { key: string }[];
  httpsTrigger?: unknown;
  eventTrigger?: unknown;
  scheduleTrigger?: unknown;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.doUnmock('./composition/firebase');
  vi.doUnmock('./composition/page-renderer');
  vi.doUnmock('./adapters/logger/firebase-logger');
  vi.resetModules();
});

describe('importing index.ts (what `firebase deploy` does to discover the functions)', () => {
  it('opens no connection, resolves no host, reads no secret and initialises no Firebase app', async () => {
    for (const name of Object.keys(CLOUD_ENV)) vi.stubEnv(name, undefined);
    // Sockets (http, https, Cloudinary's SDK), TLS and HTTP/2 (Firestore's gRPC), DNS, and fetch (undici has its own path).
    const spies = [
      vi.spyOn(net.Socket.prototype, 'connect'),
      vi.spyOn(tls, 'connect'),
      vi.spyOn(http2, 'connect'),
      vi.spyOn(dns, 'lookup'),
      vi.spyOn(dns.promises, 'lookup'),
      vi.spyOn(globalThis, 'fetch'),
    ];
    const appsBefore = getApps().length;

    const index = await import('./index');

    expect(Object.keys(index).sort()).toEqual(EXPORTS);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(getApps()).toHaveLength(appsBefore);
  });

  it('every export is a 2nd-gen function in asia-south1 with a maxInstances cap and the Cloudinary secret (the functions that mail also the SMTP one)', async () => {
    const index = (await import('./index')) as Record<string, { __endpoint?: Endpoint }>;
    for (const name of EXPORTS) {
      const endpoint = index[name]?.__endpoint;
      expect(endpoint, name).toBeDefined();
      expect(endpoint?.platform, name).toBe('gcfv2');
      expect(endpoint?.region, name).toEqual([REGION]);
      expect(endpoint?.maxInstances, name).toBeGreaterThan(0);
      expect(endpoint?.maxInstances, name).toBeLessThanOrEqual(MAX_INSTANCES_CAP);
      // The functions that mail (the lead mails, the alert drain, the API's subscription
      // confirmations) alone also read the mail server's address.
      expect(endpoint?.secretEnvironmentVariables?.map((secret) => secret.key), name).toEqual(
        ['api', 'onLeadNotice', 'leadDigestMorning', 'drainAlertOutbox'].includes(name) ? ['CLOUDINARY_URL', 'SMTP_URL'] : ['CLOUDINARY_URL'],
      );
    }
    const kinds = EXPORTS.map((name) => {
      const endpoint = index[name]!.__endpoint!;
      return endpoint.httpsTrigger ? 'https' : endpoint.eventTrigger ? 'event' : endpoint.scheduleTrigger ? 'schedule' : 'unknown';
    });
    expect(kinds.filter((kind) => kind === 'https')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'event')).toHaveLength(10);
    expect(kinds.filter((kind) => kind === 'schedule')).toHaveLength(6);
  });
});

describe('api, run the way the Functions Framework runs it', () => {
  /** Local adapters standing in for the Firebase ones (the app is the same; only its body handling is under test). */
  async function localDeps(env: Env): Promise<FirebaseDeps & { dir: string }> {
    const dir = await mkdtemp(join(tmpdir(), 'index-api-'));
    const file = join(dir, 'test.db');
    const store = await createSqliteStore({ file });
    const { auth, close: closeAuth } = await openLocalAuth({ file, scrypt: TEST_SCRYPT });
    const images = createLocalDiskImages({ dir: join(dir, 'images'), publicBaseUrl: '/images' });
    const interest = createInterestCounting({ store, log: silentLogger }, { flushEveryMs: INTEREST_FLUSH_MS.firebase });
    return {
      dir,
      store,
      images,
      auth,
      mailer: createOutboxMailer({ dir: join(dir, 'outbox'), from: 'Amaravati Plots <no-reply@localhost>', log: silentLogger }),
      log: silentLogger,
      events: { publish: async () => {} },
      interest,
      config: { trustProxy: env.trustProxy, publicOrigin: env.publicOrigin, rateLimitPublicWritesPerMinute: env.rateLimitPublicWritesPerMinute, secureCookies: true },
      close: async () => {
        await interest.tally.close();
        await closeAuth();
        await store.close();
      },
    };
  }

  it('builds the app once, lazily, from the cloud settings; signs in (JSON body) and uploads (multipart from req.rawBody)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // As on Cloud Functions: none of these until the secret is bound; NODE_ENV unset (vitest sets 'test').
    for (const name of [...Object.keys(CLOUD_ENV), 'FIREBASE_WEB_API_KEY', 'NODE_ENV', 'TRUST_PROXY']) vi.stubEnv(name, undefined);
    let deps: (FirebaseDeps & { dir: string }) | undefined;
    const createFirebaseDeps = vi.fn(async (env: Env) => (deps = await localDeps(env)));
    vi.doMock('./composition/firebase', () => ({ createFirebaseDeps }));
    const { api } = await import('./index');
    expect(createFirebaseDeps).not.toHaveBeenCalled();

    const server = await startFunctionsFrameworkServer(api);
    try {
      // No secret bound yet: a clear 503, and nothing cached.
      const unconfigured = await fetch(`${server.url}/api/health`);
      expect(unconfigured.status).toBe(503);
      expect(createFirebaseDeps).not.toHaveBeenCalled();

      for (const [name, value] of Object.entries(CLOUD_ENV)) vi.stubEnv(name, value);
      const admin = await (async () => {
        const response = await fetch(`${server.url}/api/health`);
        expect(response.status).toBe(200);
        return deps!.auth.createAdmin('office@example.com', ADMIN_PASSWORD);
      })();
      expect(admin.user.email).toBe('office@example.com');

      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ email: 'office@example.com', password: ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith('__session='));
      expect(session).toMatch(/; Secure/i);
      const cookie = session!.split(';')[0]!;

      const { body, contentType } = await multipartBody([{ name: 'file', value: await imageOfType('jpeg'), filename: 'plot.jpg', type: 'image/jpeg' }]);
      const upload = await fetch(`${server.url}/api/admin/uploads`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, 'X-Requested-With': 'fetch', Cookie: cookie },
        body,
      });
      expect(upload.status).toBe(201);
      const stored = (await upload.json()) as { publicId: string };
      expect(await deps!.images.list()).toEqual([stored.publicId]);

      // The plot page's beacon, its body read by the Functions Framework before the app: text as
      // sendBeacon sends it, and JSON as fetch keepalive may. Both count (two browsers: two views).
      const plot = await deps!.store.plots.create(aPlot());
      for (const [type, agent] of [
        ['text/plain;charset=UTF-8', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'],
        ['application/json', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0'],
      ] as const) {
        const beacon = await fetch(`${server.url}/api/interest`, { method: 'POST', headers: { 'Content-Type': type, 'User-Agent': agent }, body: JSON.stringify({ plotId: plot.id, kind: 'view' }) });
        expect(beacon.status, type).toBe(204);
      }
      await deps!.interest.tally.flush();
      expect((await deps!.store.interest.totals([plot.id], siteDay(new Date())))[plot.id]?.views30).toBe(2);

      // Built once for all these requests, with the cloud entry's settings.
      expect(createFirebaseDeps).toHaveBeenCalledTimes(1);
      const [env, options] = createFirebaseDeps.mock.calls[0]! as unknown as [Env, unknown];
      // On Cloud Functions the Logger port is the firebase-functions logger (adapters/logger/firebase-logger.test.ts).
      expect(options).toEqual({ events: 'triggers', log: { info: expect.any(Function), warn: expect.any(Function), error: expect.any(Function) } });
      expect(env).toMatchObject({ backend: 'firebase', nodeEnv: 'production', trustProxy: 2, firebase: { projectId: 'demo-amaravati', webApiKey: 'test-web-api-key' } });
    } finally {
      await server.close();
      await deps?.close();
      if (deps) await rm(deps.dir, { recursive: true, force: true });
    }
  });

  it('renders the pages with the renderer beside the bundle, loaded with the app on the first request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const [name, value] of Object.entries(CLOUD_ENV)) vi.stubEnv(name, value);
    let deps: (FirebaseDeps & { dir: string }) | undefined;
    vi.doMock('./composition/firebase', () => ({ createFirebaseDeps: async (env: Env) => (deps = await localDeps(env)) }));
    // A small renderer in place of the web app's (the real one, from the built bundle, runs in
    // e2e/pages-firebase.e2e.ts): it renders what the app's public reads give it.
    const renderer: PageRenderer = {
      inlineScriptHashes: [],
      stylesheets: [],
      async render(request, load) {
        const path = new URL(request.url, request.origin).pathname;
        const regions = await load('/api/regions');
        const names = regions.status === 200 ? (regions.body as { region: string }[]).map((entry) => entry.region).join(', ') : 'none';
        return { kind: 'page', status: path === '/' ? 200 : 404, html: `<!doctype html><title>${path}</title><p>${names}</p>` };
      },
      shell: (_request, { title }) => `<!doctype html><title>${title}</title>`,
    };
    const loadPageRenderer = vi.fn(async (_dir: string) => renderer);
    vi.doMock('./composition/page-renderer', () => ({ loadPageRenderer }));
    const { api } = await import('./index');
    expect(loadPageRenderer).not.toHaveBeenCalled();

    const server = await startFunctionsFrameworkServer(api);
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      await deps!.store.regions.create(aRegion({ region: 'Thullur' }));

      // A crawler's GET: HTML whatever it accepts, cacheable at the edge for a short while.
      const home = await fetch(`${server.url}/`, { headers: { Accept: '*/*' } });
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toMatch(/^text\/html/);
      expect(home.headers.get('cache-control')).toBe(CACHE_POLICIES.page);
      expect(await home.text()).toBe('<!doctype html><title>/</title><p>Thullur</p>');

      const unknown = await fetch(`${server.url}/no-such-page`);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('<title>/no-such-page</title>');

      // Files and the API keep their plain 404s.
      const asset = await fetch(`${server.url}/assets/missing-1a2b3c.js`, { headers: { Accept: 'text/html' } });
      expect(asset.status).toBe(404);
      expect(asset.headers.get('content-type')).toMatch(/^application\/json/);

      // Loaded once, from dist/ssr beside the entry (here src/ssr beside src/index.ts).
      expect(loadPageRenderer).toHaveBeenCalledTimes(1);
      expect(loadPageRenderer).toHaveBeenCalledWith(join(import.meta.dirname, 'ssr') + sep);
    } finally {
      await server.close();
      await deps?.close();
      if (deps) await rm(deps.dir, { recursive: true, force: true });
    }
  });

  it('still answers the API when no renderer is beside it, and says so in the log; pages answer 503', async () => {
    for (const [name, value] of Object.entries(CLOUD_ENV)) vi.stubEnv(name, value);
    let deps: (FirebaseDeps & { dir: string }) | undefined;
    vi.doMock('./composition/firebase', () => ({ createFirebaseDeps: async (env: Env) => (deps = await localDeps(env)) }));
    // What the entry logs on Cloud Functions (the firebase-functions logger writes past the test's console).
    const errors: { event: string; data: Record<string, unknown> | undefined }[] = [];
    const log: Logger = { info: () => {}, warn: () => {}, error: (event, data) => void errors.push({ event, data }) };
    vi.doMock('./adapters/logger/firebase-logger', () => ({ createFirebaseLogger: () => log }));
    // The real loader: src/ has no ssr/ folder (only the build puts one in dist/).
    const { api } = await import('./index');

    const server = await startFunctionsFrameworkServer(api);
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(503);
      expect(page.headers.get('cache-control')).toBe('no-store');
      // Once per instance, naming where the renderer should have been.
      expect((await fetch(`${server.url}/about`)).status).toBe(503);
      expect(errors).toEqual([{ event: 'page_renderer_missing', data: { dir: join(import.meta.dirname, 'ssr') + sep } }]);
    } finally {
      await server.close();
      await deps?.close();
      if (deps) await rm(deps.dir, { recursive: true, force: true });
    }
  });
});
