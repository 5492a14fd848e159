import { chromium, type Page } from 'playwright-core';
import { addDays, siteDay } from '../../functions/src/core/dates';
import { LEAD_SOURCES } from '../../functions/src/core/lead-status';
import type { Store } from '../../functions/src/ports/store';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/harness';
import { BENCH_ADMIN, BENCH_ADMIN_ENV, startBenchServer } from './bench-server';
import { line, median, percentile, type BenchLine } from './report';

const RUNS = 3;
const STATUSES = ['new', 'in_progress', 'resolved'] as const;

/** `count` leads of every source and status, some with follow-ups and visits, as a busy office would have. */
async function fillLeads(store: Store, count: number): Promise<void> {
  const today = siteDay(new Date());
  for (let index = 0; index < count; index++) {
    const source = LEAD_SOURCES[index % LEAD_SOURCES.length]!;
    const lead = await store.leads.create({
      name: `Bench Lead ${index}`,
      phone: `98${String(index).padStart(8, '0')}`,
      email: `lead${index}@example.com`,
      source,
      details: source === 'plot-enquiry' ? { plotId: `p${index}`, plotTitle: `Plot ${index}`, ...(index % 5 === 0 ? { visitDate: addDays(today, index % 14), visitSlot: 'morning' } : {}) } : null,
      origin: { page: '/contact', utm: { source: index % 2 === 0 ? 'whatsapp' : 'google' } },
    });
    const status = STATUSES[index % STATUSES.length]!;
    if (status !== 'new' || index % 7 === 0) {
      await store.leads.update(lead.id, { status, ...(index % 7 === 0 ? { followUpDate: addDays(today, (index % 5) - 2) } : {}) }, []);
    }
  }
}

/**
 * The lead board with `count` leads (desktop width, signed in), medians of 3 after a warm-up:
 * opened from the menu as staff open it, to the board drawn and the main thread free again (the
 * budget); a fresh load of its address (which adds the back office's boot whatever the number of
 * leads); a search typed and shown; and the 5 s poll — the whole list once, then 304s with no
 * body while nothing changes.
 */
export async function benchLeadBoard(count: number, budgetMs: number): Promise<BenchLine[]> {
  const server = await startBenchServer((store) => fillLeads(store, count), BENCH_ADMIN_ENV);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, baseURL: server.base });
    const signedIn = await context.request.post('/api/auth/login', { data: BENCH_ADMIN, headers: { 'X-Requested-With': 'fetch', Origin: server.base } });
    if (signedIn.status() !== 200) throw new Error(`bench sign-in: ${signedIn.status()}`);

    const opened: number[] = [];
    const cold: number[] = [];
    const searched: number[] = [];
    const untilIdle = (page: Page) => page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))));
    // One run to warm the browser's cache, then the measured ones.
    for (let run = 0; run <= RUNS; run++) {
      const fresh = await context.newPage();
      await fresh.goto('/admin/contacts');
      await fresh.locator('[data-lead-handle]').first().waitFor({ timeout: 60_000 });
      const loaded = await untilIdle(fresh);
      await fresh.close();
      // As staff open it: from another back-office page, by the menu (the list not loaded yet).
      const page = await context.newPage();
      await page.goto('/admin/dashboard');
      await page.locator('dl[aria-label="Totals"][aria-busy="false"]').waitFor();
      await untilIdle(page);
      const clicked = await page.evaluate(() => performance.now());
      await page.getByRole('link', { name: 'Contact Messages' }).first().click();
      await page.locator('[data-lead-handle]').first().waitFor({ timeout: 60_000 });
      const shown = (await untilIdle(page)) - clicked;
      const search = page.getByRole('searchbox', { name: 'Search leads' }).or(page.getByLabel('Search leads'));
      const sought = `Bench Lead ${Math.floor(count * 0.86)}`;
      const started = await page.evaluate(() => performance.now());
      await search.first().fill(sought);
      await page.getByRole('article', { name: sought, exact: true }).waitFor();
      const found = (await untilIdle(page)) - started;
      if (run > 0) {
        cold.push(loaded);
        opened.push(shown);
        searched.push(found);
      }
      await page.close();
    }

    // The poll as the board makes it: the first answer, then revalidations with its ETag.
    const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    const headers = { Cookie: cookie, 'X-Requested-With': 'fetch' };
    const first = await fetch(`${server.base}/api/admin/leads`, { headers: { ...headers, 'Accept-Encoding': 'gzip' } });
    const body = await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const polls: number[] = [];
    const statuses = new Set<number>();
    for (let poll = 0; poll < 20; poll++) {
      const started = performance.now();
      // As a browser revalidates (fetch() itself would add Cache-Control: no-cache to a request with If-None-Match).
      const again = await fetch(`${server.base}/api/admin/leads`, { headers: { ...headers, 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } });
      await again.arrayBuffer();
      polls.push(performance.now() - started);
      statuses.add(again.status);
    }
    polls.sort((a, b) => a - b);
    await context.close();
    const boardMs = median(opened);
    return [
      line(`lead board with ${count.toLocaleString('en-IN')} leads, opened from the menu to drawn and idle (median of ${RUNS}): ${Math.round(boardMs)} ms (budget ≤ ${budgetMs} ms)`, boardMs <= budgetMs),
      line(`  a fresh load of /admin/contacts, to drawn and idle (median of ${RUNS}): ${Math.round(median(cold))} ms`),
      line(`  a search typed and shown (median of ${RUNS}): ${Math.round(median(searched))} ms`),
      line(`  GET /api/admin/leads: ${(body.byteLength / 1024).toFixed(0)} KB as sent (${first.headers.get('content-encoding') ?? 'identity'})`),
      line(`  unchanged poll: ${[...statuses].join(', ')} in p50 ${percentile(polls, 50).toFixed(1)} ms, p95 ${percentile(polls, 95).toFixed(1)} ms`, statuses.size === 1 && statuses.has(304)),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
