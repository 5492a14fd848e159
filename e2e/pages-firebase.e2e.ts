import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyingCost } from '../functions/src/core/buying-cost';
import { formatRupees, formatTablePrice } from '../functions/src/core/price';
import { priceBreakdown } from '../functions/src/core/price-breakdown';
import { DEFAULT_BUYING_COST_SETTINGS } from '../functions/src/core/schemas/buying-costs';
import type { PublicPlot } from '../functions/src/core/schemas/venture';
import { saveBuyingCostSettings } from '../functions/src/features/settings/buying-cost-settings';
import { sitePaths } from '../functions/src/core/site-paths';
import { plotOgImage } from '../functions/src/core/link-preview-paths';
import type { Blog } from '../functions/src/core/schemas/blog';
import { plotSearchQuerySchema } from '../functions/src/core/schemas/plot-search';
import type { Region } from '../functions/src/core/schemas/region';
import { loadSignedLinks } from '../functions/src/features/alerts/signed-links';
import { CACHE_POLICIES } from '../functions/src/http/middleware/cache-control';
import type { Store } from '../functions/src/ports/store';
import { aBlog } from '../functions/src/testing/builders';
import { cloudFunctionEnv, REPO_ROOT, startCloudFunction, startServer, type RunningFunction, type RunningServer } from './harness';

/**
 * Server-rendered pages in Firebase mode, read as a crawler or a link preview reads them (fetch,
 * whatever Accept), from two processes over the same Firestore data: server.ts with
 * BACKEND=firebase (`npm run start:firebase-local`), and the Cloud Functions bundle as Firebase
 * deploys it (functions/dist, the renderer in dist/ssr, nothing of web/ beside it) with its `api`
 * function served as the Functions Framework runs it. On Firebase, Hosting's rewrites send every
 * page route to that function (firebase.json; deploy:check verifies the rewrites).
 *
 * Only `npm run test:e2e:firebase` runs this file: it needs the Firebase stand-ins.
 */

/** Rates of the full cost of buying other than the defaults, saved in Firestore. */
const RATES = { ...DEFAULT_BUYING_COST_SETTINGS, stampDutyPercent: 5.5, brokeragePercent: 1 };

/** What the deploy parameter PUBLIC_ORIGIN would say: the pages' links name the site, not the function. */
const SITE_ORIGIN = 'https://amaravatiplots.example';

let server: RunningServer;
let cloud: RunningFunction;
let store: Store;
let post: Blog;

beforeAll(async () => {
  // server.ts seeds the demo into Firestore at its first start.
  server = await startServer();
  if (!server.firebaseEnv) throw new Error('pages-firebase.e2e.ts runs in Firebase mode only: npm run test:e2e:firebase');
  cloud = await startCloudFunction({ ...cloudFunctionEnv(server.firebaseEnv), PUBLIC_ORIGIN: SITE_ORIGIN });
  store = await server.openStore();
  await saveBuyingCostSettings({ meta: store.meta, events: { publish: async () => {} } }, RATES);
  post = await store.blogs.create(aBlog({ title: 'Seed access road reopens to traffic', content: 'The road reopened on Monday.\nBuses follow next week.' }));
});

afterAll(async () => {
  await cloud?.stop();
  await server?.stop();
});

/** Each target, with a price step of its own (both change the same Firestore data). */
const targets: [string, () => { url: string; origin: string; priceStep: number }][] = [
  ['server.ts with BACKEND=firebase', () => ({ url: server.url, origin: server.url, priceStep: 1_111 })],
  ['the api Cloud Function (functions/dist as deployed)', () => ({ url: cloud.url, origin: SITE_ORIGIN, priceStep: 2_222 })],
];

interface Page {
  status: number;
  type: string;
  cacheControl: string;
  html: string;
  /** Whether the page shows the text: in its markup, not only in the data it hands the browser (a script). */
  shows: (text: string) => boolean;
}

async function page(url: string, accept?: string): Promise<Page> {
  const response = await fetch(url, { headers: accept === undefined ? {} : { Accept: accept } });
  const html = await response.text();
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cacheControl: response.headers.get('cache-control') ?? '',
    html,
    shows: (text) => markup.includes(text),
  };
}

