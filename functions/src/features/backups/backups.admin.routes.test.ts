import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupListing } from '../../core/schemas/backup-listing';
import { errorHandler } from '../../http/middleware/error-handler';
import { silentLogger } from '../../ports/logger';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { apiRequest } from '../../testing/auth';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { backupsAdminRoutes } from './backups.admin.routes';

describe('/api/admin/backups (standalone)', () => {
  let server: TestServer;
  let admin: AdminClient;
  let archive: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());

  it('refuses every route without a session', async () => {
    await expectApiError(await apiRequest(`${server.url}/api/admin/backups`), 401, 'unauthenticated');
    await expectApiError(await apiRequest(`${server.url}/api/admin/backups`, { method: 'POST' }), 401, 'unauthenticated');
    await expectApiError(await apiRequest(`${server.url}/api/admin/backups/backup-2026-11-27T19-30-00-000Z.tar.gz`), 401, 'unauthenticated');
  });

  it('lists nothing before the first backup', async () => {
    const response = await admin.get('/api/admin/backups');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await json<BackupListing>(response)).toEqual({ backups: [], running: false, warning: null });
  });

  it('starts a backup (202, running), refuses a second while it runs (409), then lists it good', async () => {
    const started = await admin.post('/api/admin/backups');
    expect(started.status).toBe(202);
    expect((await json<BackupListing>(started)).running).toBe(true);
    const error = await expectApiError(await admin.post('/api/admin/backups'), 409, 'conflict');
    expect(error.key).toBe('backupRunning');

    await expect.poll(async () => (await json<BackupListing>(await admin.get('/api/admin/backups'))).running, { timeout: 60_000, interval: 200 }).toBe(false);
    const listing = await json<BackupListing>(await admin.get('/api/admin/backups'));
    expect(listing.backups).toHaveLength(1);
    expect(listing.backups[0]).toMatchObject({ state: 'good', problems: [] });
    expect(listing.backups[0]!.bytes).toBeGreaterThan(0);
    expect(listing.warning).toBeNull();
    archive = listing.backups[0]!.archive;
  });

  it('streams a listed archive as an attachment, never cached, byte for byte', async () => {
    const response = await admin.get(`/api/admin/backups/${archive}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="?${archive.replaceAll('.', '\\.')}"?$`));
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(await readFile(join(server.dbFile, '..', 'backups', archive)))).toBe(true);
  });

  it('answers 404 for anything the listing does not show: a path out of the folder, a verdict, an unknown name', async () => {
    for (const name of ['..%2Famaravati.db', '..%2F..%2Fetc%2Fpasswd', `${archive}.json`, 'backup-2000-01-01T00-00-00-000Z.tar.gz']) {
      const error = await expectApiError(await admin.get(`/api/admin/backups/${name}`), 404, 'not_found');
      expect(error.key).toBe('backupNotFound');
    }
  });

  it('refuses a cross-site start and a cross-site download', async () => {
    const crossSite = { 'Sec-Fetch-Site': 'cross-site' };
    const start = await apiRequest(`${server.url}/api/admin/backups`, { method: 'POST', cookie: admin.cookie, headers: crossSite });
    expect((await expectApiError(start, 403, 'forbidden')).key).toBe('crossSite');
    const download = await admin.get(`/api/admin/backups/${archive}`, crossSite);
    expect((await expectApiError(download, 403, 'forbidden')).key).toBe('crossSite');
  });
});

describe('/api/admin/backups without backups (Firebase mode)', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const app = express();
    app.use('/api/admin/backups', backupsAdminRoutes({}));
    app.use(errorHandler(silentLogger));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/admin/backups`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('says Firestore keeps the backups, with a 404 on every route', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', '/backup-2026-11-27T19-30-00-000Z.tar.gz'],
    ] as const) {
      const error = await expectApiError(await fetch(`${url}${path}`, { method }), 404, 'not_found');
      expect(error.key).toBe('backupsFirestoreManaged');
    }
  });
});
