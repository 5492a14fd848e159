/**
 * Performance budgets of the public site, measured on this machine and printed (not a timed test):
 *  1. plot search API with 10,000 plots: median < 15 ms, p95 < 40 ms (warm server, one run);
 *  2. JavaScript the home page loads: ≤ 150 KB gzipped, and no admin code on public pages;
 *  3. standalone server RSS after the search benchmark: < 250 MB.
 * Run with `npm run bench` (builds first). Exits 1 when a budget is missed.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { bulkInsertPlots } from '../functions/src/adapters/store/sqlite/bulk-insert-plots';
import { createSqliteStore } from '../functions/src/adapters/store/sqlite/sqlite-store';
import { insertBulkPlots } from '../functions/src/seed/bulk-plots';
import { seedSettingsIfMissing } from '../functions/src/seed/seed-demo';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness';

const REPO = resolve(import.meta.dirname, '..');
const PLOTS = 10_000;
const SEARCH_REQUESTS = 1_000;
const WARMUP_REQUESTS = 100;
const PORT = 3900 + Math.floor(Math.random() * 90);
const BASE = `http://127.0.0.1:${PORT}`;

const SEARCHES: Record<string, string>[] = [
  {},
  { location: 'thullur' },
  { status: 'available', sort: 'price-asc' },
  { priceMin: '2500000', priceMax: '9000000' },
  { areaMin: '1500', areaMax: '3000', sort: 'area-desc' },
  { roadFacing: 'North-East', status: 'available' },
  { category: 'commercial', sort: 'price-desc', page: '5' },
  { location: 'pa', page: '20', pageSize: '24' },
  { status: 'sold', roadFacing: 'East', sort: 'area-asc' },
  { category: 'residential', location: 'mangalagiri', priceMax: '6000000' },
];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'amaravati-bench-'));
  const store = await createSqliteStore({ file: join(dataDir, 'amaravati.db') });
  const insertStarted = performance.now();
  await insertBulkPlots(store, PLOTS, 42, bulkInsertPlots);
  await seedSettingsIfMissing(store);
  await store.close();
  console.log(`setup: ${PLOTS} plots inserted in ${Math.round(performance.now() - insertStarted)} ms`);

  const server = spawn(process.execPath, [join(REPO, 'functions/dist/server.js')], {
    cwd: REPO,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let failed = false;
  try {
    await waitForHealth();

    const urls = SEARCHES.map((params) => `${BASE}/api/plots?${new URLSearchParams(params).toString()}`);
    for (let i = 0; i < WARMUP_REQUESTS; i++) await (await fetch(urls[i % urls.length]!)).arrayBuffer();
    const timings: number[] = [];
    for (let i = 0; i < SEARCH_REQUESTS; i++) {
      const started = performance.now();
      const response = await fetch(urls[i % urls.length]!);
      await response.arrayBuffer();
      timings.push(performance.now() - started);
      if (!response.ok) throw new Error(`search answered ${response.status}`);
    }
    timings.sort((a, b) => a - b);
    const median = percentile(timings, 50);
    const p95 = percentile(timings, 95);
    const searchOk = median < 15 && p95 < 40;
    console.log(
      `plot search, ${PLOTS} plots, ${SEARCH_REQUESTS} sequential requests over ${SEARCHES.length} queries: ` +
        `median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${timings.at(-1)!.toFixed(2)} ms ` +
        `(budget median < 15, p95 < 40) ${searchOk ? 'OK' : 'OVER BUDGET'}`,
    );
    failed ||= !searchOk;

    const rss = rssMegabytes(server.pid!);
    const rssOk = rss < 250;
    console.log(`server RSS after the search benchmark: ${rss.toFixed(1)} MB (budget < 250) ${rssOk ? 'OK' : 'OVER BUDGET'}`);
    failed ||= !rssOk;

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      for (const path of ['/', '/properties', '/contact', '/amaravati-updates']) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const scripts = new Map<string, number>();
        page.on('response', async (response) => {
          if (response.request().resourceType() !== 'script') return;
          try {
            scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);
          } catch {
            // a redirect or aborted response has no body
          }
        });
        await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(800);
        const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
        const adminChunks = [...scripts.keys()].filter((name) => /admin/i.test(name));
        const line = `JS loaded by ${path}: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`;
        if (path === '/') {
          const jsOk = total <= 150 * 1024;
          console.log(`${line} (budget ≤ 150 KB) ${jsOk ? 'OK' : 'OVER BUDGET'}`);
          failed ||= !jsOk;
        } else {
          console.log(line);
        }
        if (adminChunks.length > 0) {
          console.log(`  admin code loaded on a public page: ${adminChunks.join(', ')} — NOT OK`);
          failed = true;
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(failed ? 'bench: a budget was missed' : 'bench: all budgets met');
  process.exitCode = failed ? 1 : 0;
}

await main();
