import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitSlot } from '../functions/src/core/constants';
import type { Lead } from '../functions/src/core/schemas/lead';
import type { Store } from '../functions/src/ports/store';
import { ADMIN_FLOW, failUntilRetry, launchBrowser, newPage, REPO_ROOT, screenshot, signInThroughApi, startServer, TEST_VIEWPORTS, type RunningServer } from './harness';

/**
 * The dashboard's lead figures (GET /api/admin/dashboard/figures), checked against what the test
 * put in the store and worked out here on its own (India days and Monday weeks by Intl, not the
 * app's code): overdue follow-ups with their link to the board, leads per week by source in the
 * chart's table (leads moved back weeks in the database file), first response, share resolved,
 * and upcoming site visits under their day and part of the day, each name a link to its lead.
 * Loading, failure with retry and the empty figures; axe over the figures. The flows run once at
 * the back office's flow width; the layout (one column on a phone, three across on a desktop) at
 * both.
 */

let server: RunningServer;
let browser: Browser;
let store: Store;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The India calendar day of a moment, YYYY-MM-DD. */
const indiaDay = (at: Date | string) => new Date(at).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
/** A YYYY-MM-DD day moved by whole days. */
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The Monday of a day's week. */
const mondayOf = (day: string) => shiftDay(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));
/** 'Mon 1 Dec', as a person reads a day of India. */
const weekdayDayMonth = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short' });

const SOURCES = ['contact', 'sell', 'plot-enquiry'] as const;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Seeded {
  today: string;
  overdueSeeded: number;
  /** The overdue count before the test added its own (the demo's). */
  overdueBefore: number;
  visitToday: Lead;
  visitLater: { lead: Lead; day: string; slot: VisitSlot };
  backdated: { id: string; week: string }[];
}

let seeded: Seeded;

async function createLead(name: string, source: (typeof SOURCES)[number], details: Lead['details'] = null): Promise<Lead> {
  return store.leads.create({ name, phone: '9876543210', email: `${unique()}@example.com`, source, details });
}

/** Moves a lead's arrival back (standalone only: the store stamps its own time, so the file is written). */
async function backdate(id: string, at: Date): Promise<void> {
  const { createClient } = await import('@libsql/client');
  const client = createClient({ url: `file:${server.dbFile}` });
  try {
    const result = await client.execute({ sql: 'UPDATE contact_submissions SET created_at = ? WHERE id = ?', args: [at.getTime(), id] });
    expect(result.rowsAffected).toBe(1);
  } finally {
    client.close();
  }
}

const openFollowUpOverdue = (lead: Lead, today: string) => lead.status !== 'resolved' && lead.followUpDate !== null && lead.followUpDate < today;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();

  const today = indiaDay(new Date());
  const overdueBefore = (await store.leads.list()).filter((lead) => openFollowUpOverdue(lead, today)).length;

  // Three overdue follow-ups; one resolved and one due today, which are not.
  const overdue = [-1, -4, -20];
  for (const days of overdue) {
    const lead = await createLead(`Overdue ${days} ${unique()}`, 'contact');
    await store.leads.update(lead.id, { status: 'in_progress', respond: true, followUpDate: shiftDay(today, days) }, []);
  }
  const resolved = await createLead(`Resolved late ${unique()}`, 'sell');
  await store.leads.update(resolved.id, { status: 'resolved', respond: true, followUpDate: shiftDay(today, -3) }, []);
  const dueToday = await createLead(`Due today ${unique()}`, 'contact');
  await store.leads.update(dueToday.id, { followUpDate: today }, []);

  // Site visits: one today in the morning, one in three days in the afternoon.
  const plot = { plotId: 'figures-plot', plotTitle: 'Figures Corner Plot, Thullur' };
  const visitToday = await createLead(`Visitor Today ${unique()}`, 'plot-enquiry', plot);
  await store.leads.update(visitToday.id, { status: 'in_progress', respond: true, visit: { date: today, slot: 'morning' } }, []);
  const laterDay = shiftDay(today, 3);
  const visitLater = await createLead(`Visitor Later ${unique()}`, 'plot-enquiry', plot);
  await store.leads.update(visitLater.id, { visit: { date: laterDay, slot: 'afternoon' } }, []);

  // Leads of earlier weeks, moved back in the database file.
  const backdated: Seeded['backdated'] = [];
  if (server.backend === 'local') {
    for (const [weeksAgo, source] of [
      [3, 'sell'],
      [3, 'plot-enquiry'],
      [3, 'sell'],
      [7, 'contact'],
      [11, 'plot-enquiry'],
    ] as const) {
      const lead = await createLead(`Earlier ${weeksAgo} weeks ${unique()}`, source);
      const at = new Date(Date.now() - weeksAgo * 7 * DAY_MS);
      await backdate(lead.id, at);
      backdated.push({ id: lead.id, week: mondayOf(indiaDay(at)) });
    }
  }

  seeded = {
    today,
    overdueSeeded: overdue.length,
    overdueBefore,
    visitToday: (await store.leads.get(visitToday.id))!,
    visitLater: { lead: (await store.leads.get(visitLater.id))!, day: laterDay, slot: 'afternoon' },
    backdated,
  };
});

