import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from '../../e2e/harness';
import { sitePaths } from '../../functions/src/core/site-paths';
import { BENCH_ADMIN_ENV, startBenchServer } from './bench-server';
import { describeMeasurement, measurePage, withLighthouseChrome } from './lighthouse';
import { line, median, type BenchLine } from './report';
import { benchVentureEditor } from './venture-editor';
import { createBenchVenture, expectOk, signInAdmin, type AdminSession, type BenchVenture } from './venture-layout';

export interface VentureBudget {
  /** The public venture page: Lighthouse mobile performance (median of 3), 0–100. */
  score: number;
  /** Its HTML as sent with gzip. */
  htmlKb: number;
  cls: number;
  /** The editor: median time between frames while a corner is dragged or 50 plots are box-selected. */
  frameMs: number;
  /** PUT of the whole layout's 400 shapes, timed from outside. */
  saveMs: number;
}

const TIMED_REQUESTS = 7;

/**
 * The ventures' budgets on a venture of 400 plots (scripts/bench/venture-layout.ts) on the demo
 * data, one server for the section, measured in this order so each part sees the data it was made
 * for: the public page (Lighthouse on its first statuses, its HTML, no layout library before it is
 * live), the editor (scripts/bench/venture-editor.ts), then the layout's save and the bulk status
 * change timed from outside.
 */
export async function benchVentures(budget: VentureBudget): Promise<BenchLine[]> {
  const server = await startBenchServer(async () => {}, { SEED_DEMO: 'true', ...BENCH_ADMIN_ENV });
  const lines: BenchLine[] = [];
  try {
    const admin = await signInAdmin(server.base);
    const seedStarted = performance.now();
    const made = await createBenchVenture(server.base, admin);
    lines.push(line(`a venture of ${made.plotIds.size} plots made through the admin API in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`));
    const path = sitePaths.venture(made.venture);
    // Warms the server's cache of rendered pages, as a running site has it.
    await expectOk(fetch(`${server.base}${path}`), 'the venture page');

    await withLighthouseChrome(async (port) => {
      const measured = await measurePage(port, `${server.base}${path}`);
      const { score, cls } = measured.median;
      lines.push(line(describeMeasurement(path, measured)));
      lines.push(line(`  venture page with ${made.plotIds.size} plots, Lighthouse mobile performance (median of 3): ${score} (budget ≥ ${budget.score})`, score >= budget.score));
      lines.push(line(`  its CLS (median of 3): ${cls.toFixed(3)} (budget ≤ ${budget.cls})`, cls <= budget.cls));
      // A public page: nothing in the console or the Issues panel, as the other pages' budget.
      for (const entry of measured.logged) lines.push(line(`    logged: ${entry}`, false));
      // Lighthouse's figures follow the machine's speed: the home page beside it says how fast it is today.
      lines.push(line(`  for comparison, now: ${describeMeasurement('/', await measurePage(port, `${server.base}/`))}`));
    });
    const html = await gzippedHtml(`${server.base}${path}`);
    lines.push(line(`  its HTML: ${(html.bytes / 1024).toFixed(1)} KB gzipped (${html.how}) (budget ≤ ${budget.htmlKb} KB)`, html.bytes <= budget.htmlKb * 1024));

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      lines.push(...(await layoutLibrariesBeforeLive(browser, `${server.base}${path}`)));
      lines.push(...(await benchVentureEditor(browser, server.base, made, budget.frameMs)));
    } finally {
      await browser.close();
    }
    lines.push(...(await timedSaves(admin, made, budget.saveMs)));
    lines.push(...(await timedStatusChanges(admin, made)));
    return lines;
  } finally {
    await server.stop();
  }
}

