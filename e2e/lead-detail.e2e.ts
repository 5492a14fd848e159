import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shortDate, siteDay } from '../functions/src/core/dates';
import { MESSAGES } from '../functions/src/core/messages';
import type { Lead } from '../functions/src/core/schemas/lead';
import { adminPaths } from '../functions/src/core/site-paths';
import { VISIT_SLOT_LABELS } from '../functions/src/core/visit-date';
import type { Store } from '../functions/src/ports/store';
import { ADMIN, ADMIN_FLOW, launchBrowser, newPage, screenshot, signedInContexts, signInThroughApi, startServer, type RunningServer } from './harness';

/**
 * A lead's page (/admin/contacts/:id): reached from its card, it shows who and how to reach them;
 * notes are added and kept (a draft survives a reload); status, follow-up, assignee and the site
 * visit are saved together and each change shows in the history with who and when; a visit is
 * moved and cancelled; bad input is refused next to its field; the board marks overdue
 * follow-ups and filters them. Every result is read back from the server's store.
 */

let server: RunningServer;
let browser: Browser;
let store: Store;
let contexts: Map<string, BrowserContext>;
const COLLEAGUE = 'sales.desk@capitalacres.example';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
  contexts = await signedInContexts(browser, server, [ADMIN_FLOW]);
  const context = contexts.get(ADMIN_FLOW)!;
  const created = await context.request.post(`${server.url}/api/admin/users`, {
    data: { email: COLLEAGUE, password: 'colleague-password-1' },
    headers: { 'X-Requested-With': 'fetch', Origin: server.url },
  });
  expect(created.status()).toBe(201);
});

afterAll(async () => {
  for (const context of contexts?.values() ?? []) await context.close();
  await store?.close();
  await browser?.close();
  await server?.stop();
});

const today = siteDay(new Date());
const day = (offset: number) => addDays(today, offset);
const dayText = (value: string) => shortDate(`${value}T12:00:00Z`);
let phoneSeq = 0;
const phone = () => `9${String(Date.now() % 1e8).padStart(8, '0')}${phoneSeq++ % 10}`;

async function newPageSignedIn(): Promise<Page> {
  const page = await contexts.get(ADMIN_FLOW)!.newPage();
  return page;
}