describe.each(targets)('pages from %s', (_name, target) => {
  it.each([['*/*'], ['text/html,application/xhtml+xml'], ['application/json'], [undefined]])(
    'renders the home page with the regions read from Firestore, for Accept %s, cacheable at the edge for a short while',
    async (accept) => {
      const { url } = target();
      // The pricing table lists the regions A→Z, as the store does.
      const [first] = await store.regions.list();
      const home = await page(`${url}/`, accept);
      expect(home.status).toBe(200);
      expect(home.type).toMatch(/^text\/html/);
      expect(home.cacheControl).toBe(CACHE_POLICIES.page);
      expect(home.shows('<title>Amaravati Plots — land and property in the capital region</title>')).toBe(true);
      expect(home.shows(`>${first!.region}<`), first!.region).toBe(true);
      expect(home.shows(formatTablePrice(first!.ResidentialPriceMax)), 'its price').toBe(true);
    },
  );

  it('renders a post and the list of updates with their titles and links on the site origin', async () => {
    const { url, origin } = target();
    const article = await page(`${url}/amaravati-updates/${post.id}`, '*/*');
    expect(article.status).toBe(200);
    expect(article.shows(`<title>${post.title} | Amaravati Updates</title>`), 'title').toBe(true);
    expect(article.shows('The road reopened on Monday.'), 'text').toBe(true);
    expect(article.shows(`<link rel="canonical" href="${origin}/amaravati-updates/${post.id}">`), 'canonical').toBe(true);

    const updates = await page(`${url}/amaravati-updates`, '*/*');
    expect(updates.status).toBe(200);
    expect(updates.shows('<title>Amaravati Updates | Amaravati Plots</title>'), 'title').toBe(true);
    expect(updates.shows(`>${post.title}<`), 'the post in the list').toBe(true);
  });

  it("renders a plot's own page from Firestore, sends other addresses of it there, and 404s a missing one", async () => {
    const { url, origin } = target();
    const { items } = await store.plots.search(plotSearchQuerySchema.parse({ pageSize: '1' }));
    const plot = items[0]!;
    const path = sitePaths.plot(plot);
    const plotPage = await page(`${url}${path}`, '*/*');
    expect(plotPage.status).toBe(200);
    expect(plotPage.shows(`${plot.title}</h1>`), 'heading').toBe(true);
    expect(plotPage.shows(`<link rel="canonical" href="${origin}${path}">`), 'canonical').toBe(true);
    expect(plotPage.shows(`<meta property="og:image" content="${origin}${plotOgImage(plot)}`), 'link preview image').toBe(true);
    expect(plotPage.html).toContain('"@type":"RealEstateListing"');
    // The full cost of buying with the rates from Firestore, and the village's market value.
    const shown = (await (await fetch(`${url}/api/plots/${plot.id}`)).json()) as PublicPlot;
    const cost = buyingCost({ price: priceBreakdown(plot), areaSqFt: plot.area, marketValuePerSqYd: shown.village?.marketValuePerSqYd ?? null }, RATES);
    expect(plotPage.shows(`${RATES.stampDutyPercent} % of ${formatRupees(cost.chargedOn)}`), 'stamp duty').toBe(true);
    expect(plotPage.shows(formatRupees(cost.total)), 'full cost').toBe(true);

    const old = await fetch(`${url}/plots/${plot.id}-an-old-title`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(path);

    const missing = await page(`${url}/plots/no-such-plot-at-all`, '*/*');
    expect(missing.status).toBe(404);
    expect(missing.type).toMatch(/^text\/html/);
  });

  it('shows a price change on the next render', async () => {
    const { url, priceStep } = target();
    // The first region A→Z is in the table's first rows; a new name would not move it.
    const [region] = await store.regions.list();
    const price = region!.ResidentialPriceMax + priceStep;
    expect((await page(`${url}/`)).shows(formatTablePrice(price))).toBe(false);
    await store.regions.update(region!.id, { ResidentialPriceMax: price });
    expect((await page(`${url}/`)).shows(formatTablePrice(price))).toBe(true);
  });

  it("serves a subscriber's link page that links the site's built stylesheet (a file of web/dist, which Hosting serves)", async () => {
    const { url } = target();
    const { subscriber } = await store.subscribers.add(`link-page.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`, 'te');
    const token = (await loadSignedLinks(store.meta)).sign('manage', subscriber.id);
    const manage = await page(`${url}/te/subscriptions/manage?token=${encodeURIComponent(token)}`, '*/*');
    expect(manage.status).toBe(200);
    expect(manage.cacheControl).toBe('private, no-store');
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/index-[\w-]+\.css)"\/>/.exec(manage.html)?.[1];
    expect(stylesheet, 'the site\'s stylesheet linked').toBeDefined();
    expect(existsSync(join(REPO_ROOT, 'web/dist', stylesheet!)), stylesheet).toBe(true);
  });

  it('answers an unknown route with the not-found page and 404', async () => {
    const missing = await page(`${target().url}/no-such-page`, '*/*');
    expect(missing.status).toBe(404);
    expect(missing.type).toMatch(/^text\/html/);
    expect(missing.shows('<title>Page not found | Amaravati Plots</title>')).toBe(true);
  });

  it('keeps plain 404s for missing files and the API, and JSON for the API', async () => {
    const { url } = target();
    for (const path of ['/assets/index-0000000.js', '/api/no-such-thing']) {
      const response = await page(`${url}${path}`, 'text/html');
      expect(response.status, path).toBe(404);
      expect(response.type, path).toMatch(/^application\/json/);
    }
    const regions = await fetch(`${url}/api/regions`);
    expect(regions.status).toBe(200);
    expect(((await regions.json()) as Region[]).map((region) => region.id).sort()).toEqual((await store.regions.list()).map((region) => region.id).sort());
  });
});