/** The page's bytes as the server sends them to a browser that takes gzip (gzipped here if it sent them plain). */
function gzippedHtml(url: string): Promise<{ bytes: number; how: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip', accept: 'text/html' }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`GET ${url} answered ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        if (res.headers['content-encoding'] === 'gzip') resolve({ bytes: body.length, how: 'as sent' });
        else resolve({ bytes: gzipSync(body).length, how: `sent ${res.headers['content-encoding'] ?? 'plain'}, gzipped here` });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A string each layout library's code holds and the app's own code does not (checked against the
 * build), whatever the bundler names its chunk: Leaflet's stamp on every object it tracks,
 * Geoman's draw-start event, Panzoom's zoom event (the app listens to Geoman's create and edit and
 * Panzoom's change events, so those names are in its own chunks too). A chunk's name would not do:
 * Leaflet sits in a chunk named after a small module of ours that both its importers share.
 */
const LIBRARIES: { name: string; mark: string }[] = [
  { name: 'Leaflet', mark: '_leaflet_id' },
  { name: 'Geoman', mark: 'pm:drawstart' },
  { name: 'Panzoom', mark: 'panzoomzoom' },
];

/**
 * "No layout library on the page before it is live": at phone width, every script the page loads
 * (its body read as it arrives) with when it was asked for, against when `<html data-live>` was
 * set, both on the page's own clock (the resource timing entries; a MutationObserver set before
 * the page's first byte). The page asks for the zoom library once live (use-plan-zoom.ts): a run
 * where no script holds Panzoom at all is a broken measurement, not a pass.
 */
async function layoutLibrariesBeforeLive(browser: Browser, url: string): Promise<BenchLine[]> {
  const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const marks = window as unknown as { benchLiveAt?: number };
      new MutationObserver((_changes, observer) => {
        if (!document.documentElement?.hasAttribute('data-live')) return;
        marks.benchLiveAt = performance.now();
        observer.disconnect();
        // The document, not its element: there is no <html> yet when this runs.
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-live'] });
    });
    const bodies: Promise<readonly [string, string] | undefined>[] = [];
    let lastScriptAt = Date.now();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      lastScriptAt = Date.now();
      bodies.push(response.text().then((text) => [response.url(), text] as const, () => undefined));
    });
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
    // As page-scripts.ts: until no script has arrived for a second (the zoom library comes after live).
    while (Date.now() - lastScriptAt < 1000) await page.waitForTimeout(250);
    const { liveAt, asked } = await page.evaluate(() => ({
      liveAt: (window as unknown as { benchLiveAt?: number }).benchLiveAt ?? Number.NaN,
      asked: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
    }));
    const askedAt = new Map(asked);
    const scripts = (await Promise.all(bodies)).filter((body) => body !== undefined);
    const found = scripts.flatMap(([scriptUrl, text]) =>
      LIBRARIES.filter(({ mark }) => text.includes(mark)).map(({ name }) => ({ name, file: new URL(scriptUrl).pathname, at: askedAt.get(scriptUrl) ?? Number.NaN })),
    );
    const early = found.filter(({ at }) => !(at >= liveAt));
    const late = found.filter(({ at }) => at >= liveAt);
    const measured = Number.isFinite(liveAt) && found.some(({ name }) => name === 'Panzoom');
    const lines = [
      line(
        `  layout libraries before <html data-live> (at ${Math.round(liveAt)} ms, ${scripts.length} scripts): ${early.length === 0 ? 'none' : early.map(({ name, file }) => `${name} in ${file}`).join(', ')}` +
          `; after: ${late.map(({ name, file, at }) => `${name} in ${file} at ${Math.round(at)} ms`).join(', ') || 'none'} (budget: none before live)`,
        early.length === 0 && measured,
      ),
    ];
    if (!measured) lines.push(line('    no script held Panzoom, which the page loads once live: the measurement is broken', false));
    return lines;
  } finally {
    await context.close();
  }
}

/** `count` timed runs of `work` after one to warm up, in ms. */
async function timed(count: number, work: (run: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run <= count; run++) {
    const started = performance.now();
    await work(run);
    if (run > 0) times.push(performance.now() - started);
  }
  return times;
}

/** The whole layout saved as the editor saves it (PUT …/layout with the version it read), again and again. */
async function timedSaves(admin: AdminSession, { venture }: BenchVenture, budgetMs: number): Promise<BenchLine[]> {
  const layoutPath = `/api/admin/ventures/${venture.id}/layout`;
  const read = (await (await expectOk(admin.send('GET', layoutPath), 'the layout')).json()) as { version: number; shapes: unknown[] };
  let version = read.version;
  const body = JSON.stringify({ version, shapes: read.shapes });
  const times = await timed(TIMED_REQUESTS, async () => {
    const saved = await expectOk(admin.send('PUT', layoutPath, { version, shapes: read.shapes }), 'the layout save');
    ({ version } = (await saved.json()) as { version: number });
  });
  const ms = median(times);
  return [
    line(
      `saving the layout's ${read.shapes.length} shapes (PUT, ${(body.length / 1024).toFixed(0)} KB of JSON; median of ${TIMED_REQUESTS}): ${Math.round(ms)} ms ` +
        `(runs ${times.map(Math.round).join('/')}) (budget ≤ ${budgetMs} ms)`,
      ms <= budgetMs,
    ),
  ];
}

/**
 * 50 plots' status changed in one request, timed from outside: booked and back to available in
 * turn, so every request changes all 50. That it is one store transaction is the store's contract
 * ("sets the status of many plots in one call", adapters/store/store.contract.ts; one SQLite
 * transaction in plot-repository.ts's setStatuses) and the route's test ("reserves 50 plots in one
 * request and one store write", features/ventures/ventures.admin.routes.test.ts); that the editor
 * sends one request is measured in venture-editor.ts.
 */
async function timedStatusChanges(admin: AdminSession, { venture, plotIds }: BenchVenture): Promise<BenchLine[]> {
  const ids = [...plotIds.values()].slice(100, 150);
  const times = await timed(TIMED_REQUESTS, async (run) => {
    const change = { plotIds: ids, status: run % 2 === 0 ? 'booked' : 'available' };
    await expectOk(admin.send('POST', `/api/admin/ventures/${venture.id}/plot-statuses`, change), 'the status change');
  });
  return [line(`changing the status of ${ids.length} plots in one request (median of ${TIMED_REQUESTS}): ${Math.round(median(times))} ms (runs ${times.map(Math.round).join('/')})`)];
}