async function openLead(page: Page, lead: Lead): Promise<void> {
  await page.goto(adminPaths.lead(lead.id));
  await page.getByRole('heading', { name: lead.name, level: 2 }).waitFor();
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

function history(page: Page) {
  return page.getByTestId('lead-history');
}

describe('a lead\'s page', () => {
  it('opens from the card on the board and shows how to reach the lead and what they asked', async () => {
    const lead = await store.leads.create({
      name: `Detail Opener ${Date.now().toString(36)}`,
      phone: phone(),
      email: 'opener@example.com',
      source: 'plot-enquiry',
      details: { plotId: 'p1', plotTitle: 'Corner plot in Rayapudi', visitDate: day(2), visitSlot: 'morning', message: 'Is the road 40 ft?' },
      origin: { page: '/plots/p1-corner-plot', utm: { source: 'whatsapp' } },
    });
    const page = await newPageSignedIn();
    await page.goto(adminPaths.leads(lead.name));
    await page.getByRole('article', { name: lead.name, exact: true }).getByRole('link', { name: new RegExp(lead.name) }).click();
    await page.waitForURL(`**${adminPaths.lead(lead.id)}`);
    await page.getByRole('heading', { name: lead.name, level: 2 }).waitFor();
    // The tab names the lead once its data is there.
    await expect.poll(() => page.title()).toBe(`${lead.name} | Admin | Amaravati Plots`);
    await expect.poll(() => page.getByRole('link', { name: `Call ${lead.phone}` }).getAttribute('href')).toBe(`tel:${lead.phone}`);
    await expect.poll(() => page.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(`https://wa.me/91${lead.phone}`);
    const asked = page.getByRole('region', { name: 'What they asked' });
    await asked.getByText('Is the road 40 ft?').waitFor();
    await asked.getByText('/plots/p1-corner-plot · whatsapp').waitFor();
    await expect.poll(() => history(page).locator('li').count()).toBe(1);
    await expect.poll(() => history(page).textContent()).toContain('Sent the plot enquiry');
    await screenshot(page, `lead-detail-${ADMIN_FLOW}`);
    await page.close();
  });

  it('adds notes that stay, keeps a note being typed across a reload, and marks the lead answered', async () => {
    const lead = await store.leads.create({ name: `Noted Caller ${Date.now().toString(36)}`, phone: phone(), email: 'noted@example.com', source: 'contact' });
    const page = await newPageSignedIn();
    await openLead(page, lead);
    const note = page.getByRole('textbox', { name: 'Note' });
    await note.fill('Wants 200 sq yd, east facing; budget 40 L');
    // Nothing typed is lost: the draft comes back after a reload.
    await page.reload();
    await page.getByRole('heading', { name: lead.name, level: 2 }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Note' }).inputValue()).toBe('Wants 200 sq yd, east facing; budget 40 L');
    await page.getByRole('button', { name: 'Add note' }).click();
    await toast(page, 'Note added');
    await history(page).getByText('Wants 200 sq yd, east facing; budget 40 L').waitFor();
    await expect.poll(() => history(page).locator('li[data-kind="note"]').textContent()).toContain(ADMIN.email);
    await expect.poll(() => page.getByRole('textbox', { name: 'Note' }).inputValue()).toBe('');

    // An empty note is refused in the browser, next to the field; nothing is stored.
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText(MESSAGES.noteRequired).waitFor();

    const stored = await store.leads.history(lead.id);
    expect(stored.map((entry) => [entry.kind, entry.text, entry.by?.email])).toEqual([['note', 'Wants 200 sq yd, east facing; budget 40 L', ADMIN.email]]);
    expect((await store.leads.get(lead.id))?.firstResponseAt).not.toBeNull();
    await page.close();
  });

  it('saves status, follow-up, assignee and a moved visit together, each change in the history; then cancels the visit', async () => {
    const lead = await store.leads.create({
      name: `Worked Buyer ${Date.now().toString(36)}`,
      phone: phone(),
      email: 'worked@example.com',
      source: 'plot-enquiry',
      details: { plotId: 'p2', plotTitle: 'Plot near Seed Access Road', visitDate: day(2), visitSlot: 'morning' },
    });
    const page = await newPageSignedIn();
    await openLead(page, lead);
    await page.getByLabel('Status').selectOption('in_progress');
    await page.getByLabel('Assigned to').selectOption({ label: COLLEAGUE });
    await page.getByLabel('Follow-up date').fill(day(3));
    await page.getByLabel('Day', { exact: true }).fill(day(4));
    await page.getByLabel('Time of day').selectOption('evening');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Lead updated');
    await history(page).getByText(`Site visit moved from ${dayText(day(2))}, ${VISIT_SLOT_LABELS.morning} to ${dayText(day(4))}, ${VISIT_SLOT_LABELS.evening}`).waitFor();
    const lines = await history(page).locator('li').allTextContents();
    expect(lines.join('\n')).toContain('Moved from New to In Progress');
    expect(lines.join('\n')).toContain(`Follow-up set for ${dayText(day(3))}`);
    expect(lines.join('\n')).toContain(`Assigned to ${COLLEAGUE}`);

    const colleagueId = (await store.leads.get(lead.id))?.assignedTo;
    expect(await store.leads.get(lead.id)).toMatchObject({ status: 'in_progress', followUpDate: day(3), details: { visitDate: day(4), visitSlot: 'evening' } });
    expect(colleagueId).toBeTruthy();
    expect((await store.leads.history(lead.id)).map((entry) => [entry.kind, entry.by?.email])).toEqual([
      ['status', ADMIN.email],
      ['followUp', ADMIN.email],
      ['assigned', ADMIN.email],
      ['visit', ADMIN.email],
    ]);

    // A day without a time of day is refused next to the field, and nothing is saved.
    await page.getByLabel('Time of day').selectOption('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(MESSAGES.visitDateForSlot).or(page.getByText(MESSAGES.visitSlotRequired)).first().waitFor();
    expect((await store.leads.history(lead.id)).length).toBe(4);

    // Cancelling: no day, no time of day.
    await page.getByLabel('Day', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Lead updated');
    await history(page).getByText(`Site visit of ${dayText(day(4))}, ${VISIT_SLOT_LABELS.evening} cancelled`).waitFor();
    const cancelled = await store.leads.get(lead.id);
    expect(cancelled?.details).toEqual({ plotId: 'p2', plotTitle: 'Plot near Seed Access Road' });
    await page.close();
  });

  it('marks overdue follow-ups on the board and filters them; a missing lead says so', async () => {
    const overdue = await store.leads.create({ name: `Overdue Caller ${Date.now().toString(36)}`, phone: phone(), email: 'late@example.com', source: 'contact' });
    await store.leads.update(overdue.id, { followUpDate: day(-2) }, []);
    const later = await store.leads.create({ name: `Later Caller ${Date.now().toString(36)}`, phone: phone(), email: 'later@example.com', source: 'contact' });
    await store.leads.update(later.id, { followUpDate: day(5) }, []);
    const page = await newPageSignedIn();
    await page.goto(adminPaths.overdueLeads());
    const overdueCard = page.getByRole('article', { name: overdue.name, exact: true });
    await overdueCard.waitFor();
    await expect.poll(() => overdueCard.locator('[data-follow-up="overdue"]').textContent()).toBe(`Follow-up overdue (${dayText(day(-2))})`);
    await expect.poll(() => page.getByRole('article', { name: later.name, exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByLabel('Follow-up').inputValue()).toBe('overdue');
    // The export keeps the filter.
    await expect.poll(() => page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toContain('followUp=overdue');

    await page.getByLabel('Follow-up').selectOption('all');
    const laterCard = page.getByRole('article', { name: later.name, exact: true });
    await laterCard.waitFor();
    await expect.poll(() => laterCard.locator('[data-follow-up="later"]').textContent()).toBe(`Follow up ${dayText(day(5))}`);

    await page.goto(adminPaths.lead('no-such-lead'));
    await page.getByText('This lead does not exist any more').waitFor();
    await page.getByRole('link', { name: 'All leads' }).waitFor();
    await page.close();
  });
});

describe('a lead\'s page on a phone', () => {
  it('stacks into one column without sideways scrolling', async () => {
    const lead = await store.leads.create({ name: `Phone Layout ${Date.now().toString(36)}`, phone: phone(), email: 'phone@example.com', source: 'contact' });
    const { context, page, pageErrors } = await newPage(browser, 'mobile', { baseURL: server.url });
    await signInThroughApi(context, server);
    await openLead(page, lead);
    expect(pageErrors).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'lead-detail-mobile');
    await context.close();
  });
});
