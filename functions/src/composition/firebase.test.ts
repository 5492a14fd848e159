import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequestListener } from '../app';
import { loadEnv } from '../config/env';
import { startFirestoreEmulator, type FirestoreEmulator } from '../local-run/firestore-emulator';
import { silentLogger } from '../ports/logger';
import type { Plot } from '../core/schemas/plot';
import { sitePaths } from '../core/site-paths';
import { plotOgImage } from '../core/link-preview-paths';
import type { VentureAvailability, VenturePage, VentureSummary } from '../core/schemas/venture';
import { aPlot, aRegion, aVenture } from '../testing/builders';
import { conditionalGet, postJson } from '../testing/http';
import { createFirebaseDeps, type FirebaseDeps } from './firebase';

/**
 * Firebase mode has no server-side cache of public answers: the CDN caches them (Cache-Control),
 * and on Cloud Functions the writes reach the triggers, not an in-process bus. The app is built
 * without one and reads the store on every request, whichever way its events run.
 */
let emulator: FirestoreEmulator;
beforeAll(async () => {
  emulator = await startFirestoreEmulator();
});
afterAll(async () => emulator.stop());

describe.each(['triggers', 'in-process'] as const)('the Firebase composition (events: %s)', (events) => {
  let deps: FirebaseDeps;
  let server: Server;
  let url: string;
  let built: ReturnType<typeof buildRequestListener>;

  beforeAll(async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      BACKEND: 'firebase',
      FIREBASE_PROJECT_ID: `demo-no-cache-${events}`,
      FIRESTORE_EMULATOR_HOST: emulator.host,
      // Never called here: nothing signs in.
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      CLOUDINARY_URL: 'cloudinary://123456:not-a-real-secret@demo-cloud',
    });
    deps = await createFirebaseDeps(env, { events, log: silentLogger });
    built = buildRequestListener(deps);
    server = createServer(built.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await deps.close();
  });

  it('builds no cache of public answers, and nothing in front of the app', () => {
    expect(deps.publicCache).toBeUndefined();
    expect(built.listener).toBe(built.app);
  });

  it(events === 'in-process' ? 'drains the alert outbox beside the server, as standalone does' : 'drains no alert outbox: a Cloud schedule does', async () => {
    if (events === 'triggers') {
      expect(deps.alertSender).toBeUndefined();
      return;
    }
    const { subscriber } = await deps.store.subscribers.add('alerts.in-process@example.com', 'en');
    await deps.store.subscribers.confirm(subscriber.id);
    const { alert } = await deps.store.alerts.add(subscriber.id, { kind: 'news', target: null }, 'instant');
    const news = { kind: 'news', post: { id: 'b1', title: 'Road opens', titleTe: '', excerpt: 'The road is open.', excerptTe: '' } };
    await deps.store.alertOutbox.enqueue([{ dedupeKey: `news:b1:${alert!.id}`, subscriberId: subscriber.id, alertId: alert!.id, kind: 'news', payload: JSON.stringify(news), dueAt: new Date().toISOString(), daily: false }]);
    deps.alertSender!.start();
    await deps.alertSender!.idle();
    expect((await deps.store.alertOutbox.list({ state: 'sent' })).map((item) => item.dedupeKey)).toEqual([`news:b1:${alert!.id}`]);
  });

  it('reads the store on every request: a change made anywhere shows at once', async () => {
    const read = async () => ((await (await fetch(`${url}/api/regions`)).json()) as { region: string }[]).map((one) => one.region);
    expect(await read()).toEqual([]);
    // Written beside the app, as a trigger or the console would: no event reaches this process.
    await deps.store.regions.create(aRegion({ region: 'Thullur' }));
    expect(await read()).toEqual(['Thullur']);
  });

  it("serves a plot page's reads: the plot by its path segment, its link preview from Cloudinary, its enquiry form", async () => {
    const cover = { url: 'https://res.cloudinary.com/demo-cloud/image/upload/plots/cover', publicId: 'plots/cover', alt: '' };
    const plot = await deps.store.plots.create(aPlot({ title: 'East facing plot', images: [cover] }));
    const read = await fetch(`${url}/api${sitePaths.plot(plot)}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as Plot).imagePublicId).toBe('plots/cover');

    const preview = await fetch(`${url}${plotOgImage(plot)}`, { redirect: 'manual' });
    expect(preview.status).toBe(302);
    expect(preview.headers.get('location')).toBe('https://res.cloudinary.com/demo-cloud/image/upload/c_fill,h_630,q_auto,w_1200/plots/cover.jpg');

    const enquiry = await postJson(`${url}/api/plot-enquiries`, { name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com', plotId: plot.id });
    expect(enquiry.status).toBe(201);
    const lead = await deps.store.leads.get(((await enquiry.json()) as { id: string }).id);
    expect(lead).toMatchObject({ source: 'plot-enquiry', details: { plotId: plot.id, plotTitle: 'East facing plot' } });
  });

  it("serves a venture page's reads from Firestore: the list, the page by its segment, its availability (304 while unchanged), an enquiry naming its plots", async () => {
    const venture = await deps.store.ventures.create(aVenture({ name: `Green Meadows ${events}` }));
    const [first, second] = [
      await deps.store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '1' })),
      await deps.store.plots.create(aPlot({ ventureId: venture.id, plotNumber: 'A-2', status: 'booked' })),
    ];
    const listed = ((await (await fetch(`${url}/api/ventures`)).json()) as VentureSummary[]).find((one) => one.id === venture.id);
    expect(listed?.name).toBe(`Green Meadows ${events}`);
    const page = (await (await fetch(`${url}/api${sitePaths.venture(venture)}`)).json()) as VenturePage;
    expect(page.plots.map((plot) => plot.number)).toEqual(['1', 'A-2']);
    expect(page.summary.counts).toMatchObject({ available: 1, booked: 1 });

    const availability = `${url}/api/ventures/${venture.id}/availability`;
    const first200 = await fetch(availability);
    expect(first200.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    expect(((await first200.json()) as VentureAvailability).statuses[second.id]?.status).toBe('booked');
    expect((await conditionalGet(availability, first200.headers.get('etag')!)).status).toBe(304);
    await deps.store.plots.setStatuses([first.id], { status: 'sold', reservedUntil: '' }, null);
    expect((await conditionalGet(availability, first200.headers.get('etag')!)).status).toBe(200);

    const enquiry = await postJson(`${url}/api/plot-enquiries`, { name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com', plotId: first.id, ventureId: venture.id, plotIds: [first.id, second.id] });
    expect(enquiry.status).toBe(201);
    const lead = await deps.store.leads.get(((await enquiry.json()) as { id: string }).id);
    expect(lead?.details).toMatchObject({ ventureId: venture.id, ventureName: venture.name, plotIds: [first.id, second.id], plotNumbers: ['1', 'A-2'] });
    expect(await deps.store.leads.enquiryCounts([first.id, second.id])).toEqual({ [first.id]: 1, [second.id]: 1 });
  });
});
