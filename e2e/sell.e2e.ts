import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLOT_CATEGORY_LABELS } from '../functions/src/core/constants';
import { MESSAGES } from '../functions/src/core/messages';
import type { Store } from '../functions/src/ports/store';
import { launchBrowser, newPage, PUBLIC_FLOW, screenshot, startServer, type RunningServer } from './harness';

/**
 * /sell/{category}: how selling works and an enquiry that becomes a lead with its details. Flows,
 * not layout: once, at the public flows' width; the page of a second category is checked on the
 * way (its heading, title and the type chosen for it in the form).
 */

let server: RunningServer;
let browser: Browser;
let store: Store;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
});

afterAll(async () => {
  await store?.close();
  await browser?.close();
  await server?.stop();
});

function form(page: Page) {
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Tell us about your property' }) });
  return {
    section,
    category: section.getByRole('combobox', { name: 'Property type', exact: true }),
    location: section.getByRole('textbox', { name: 'Location', exact: true }),
    area: section.getByRole('textbox', { name: 'Area (optional)', exact: true }),
    price: section.getByRole('textbox', { name: 'Expected price (optional)', exact: true }),
    message: section.getByRole('textbox', { name: 'Anything else we should know (optional)', exact: true }),
    name: section.getByRole('textbox', { name: 'Name', exact: true }),
    phone: section.getByRole('textbox', { name: 'Phone Number', exact: true }),
    email: section.getByRole('textbox', { name: 'Email', exact: true }),
    submit: section.getByRole('button', { name: /Send Enquiry|Sending\.\.\./ }),
  };
}

const category = 'agricultural';
/** Another category, for the failure flow: the page and the form follow the address. */
const otherCategory = 'residential';

for (const viewport of [PUBLIC_FLOW]) {
  describe(`sell (${viewport})`, () => {
    it('explains selling and creates a lead with the details', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto(`/sell/${category}`);
        const label = PLOT_CATEGORY_LABELS[category];
        await page.getByRole('heading', { level: 1, name: new RegExp(label, 'i') }).waitFor();
        await page.getByRole('heading', { name: /How selling/ }).waitFor();
        await expect.poll(() => page.locator('ol').first().getByRole('listitem').count()).toBe(3);
        await page.getByRole('heading', { name: 'Why sell with us' }).waitFor();
        await expect.poll(() => page.title()).toContain(label);

        const f = form(page);
        await expect.poll(() => f.category.inputValue()).toBe(category);

        await f.submit.click();
        await page.getByRole('status').filter({ hasText: MESSAGES.fixFormErrors }).first().waitFor();
        for (const message of [MESSAGES.nameRequired, MESSAGES.phoneRequired, MESSAGES.emailRequired, 'Location is required']) {
          await f.section.getByText(message, { exact: true }).waitFor();
        }
        await screenshot(page, `sell-errors-${viewport}`);

        const name = `E2E Seller ${viewport} ${Date.now()}`;
        await f.location.fill('Nelapadu');
        await f.area.fill('300 sq yd');
        await f.price.fill('₹48,000 per sq yd');
        await f.message.fill('East facing, clear title.');
        await f.name.fill(name);
        await f.phone.fill('9000012345');
        await f.email.fill('seller@example.com');
        await f.submit.click();
        await page.getByRole('status').filter({ hasText: MESSAGES.sellEnquirySent }).first().waitFor();
        await expect.poll(() => f.name.inputValue()).toBe('');
        await expect.poll(() => f.location.inputValue()).toBe('');
        await expect.poll(() => f.category.inputValue()).toBe(category);

        const lead = (await store.leads.list()).find((candidate) => candidate.name === name);
        expect(lead).toMatchObject({
          status: 'new',
          source: 'sell',
          phone: '9000012345',
          email: 'seller@example.com',
          details: {
            category,
            location: 'Nelapadu',
            area: '300 sq yd',
            expectedPrice: '₹48,000 per sq yd',
            message: 'East facing, clear title.',
          },
        });
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('keeps the typed values when sending fails', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto(`/sell/${otherCategory}`);
        const label = PLOT_CATEGORY_LABELS[otherCategory];
        await page.getByRole('heading', { level: 1, name: new RegExp(label, 'i') }).waitFor();
        await expect.poll(() => page.title()).toContain(label);
        const f = form(page);
        await expect.poll(() => f.category.inputValue()).toBe(otherCategory);
        await f.location.fill('Tadepalli');
        await f.name.fill('Kept Seller');
        await f.phone.fill('9000054321');
        await f.email.fill('kept@example.com');
        await page.route('**/api/sell-enquiries', (route) =>
          route.fulfill({ status: 503, json: { error: { code: 'internal', message: 'Down' } } }),
        );
        await f.submit.click();
        await page.getByRole('status').filter({ hasText: MESSAGES.contactFailure }).first().waitFor();
        await expect.poll(() => f.location.inputValue()).toBe('Tadepalli');
        await expect.poll(() => f.name.inputValue()).toBe('Kept Seller');
        await expect.poll(() => f.email.inputValue()).toBe('kept@example.com');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('shows the not-found page for an unknown category', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/sell/castles');
        await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
        await expect.poll(() => form(page).section.count()).toBe(0);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