afterAll(async () => {
  await store?.close();
  await browser?.close();
  await server?.stop();
});

async function openDashboard(page: Page) {
  await page.goto('/admin/dashboard');
  await page.getByRole('banner').getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.locator('[data-lead-figures][aria-busy="false"]').waitFor();
}

/** The twelve weeks' counts by source, oldest first, worked out from the store's leads. */
function expectedWeeks(leads: readonly Lead[], today: string): { start: string; counts: number[]; total: number }[] {
  const thisMonday = mondayOf(today);
  const starts = Array.from({ length: 12 }, (_, index) => shiftDay(thisMonday, -7 * (11 - index)));
  return starts.map((start) => {
    const ofWeek = leads.filter((lead) => mondayOf(indiaDay(lead.createdAt)) === start);
    const counts = SOURCES.map((source) => ofWeek.filter((lead) => lead.source === source).length);
    return { start, counts, total: ofWeek.length };
  });
}

const figureValue = (page: Page, name: string) => page.locator(`[data-figure="${name}"] [data-figure-value]`);

for (const viewport of TEST_VIEWPORTS) {
  describe(`dashboard lead figures (${viewport})`, () => {
    let context: BrowserContext;
    let page: Page;
    let pageErrors: Error[];

    beforeAll(async () => {
      ({ context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url }));
      await signInThroughApi(context, server);
    });

    afterAll(async () => {
      await context?.close();
    });

    // The layout differs by width: one column on a phone, three figures across on a desktop.
    it('lays the figures out for the width: stacked on a phone, three across on a desktop', async () => {
      await openDashboard(page);
      await page.locator('dl[aria-label="Totals"][aria-busy="false"]').waitFor();
      const boxes = await Promise.all(['overdue', 'first-response', 'resolved'].map((name) => page.locator(`[data-figure="${name}"]`).boundingBox()));
      const [overdue, response, resolved] = boxes.map((box) => box!);
      if (viewport === 'desktop') {
        expect(response!.y).toBeCloseTo(overdue!.y, 0);
        expect(resolved!.y).toBeCloseTo(overdue!.y, 0);
        expect(response!.x).toBeGreaterThan(overdue!.x + overdue!.width - 1);
      } else {
        expect(response!.x).toBeCloseTo(overdue!.x, 0);
        expect(response!.y).toBeGreaterThan(overdue!.y + overdue!.height - 1);
        expect(resolved!.y).toBeGreaterThan(response!.y + response!.height - 1);
      }
      // Nothing wider than the screen, the chart included.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const chartSection = page.locator('section', { has: page.getByRole('heading', { name: 'Leads per week' }) });
      const chart = await page.locator('svg[data-chart="weekly-leads"]').boundingBox();
      const section = await chartSection.boundingBox();
      expect(chart!.x + chart!.width).toBeLessThanOrEqual(section!.x + section!.width);
      // Every axis and week label inside the drawing, none clipped at its edges.
      const clipped = await page.locator('svg[data-chart="weekly-leads"]').evaluate((svg) => {
        const frame = svg.getBoundingClientRect();
        return Array.from(svg.querySelectorAll('text'))
          .filter((text) => {
            const box = text.getBoundingClientRect();
            return box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5;
          })
          .map((text) => text.textContent);
      });
      expect(clipped).toEqual([]);

      await screenshot(page, `dashboard-figures-${viewport}`);
      await page.screenshot({ path: `${REPO_ROOT}/e2e/.artifacts/dashboard-figures-${viewport}-full.png`, fullPage: true });
      await chartSection.screenshot({ path: `${REPO_ROOT}/e2e/.artifacts/dashboard-figures-chart-${viewport}.png` });
      await page
        .locator('section', { has: page.getByRole('heading', { name: 'Upcoming site visits' }) })
        .screenshot({ path: `${REPO_ROOT}/e2e/.artifacts/dashboard-figures-visits-${viewport}.png` });

      expect(pageErrors).toEqual([]);
    });

    if (viewport === ADMIN_FLOW) {
      it('counts the overdue follow-ups of open leads and links to them on the board', async () => {
        await openDashboard(page);
        const leads = await store.leads.list();
        const expected = leads.filter((lead) => openFollowUpOverdue(lead, seeded.today)).length;
        expect(expected).toBe(seeded.overdueBefore + seeded.overdueSeeded);
        await expect.poll(() => figureValue(page, 'overdue').textContent()).toBe(String(expected));

        const card = page.locator('[data-figure="overdue"]');
        await card.getByRole('heading', { name: 'Follow-ups overdue' }).waitFor();
        await card.getByRole('link', { name: 'See overdue leads' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/contacts' && url.searchParams.get('followUp') === 'overdue');
        expect(pageErrors).toEqual([]);
      });

      it("lists each week's leads by source in the chart's table, the moved-back weeks included", async () => {
        await openDashboard(page);
        const weeks = expectedWeeks(await store.leads.list(), seeded.today);
        const total = weeks.reduce((sum, week) => sum + week.total, 0);

        const chart = page.getByRole('img', { name: /^Leads per week, last 12 weeks: / });
        await expect.poll(() => chart.getAttribute('aria-label')).toContain(`: ${total} in total, most in the week of `);
        await expect.poll(() => chart.locator('g[data-week]').count()).toBe(12);

        const details = page.locator('details', { hasText: 'Show the numbers' });
        await details.getByText('Show the numbers').click();
        const table = details.getByRole('table');
        await table.waitFor();
        const headers = await table.getByRole('columnheader').allTextContents();
        expect(headers.map((header) => header.trim())).toEqual(['Week of', 'Contact form', 'Sell enquiry', 'Plot enquiry', 'Total']);
        const rows = await table.locator('tbody tr').evaluateAll((trs) =>
          trs.map((tr) => ({
            start: tr.getAttribute('data-week'),
            cells: Array.from(tr.querySelectorAll('td'), (td) => Number(td.textContent)),
          })),
        );
        expect(rows).toEqual(weeks.map((week) => ({ start: week.start, cells: [...week.counts, week.total] })));

        // The leads moved back are in their weeks: three weeks ago two sell enquiries and a plot enquiry.
        if (server.backend === 'local') {
          expect(seeded.backdated).toHaveLength(5);
          const threeWeeksAgo = rows.find((row) => row.start === seeded.backdated[0]!.week)!;
          expect(threeWeeksAgo.cells[1]).toBeGreaterThanOrEqual(2);
          expect(threeWeeksAgo.cells[2]).toBeGreaterThanOrEqual(1);
          for (const { week } of seeded.backdated) expect(rows.find((row) => row.start === week)!.cells[3]).toBeGreaterThan(0);
        }
        // Each bar says its week and counts as a tooltip.
        const thisWeek = weeks.at(-1)!;
        const title = await chart.locator(`g[data-week="${thisWeek.start}"] > title`).textContent();
        expect(title).toMatch(new RegExp(`^Week of .+: ${thisWeek.total} leads? \\(Contact form ${thisWeek.counts[0]}, Sell enquiry ${thisWeek.counts[1]}, Plot enquiry ${thisWeek.counts[2]}\\)$`));
        expect(pageErrors).toEqual([]);
      });

      it('shows time to first response and the share resolved from every lead', async () => {
        await openDashboard(page);
        const leads = await store.leads.list();
        const firstMonday = shiftDay(mondayOf(seeded.today), -77);
        const ofWeeks = leads.filter((lead) => indiaDay(lead.createdAt) >= firstMonday);
        const answered = ofWeeks.filter((lead) => lead.firstResponseAt !== null).length;
        expect(answered).toBeGreaterThan(0);
        const response = page.locator('[data-figure="first-response"]');
        await response.getByText(`${answered} answered, ${ofWeeks.length - answered} waiting`, { exact: true }).waitFor();
        await expect.poll(() => figureValue(page, 'first-response').locator('[aria-hidden="true"]').textContent()).toMatch(/^(under 1 min|\d+ min|\d+ h( \d+ min)?|\d+ days?( \d+ h)?)$/);

        const resolved = leads.filter((lead) => lead.status === 'resolved').length;
        const share = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 0 }).format(resolved / leads.length);
        await expect.poll(() => figureValue(page, 'resolved').textContent()).toBe(share);
        await page.locator('[data-figure="resolved"]').getByText(`${resolved} of ${leads.length} leads`, { exact: true }).waitFor();
        expect(pageErrors).toEqual([]);
      });

      it('lists upcoming site visits under their day with the part of the day, each name a link to the lead', async () => {
        await openDashboard(page);
        const section = page.locator('section', { has: page.getByRole('heading', { name: 'Upcoming site visits' }) });

        const todayGroup = section.locator(`[data-visit-day="${seeded.today}"]`);
        await expect.poll(() => todayGroup.getByRole('heading', { level: 3 }).textContent()).toMatch(/^Today/);
        const morning = todayGroup.locator(`[data-visit="${seeded.visitToday.id}"]`);
        await expect.poll(() => morning.textContent()).toContain('Morning (9 am – 12 pm)');
        await expect.poll(() => morning.textContent()).toContain('Figures Corner Plot, Thullur');

        const { lead, day } = seeded.visitLater;
        const laterGroup = section.locator(`[data-visit-day="${day}"]`);
        await expect.poll(() => laterGroup.getByRole('heading', { level: 3 }).textContent()).toBe(weekdayDayMonth(day));
        const visit = laterGroup.locator(`[data-visit="${lead.id}"]`);
        await expect.poll(() => visit.textContent()).toContain('Afternoon (12 – 4 pm)');
        await expect.poll(() => visit.getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe('tel:9876543210');
        // Days in order, with nothing before today.
        const days = await section.locator('[data-visit-day]').evaluateAll((items) => items.map((item) => item.getAttribute('data-visit-day') ?? ''));
        expect(days).toEqual([...days].sort());
        expect(days[0]! >= seeded.today).toBe(true);

        const name = visit.getByRole('link', { name: lead.name });
        await expect.poll(() => name.getAttribute('href')).toBe(`/admin/contacts/${lead.id}`);
        await name.click();
        await page.waitForURL((url) => url.pathname === `/admin/contacts/${lead.id}`);
        expect(pageErrors).toEqual([]);
      });

      it('passes axe with the numbers open', async () => {
        await openDashboard(page);
        await page.locator('details', { hasText: 'Show the numbers' }).getByText('Show the numbers').click();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('[data-lead-figures]').analyze();
        const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(blocking.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))).toEqual([]);
      });

      it('shows the counters without waiting for the figures, then skeletons, a failure with retry, and empty figures', async () => {
        const route = '**/api/admin/dashboard/figures';
        // Held back: the counters come, the figures stay busy.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(route, async (request) => {
          await held;
          await request.continue();
        });
        await page.goto('/admin/dashboard');
        await page.locator('dl[aria-label="Totals"][aria-busy="false"]').waitFor();
        await page.locator('[data-lead-figures][aria-busy="true"]').waitFor();
        await expect.poll(() => page.locator('[data-figure][aria-busy="true"]').count()).toBe(3);
        await screenshot(page, `dashboard-figures-loading-${viewport}`);
        release();
        await page.locator('[data-lead-figures][aria-busy="false"]').waitFor();
        await page.unroute(route);

        // The server fails: said so, with a retry; the counters are unaffected.
        const unroute = await failUntilRetry(page, route, (request) =>
          request.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } } }),
        );
        await page.goto('/admin/dashboard');
        const alert = page.getByRole('alert').filter({ hasText: 'Could not load the lead figures.' });
        await alert.waitFor();
        await page.locator('dl[aria-label="Totals"][aria-busy="false"]').waitFor();
        await screenshot(page, `dashboard-figures-error-${viewport}`);
        await alert.getByRole('button', { name: 'Try again' }).click();
        await page.locator('[data-lead-figures][aria-busy="false"]').waitFor();
        await unroute();

        // Nothing at all yet.
        await page.route(route, (request) =>
          request.fulfill({
            status: 200,
            json: {
              today: seeded.today,
              overdueFollowUps: 0,
              weeks: Array.from({ length: 12 }, (_, index) => ({
                start: shiftDay(mondayOf(seeded.today), -7 * (11 - index)),
                counts: { contact: 0, sell: 0, 'plot-enquiry': 0 },
              })),
              firstResponse: { medianMinutes: null, answered: 0, waiting: 0 },
              resolved: { resolved: 0, total: 0 },
              upcomingVisits: [],
            },
          }),
        );
        await page.goto('/admin/dashboard');
        await page.locator('[data-lead-figures][aria-busy="false"]').waitFor();
        await page.getByText('Nothing overdue: every follow-up is on time.').waitFor();
        await expect.poll(() => page.locator('[data-figure="overdue"]').getByRole('link').count()).toBe(0);
        await page.getByText('No answered leads in the last 12 weeks').waitFor();
        await page.locator('[data-figure="resolved"]').getByText('No leads yet').waitFor();
        await page.getByText('No site visits booked for the next 14 days.').waitFor();
        await expect.poll(() => page.getByRole('img', { name: 'Leads per week, last 12 weeks: none' }).count()).toBe(1);
        await screenshot(page, `dashboard-figures-empty-${viewport}`);
        await page.unroute(route);
        expect(pageErrors).toEqual([]);
      });
    }
  });
}
