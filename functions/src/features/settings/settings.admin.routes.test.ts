import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../core/schemas/settings';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { someSettings } from '../../testing/builders';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('PUT /api/admin/settings', () => {
  let server: TestServer;
  let admin: AdminClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());

  it('stores the business details and answers them; the public settings show them', async () => {
    const settings = someSettings({ phone: '+91 91234 56789', mapsUrl: 'https://maps.example.com/?q=Thullur' });
    const response = await admin.put('/api/admin/settings', settings);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await json<SiteSettings>(response)).toEqual(settings);
    expect(await server.store.settings.get()).toEqual(settings);
    expect(await (await fetch(`${server.url}/api/settings`)).json()).toEqual(settings);
  });

  it('stores the Telugu address (trimmed) and /api/settings answers it; over 500 characters is a 422', async () => {
    const settings = someSettings({ addressTe: ' మెయిన్ రోడ్డు, తుళ్లూరు, అమరావతి ' });
    expect(await json<SiteSettings>(await admin.put('/api/admin/settings', settings))).toMatchObject({ addressTe: 'మెయిన్ రోడ్డు, తుళ్లూరు, అమరావతి' });
    expect(await (await fetch(`${server.url}/api/settings`)).json()).toMatchObject({ address: settings.address, addressTe: 'మెయిన్ రోడ్డు, తుళ్లూరు, అమరావతి' });
    const error = await expectApiError(await admin.put('/api/admin/settings', someSettings({ addressTe: 'అ'.repeat(501) })), 422, 'validation_failed');
    expect(error.fields).toEqual({ addressTe: 'Must be at most 500 characters' });
    expect((await server.store.settings.get())?.addressTe).toBe('మెయిన్ రోడ్డు, తుళ్లూరు, అమరావతి');
  });

  it('answers 422 with field errors and keeps the stored details', async () => {
    const stored = someSettings();
    await server.store.settings.put(stored);
    const error = await expectApiError(
      await admin.put('/api/admin/settings', { ...stored, whatsappNumber: '+91 98480', email: 'nope', mapsUrl: 'not a url', address: '' }),
      422,
      'validation_failed',
    );
    expect(error.fields).toEqual({
      whatsappNumber: 'WhatsApp number must be 10 to 15 digits with country code',
      email: 'Please enter a valid email address',
      mapsUrl: expect.any(String),
      address: 'Address is required',
    });
    await expectApiError(await admin.put('/api/admin/settings', {}), 422, 'validation_failed');
    expect(await server.store.settings.get()).toEqual(stored);
  });

  it('stores the map tiles; every response\'s CSP then allows images from that tile server only', async () => {
    const imgSrc = async (path: string) => /img-src ([^;]+)/.exec((await fetch(`${server.url}${path}`)).headers.get('content-security-policy') ?? '')?.[1] ?? '';
    const settings = someSettings({ mapTileUrl: 'http://127.0.0.1:4999/tiles/{z}/{x}/{y}.png', mapAttribution: 'Tiles © Test' });
    expect(await imgSrc('/api/settings')).not.toContain('127.0.0.1:4999');
    const response = await admin.put('/api/admin/settings', settings);
    expect(await json<SiteSettings>(response)).toEqual(settings);
    expect(await imgSrc('/api/settings')).toContain('http://127.0.0.1:4999');
    expect(await imgSrc('/api/health')).not.toContain('tile.openstreetmap.org');
    expect(await imgSrc('/api/health')).not.toContain('*');

    const refused = await expectApiError(await admin.put('/api/admin/settings', { ...settings, mapTileUrl: 'http://tiles.example.com/tile.png', mapAttribution: '' }), 422, 'validation_failed');
    expect(refused.fields).toEqual({ mapTileUrl: 'Tile URL must be http(s) and hold {z}, {x} and {y}', mapAttribution: 'Map attribution is required' });
  });
});
