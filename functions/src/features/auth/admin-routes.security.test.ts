import { readdir } from 'node:fs/promises';
import { createClient } from '@libsql/client';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plotSearchQuerySchema } from '../../core/schemas/plot-search';
import type { AdminUser } from '../../ports/auth';
import { pngOfSize } from '../../adapters/images/images.contract';
import { anAdmin, apiRequest, signIn } from '../../testing/auth';
import { aBlog, aPlot, aPlotShape, aRegion, aVenture, someSettings } from '../../testing/builders';
import { expectApiError } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * Every route under /api/admin, found by walking the app's router stack (so a route added
 * later is covered without touching this file), called:
 *   - without a session, with an expired one, a signed-out one and a made-up one → 401;
 *   - writes with a valid session but cross-site (Sec-Fetch-Site, foreign Origin, opaque
 *     Origin, foreign Referer) or without the X-Requested-With header → 403;
 * and after each call the whole database must be as it was (read through the store, the auth
 * port and the raw tables).
 */

interface FoundRoute {
  method: string;
  path: string;
}

/** The bits of router@2 layers the walk reads (Express 5 does not type its internals). */
interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean | undefined> };
  handle?: { stack?: Layer[] };
  rawPath?: string | RegExp | (string | RegExp)[];
  slash?: boolean;
}

function asList<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
}

function joinPaths(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Every (method, full path) the app routes, however deeply its routers are nested. */
function listRoutes(app: Express): FoundRoute[] {
  const routes: FoundRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of asList(layer.route.path)) {
          for (const [method, enabled] of Object.entries(layer.route.methods)) {
            if (enabled && method !== '_all') routes.push({ method: method.toUpperCase(), path: joinPaths(prefix, path) });
          }
        }
      } else if (layer.handle?.stack) {
        const mounts = layer.slash ? ['/'] : asList(layer.rawPath ?? '/');
        for (const mount of mounts) {
          if (typeof mount !== 'string') throw new Error(`A router is mounted on a RegExp (${String(mount)}): list its routes by hand`);
          walk(layer.handle.stack, joinPaths(prefix, mount));
        }
      }
    }
  };
  const router = (app as unknown as { router?: { stack?: Layer[] } }).router;
  if (!router?.stack) throw new Error('Cannot read the Express router stack (Express 5 app.router.stack expected)');
  walk(router.stack, '');
  return routes;
}

/** Routes known to exist (docs/api.md); the walk must find at least these, or the walk itself is broken. */
const KNOWN_ADMIN_ROUTES = [
  'POST /api/admin/password',
  'GET /api/admin/users',
  'POST /api/admin/users',
  'DELETE /api/admin/users/:id',
  'GET /api/admin/dashboard',
  'GET /api/admin/dashboard/figures',
  'GET /api/admin/plots',
  'POST /api/admin/plots',
  'PUT /api/admin/plots/:id',
  'PATCH /api/admin/plots/:id/status',
  'DELETE /api/admin/plots/:id',
  'GET /api/admin/plots/:id/status-history',
  'GET /api/admin/bin',
  'DELETE /api/admin/bin',
  'POST /api/admin/bin/:kind/:id/restore',
  'DELETE /api/admin/bin/:kind/:id',
  'POST /api/admin/uploads',
  'GET /api/admin/ventures',
  'POST /api/admin/ventures',
  'GET /api/admin/ventures/:id',
  'PUT /api/admin/ventures/:id',
  'DELETE /api/admin/ventures/:id',
  'GET /api/admin/ventures/:id/layout',
  'PUT /api/admin/ventures/:id/layout',
  'POST /api/admin/ventures/:id/layout-image',
  'POST /api/admin/ventures/:id/plots',
  'POST /api/admin/ventures/:id/plot-statuses',
  'GET /api/admin/regions',
  'POST /api/admin/regions',
  'PATCH /api/admin/regions/:id',
  'DELETE /api/admin/regions/:id',
  'GET /api/admin/blogs',
  'POST /api/admin/blogs',
  'PUT /api/admin/blogs/:id',
  'DELETE /api/admin/blogs/:id',
  'GET /api/admin/blogs/news-recipients',
  'GET /api/admin/blogs/:id/news-mail',
  'POST /api/admin/blogs/:id/news-mail',
  'GET /api/admin/leads',
  'GET /api/admin/leads/:id',
  'PATCH /api/admin/leads/:id',
  'POST /api/admin/leads/:id/notes',
  'DELETE /api/admin/leads/:id',
  'GET /api/admin/subscribers',
  'PUT /api/admin/settings',
];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A body valid for the known admin forms, so a refusal cannot be a validation error in disguise. */
const PLAUSIBLE_BODY = {
  email: 'mallory@example.com',
  password: 'mallory-pass-1',
  newPassword: 'mallory-pass-1',
  confirmPassword: 'mallory-pass-1',
  status: 'sold',
  title: 'Hijacked',
  text: 'Hijacked note',
};

describe('every /api/admin route', () => {
  let server: TestServer;
  let time = 0;
  let routes: FoundRoute[];
  let victim: AdminUser;
  let valid: string;
  let expired: string;
  let signedOut: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ now: () => Date.now() + time });
    // Something in every collection, so a write that got through would show.
    ids.regions = (await server.store.regions.create(aRegion())).id;
    // With a real image, so a delete or an upload that got through would show in the image folder.
    const image = await server.images.put(await pngOfSize(64, 64));
    ids.plots = (await server.store.plots.create(aPlot({ imagePublicId: image.publicId, imageUrl: image.url }))).id;
    ids.blogs = (await server.store.blogs.create(aBlog())).id;
    // A venture with a plan, a shape and a plot of its own.
    const venture = await server.store.ventures.create(aVenture({ regionId: ids.regions }));
    ids.ventures = venture.id;
    const plan = await server.images.putPlan(await pngOfSize(200, 160));
    await server.store.ventures.setLayoutImage(venture.id, { url: plan.url, publicId: plan.publicId, width: plan.width, height: plan.height });
    await server.store.ventures.saveLayout(venture.id, 1, [aPlotShape({ id: 's1' })]);
    await server.store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '1' }));
    // A plot in the bin, with its photo, so a restore or an emptying that got through would show.
    const binnedImage = await server.images.put(await pngOfSize(64, 64));
    const binned = await server.store.plots.create(aPlot({ title: 'Binned', imagePublicId: binnedImage.publicId, imageUrl: binnedImage.url }));
    await server.store.bin.binPlot(binned.id, null, { layoutShapeIds: [] });
    ids.bin = 'plot';
    ids.leads = (await server.store.leads.create({ name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com', source: 'contact' })).id;
    ids.contacts = ids.leads;
    ids.subscribers = (await server.store.subscribers.add('reader@example.com', 'en')).subscriber.id;
    await server.store.alerts.add(ids.subscribers, { kind: 'news', target: null }, 'instant');
    // Confirmed, so a news mail that got through would be queued.
    await server.store.subscribers.confirm(ids.subscribers);
    await server.store.settings.put(someSettings());
    await anAdmin(server, 'priya@example.com');
    victim = await anAdmin(server, 'ravi@example.com');
    ids.users = victim.id;

    // A session left idle past its 2 hours, then a fresh one at the later time.
    expired = await signIn(server, 'priya@example.com');
    time = 3 * 60 * 60 * 1000;
    valid = await signIn(server, 'priya@example.com');
    signedOut = await signIn(server, 'priya@example.com');
    expect((await apiRequest(`${server.url}/api/auth/logout`, { method: 'POST', cookie: signedOut })).status).toBe(204);
    await server.auth.createPasswordReset('ravi@example.com');

    routes = listRoutes(server.app).filter((route) => route.path === '/api/admin' || route.path.startsWith('/api/admin/'));
  });
  afterAll(async () => server.close());

  /** `/api/admin/plots/:id` → a real plot id (a refusal must hold even for an existing target). */
  function concrete(path: string): string {
    return path.replace(/\/([^/]+)\/:(\w+)/g, (_match, resource: string) => `/${resource}/${ids[resource] ?? victim.id}`).replace(/:(\w+)/g, victim.id);
  }

  async function snapshot(): Promise<string> {
    const { store } = server;
    const client = createClient({ url: `file:${server.dbFile}` });
    try {
      const raw = async (query: string) => (await client.execute(query)).rows;
      return JSON.stringify({
        regions: await store.regions.list(),
        plots: await store.plots.search(plotSearchQuerySchema.parse({ pageSize: 48 })),
        ventures: await store.ventures.list(),
        layout: await store.ventures.layout(ids.ventures!),
        ventureCounts: await store.stats.ventureCounts([ids.ventures!]),
        statusHistory: await store.plots.statusHistory(ids.plots!),
        bin: await store.bin.list(),
        leads: await store.leads.list(),
        blogs: await store.blogs.list(),
        subscribers: await store.subscribers.list(),
        alerts: await store.alerts.list(),
        alertOutbox: await store.alertOutbox.list(),
        settings: await store.settings.get(),
        stats: await store.stats.get(),
        images: (await readdir(server.imagesDir).catch(() => [])).sort(),
        admins: await server.auth.listAdmins(),
        // Password hashes (a changed password shows here), sessions (not their sliding idle
        // deadline, which a verified request may move) and reset links.
        users: await raw('SELECT * FROM users ORDER BY id'),
        sessions: await raw('SELECT token_hash, user_id, created_at, absolute_expires_at FROM sessions ORDER BY token_hash'),
        resets: await raw('SELECT * FROM password_resets ORDER BY token_hash'),
      });
    } finally {
      client.close();
    }
  }

  async function call(route: FoundRoute, cookie: string | undefined, headers: Record<string, string> = {}): Promise<Response> {
    const hasBody = WRITE_METHODS.has(route.method) && route.method !== 'DELETE';
    return apiRequest(`${server.url}${concrete(route.path)}`, {
      method: route.method,
      cookie,
      headers,
      ...(hasBody ? { body: PLAUSIBLE_BODY } : {}),
    });
  }

  it('are found by walking the router, the known ones included', () => {
    const found = routes.map((route) => `${route.method} ${route.path}`);
    expect(found).toEqual(expect.arrayContaining(KNOWN_ADMIN_ROUTES));
    expect(routes.length).toBeGreaterThanOrEqual(KNOWN_ADMIN_ROUTES.length);
  });

  it('the valid session used below really is valid (so the refusals below mean something)', async () => {
    expect((await apiRequest(`${server.url}/api/admin/users`, { cookie: valid })).status).toBe(200);
  });

  const unauthenticated: [string, () => string | undefined][] = [
    ['no session', () => undefined],
    ['an expired session', () => expired],
    ['a signed-out session', () => signedOut],
    ['a made-up session', () => '__session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a session planted beside a valid one', () => `${valid}; __session=planted`],
  ];

  it.each(unauthenticated)('answer 401 with %s and change nothing', async (_label, cookieOf) => {
    for (const route of routes) {
      const before = await snapshot();
      const response = await call(route, cookieOf());
      await expectApiError(response, 401, 'unauthenticated').catch((error: Error) => {
        throw new Error(`${route.method} ${route.path}: ${error.message}`);
      });
      expect(response.headers.get('cache-control'), `${route.method} ${route.path}`).toBe('private, no-store');
      expect(await snapshot(), `${route.method} ${route.path} changed the database`).toBe(before);
    }
  });

  const crossSite: [string, Record<string, string>][] = [
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['an opaque Origin (null)', { Origin: 'null' }],
    ['a foreign Referer', { Referer: 'https://evil.example/attack.html' }],
    ['no X-Requested-With header', { 'X-Requested-With': '' }],
  ];

  it.each(crossSite)('refuse writes with a valid session and %s: 403, nothing changed', async (_label, headers) => {
    const writes = routes.filter((route) => WRITE_METHODS.has(route.method));
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      const before = await snapshot();
      const response = await call(route, valid, headers);
      await expectApiError(response, 403, 'forbidden').catch((error: Error) => {
        throw new Error(`${route.method} ${route.path}: ${error.message}`);
      });
      expect(await snapshot(), `${route.method} ${route.path} changed the database`).toBe(before);
    }
    // The session is still good: the refusals did not depend on it being broken.
    expect((await apiRequest(`${server.url}/api/admin/users`, { cookie: valid })).status).toBe(200);
  });

  it.each(['/api/ADMIN/users', '/api/Admin/users/', '/api//admin/users', '/api/admin//users', '/api/admin/%75sers', '/api/admin/users?x=/..'])(
    'never serve a spelling variant (%s) without a session',
    async (path) => {
      const response = await fetch(`${server.url}${path}`, { headers: { 'X-Requested-With': 'fetch' } });
      expect([401, 404]).toContain(response.status);
    },
  );
});

describe('the auth routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('are exactly the five of the issue: no sign-up anywhere in the API', () => {
    const all = listRoutes(server.app);
    const auth = all.filter((route) => route.path.startsWith('/api/auth')).map((route) => `${route.method} ${route.path}`);
    expect(auth.sort()).toEqual(
      ['GET /api/auth/session', 'POST /api/auth/forgot-password', 'POST /api/auth/login', 'POST /api/auth/logout', 'POST /api/auth/reset-password'].sort(),
    );
    expect(all.filter((route) => /sign-?up|register/i.test(route.path))).toEqual([]);
    // The only way to create a user through HTTP is the admin-only one.
    expect(all.filter((route) => route.method === 'POST' && /users?$/.test(route.path))).toEqual([{ method: 'POST', path: '/api/admin/users' }]);
  });
});
