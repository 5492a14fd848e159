import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROADMAP_ITEMS } from '../functions/src/core/roadmap';
import { telLink } from '../functions/src/core/links';
import { MESSAGES } from '../functions/src/core/messages';
import type { SiteSettings } from '../functions/src/core/schemas/settings';
import type { Store } from '../functions/src/ports/store';
import { holdAppScript, launchBrowser, liveSection, newPage, PUBLIC_FLOW, screenshot, startServer, type RunningServer, type ViewportName } from './harness';
import { itModeIndependent } from './mode-independent';

/**
 * The Contact page: 'Get in Touch' cards from the site settings, the 'Contact Us' form with the
 * six messages of docs/product.md §5 and its toasts, a lead really stored (read back from the database file,
 * not the API), nothing typed lost on failure, the roadmap and a working subscription. None of it
 * depends on the layout: each test runs once, at the public flows' width (in the desktop-only
 * Firebase-mode run, at desktop).
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

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function form(page: Page) {
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Contact Us', exact: true }) });
  return {
    section,
    // By accessible name: the required '*' is hidden from assistive technology, so the name is the label's words.
    name: section.getByRole('textbox', { name: 'Name', exact: true }),
    phone: section.getByRole('textbox', { name: 'Phone Number', exact: true }),
    email: section.getByRole('textbox', { name: 'Email', exact: true }),
    submit: section.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
  };
}

async function openContact(viewport: ViewportName) {
  const opened = await newPage(browser, viewport, { baseURL: server.url });
  await opened.page.goto('/contact');
  await opened.page.getByRole('heading', { name: 'Contact Us', exact: true }).waitFor();
  return opened;
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

for (const viewport of [PUBLIC_FLOW]) {
  describe(`contact page (${viewport})`, () => {
    it('shows the contact cards from the settings and the roadmap', async () => {
      const settings = (await (await fetch(`${server.url}/api/settings`)).json()) as SiteSettings;
      const { context, page, pageErrors } = await openContact(viewport);
      try {
        await page.getByRole('heading', { name: 'Get in Touch', level: 1 }).waitFor();
        // The footer repeats some details: look inside the three cards.
        const details = page.getByRole('list', { name: 'Contact details' });
        await expect.poll(() => details.getByRole('listitem').count()).toBe(3);
        const email = details.getByRole('link', { name: settings.email });
        await expect.poll(() => email.getAttribute('href')).toBe(`mailto:${settings.email}`);
        await expect.poll(() => details.getByRole('link', { name: settings.phone, exact: true }).getAttribute('href')).toBe(
          telLink(settings.phone),
        );
        await details.getByText(settings.address).waitFor();
        if (settings.mapsUrl) {
          const maps = details.getByRole('link', { name: /Get directions/ });
          await expect.poll(() => maps.getAttribute('href')).toBe(settings.mapsUrl);
          await expect.poll(() => maps.getAttribute('rel')).toContain('noopener');
        }

        const roadmap = page.locator('section', { has: page.getByRole('heading', { name: 'Development in Progress' }) });
        await roadmap.scrollIntoViewIfNeeded();
        const cards = roadmap.getByRole('listitem');
        await expect.poll(() => cards.count()).toBe(ROADMAP_ITEMS.length);
        for (const [index, item] of ROADMAP_ITEMS.entries()) {
          const card = cards.nth(index);
          await expect.poll(() => card.getByRole('heading').textContent()).toBe(item.title);
          await expect.poll(() => card.textContent()).toContain(item.status);
        }
        await screenshot(page, `contact-roadmap-${viewport}`);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    itModeIndependent('shows every validation message, a toast, and clears an error when the field is edited', async () => {
      const { context, page, pageErrors } = await openContact(viewport);
      try {
        const f = form(page);
        // The honeypot is there, out of reach of people and assistive technology.
        const honeypot = f.section.locator('input[name="website"]');
        await expect.poll(() => honeypot.getAttribute('tabindex')).toBe('-1');
        await expect.poll(() => honeypot.getAttribute('autocomplete')).toBe('off');
        await expect.poll(() => f.phone.getAttribute('inputmode')).toBe('tel');
        await expect.poll(() => f.email.getAttribute('inputmode')).toBe('email');
        await expect.poll(() => f.name.getAttribute('autocomplete')).toBe('name');

        await f.submit.click();
        await toast(page, MESSAGES.fixFormErrors);
        for (const message of [MESSAGES.nameRequired, MESSAGES.phoneRequired, MESSAGES.emailRequired]) {
          await f.section.getByText(message, { exact: true }).waitFor();
        }
        await expect.poll(() => f.name.getAttribute('aria-invalid')).toBe('true');
        const describedBy = await f.name.getAttribute('aria-describedby');
        expect(describedBy).toBeTruthy();
        await expect.poll(() => page.locator(`#${describedBy!.split(' ')[0]}`).textContent()).toBe(MESSAGES.nameRequired);
        await screenshot(page, `contact-errors-${viewport}`);

        await f.name.fill('A');
        await f.phone.fill('12345');
        await f.email.fill('someone@');
        await f.submit.click();
        for (const message of [MESSAGES.nameTooShort, MESSAGES.phoneInvalid, MESSAGES.emailInvalid]) {
          await f.section.getByText(message, { exact: true }).waitFor();
        }
        // A number starting with 5 is not an Indian mobile number either.
        await f.phone.fill('5876543210');
        await f.submit.click();
        await f.section.getByText(MESSAGES.phoneInvalid, { exact: true }).waitFor();

        // Editing a field clears its own error, and only its own.
        await f.name.pressSequentially('b');
        await f.section.getByText(MESSAGES.nameTooShort, { exact: true }).waitFor({ state: 'detached' });
        await expect.poll(() => f.name.getAttribute('aria-invalid')).toBe('false');
        await expect.poll(() => f.section.getByText(MESSAGES.phoneInvalid, { exact: true }).isVisible()).toBe(true);
        await expect.poll(() => f.section.getByText(MESSAGES.emailInvalid, { exact: true }).isVisible()).toBe(true);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('sends the message, resets the form and stores a new lead', async () => {
      const { context, page, pageErrors } = await openContact(viewport);
      try {
        const f = form(page);
        const name = `E2E Contact ${viewport} ${unique()}`;
        const email = `E2E.${unique()}@Example.com`;
        await f.name.fill(name);
        await f.phone.fill('98765 43210');
        await f.email.fill(email);

        // Hold the request a moment so the busy state can be seen.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/contact', async (route) => {
          await held;
          await route.continue();
        });
        await f.submit.click();
        const busy = f.section.getByRole('button', { name: 'Sending...' });
        await busy.waitFor();
        await expect.poll(() => busy.isDisabled()).toBe(true);
        release();

        await toast(page, MESSAGES.contactSuccess);
        await f.section.getByRole('button', { name: 'Send Message' }).waitFor();
        await expect.poll(() => f.name.inputValue()).toBe('');
        await expect.poll(() => f.phone.inputValue()).toBe('');
        await expect.poll(() => f.email.inputValue()).toBe('');

        const lead = (await store.leads.list()).find((candidate) => candidate.name === name);
        expect(lead).toBeDefined();
        expect(lead).toMatchObject({ status: 'new', phone: '9876543210', email: email.toLowerCase(), source: 'contact' });

        // The draft was cleared with the success: a reload brings back an empty form.
        await page.reload();
        await liveSection(page, form(page).section);
        await expect.poll(() => form(page).name.inputValue()).toBe('');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    itModeIndependent('keeps what was typed across a reload (draft)', async () => {
      const { context, page, pageErrors } = await openContact(viewport);
      try {
        // The draft is written by the form's code: typed before it has arrived, the values wait in
        // the page until it is live (held-input.ts; tested on its own below), and a reload in
        // between would test that wait, not the draft.
        await liveSection(page, form(page).section);
        await form(page).name.fill('Draft Person');
        await form(page).phone.fill('9123456780');
        await page.reload();
        // The form's code loads as it comes into view (a deferred section), and puts the draft back then.
        await liveSection(page, form(page).section);
        await expect.poll(() => form(page).name.inputValue()).toBe('Draft Person');
        await expect.poll(() => form(page).phone.inputValue()).toBe('9123456780');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    itModeIndependent('keeps every typed value when the server fails, and shows server field errors and rate limits', async () => {
      const { context, page, pageErrors } = await openContact(viewport);
      try {
        const before = await store.leads.count();
        const f = form(page);
        await f.name.fill('Failing Visitor');
        await f.phone.fill('9876501234');
        await f.email.fill('fail@example.com');

        await page.route('**/api/contact', (route) =>
          route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something broke' } } }),
        );
        await f.submit.click();
        await toast(page, MESSAGES.contactFailure);
        await expect.poll(() => f.name.inputValue()).toBe('Failing Visitor');
        await expect.poll(() => f.phone.inputValue()).toBe('9876501234');
        await expect.poll(() => f.email.inputValue()).toBe('fail@example.com');
        await f.section.getByRole('button', { name: 'Send Message' }).waitFor();

        // Offline (the request never reaches a server): same message, same values.
        await page.unroute('**/api/contact');
        await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
        const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/contact'));
        await f.submit.click();
        await failed;
        await toast(page, MESSAGES.contactFailure);
        await expect.poll(() => f.name.inputValue()).toBe('Failing Visitor');

        // The server's own field messages go next to the fields.
        await page.unroute('**/api/contact');
        await page.route('**/api/contact', (route) =>
          route.fulfill({
            status: 422,
            json: { error: { code: 'validation_failed', message: 'Invalid input', fields: { email: 'Email is not accepted here' } } },
          }),
        );
        await f.submit.click();
        await f.section.getByText('Email is not accepted here').waitFor();
        await expect.poll(() => f.email.getAttribute('aria-invalid')).toBe('true');
        await expect.poll(() => f.email.inputValue()).toBe('fail@example.com');

        // Too many requests: the server's words.
        await page.unroute('**/api/contact');
        await page.route('**/api/contact', (route) =>
          route.fulfill({ status: 429, json: { error: { code: 'rate_limited', message: MESSAGES.tooManyRequests } } }),
        );
        await f.submit.click();
        await toast(page, MESSAGES.tooManyRequests);
        await expect.poll(() => f.name.inputValue()).toBe('Failing Visitor');

        await expect.poll(() => store.leads.count()).toBe(before);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('subscribes an email once to the news, unconfirmed until the link in the mail is followed', async () => {
      const { context, page, pageErrors } = await openContact(viewport);
      try {
        const section = page.locator('form', { has: page.getByRole('button', { name: 'Subscribe for Updates' }) });
        const input = section.getByRole('textbox');
        const button = section.getByRole('button', { name: 'Subscribe for Updates' });
        await button.scrollIntoViewIfNeeded();

        await input.fill('not-an-email');
        await button.click();
        await section.getByText(MESSAGES.emailInvalid).waitFor();
        await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');

        const email = `subscriber.${unique()}@example.com`;
        await input.fill(email);
        await section.getByText(MESSAGES.emailInvalid).waitFor({ state: 'detached' });
        await button.click();
        await section.getByText(MESSAGES.subscriptionCheckInbox).waitFor();
        await expect.poll(() => input.inputValue()).toBe('');
        await screenshot(page, `contact-subscribed-${viewport}`);

        const stored = (await store.subscribers.list()).filter((s) => s.email === email);
        expect(stored).toHaveLength(1);
        expect(stored[0]?.confirmedAt).toBeNull();
        expect((await store.alerts.listOf(stored[0]!.id)).map((alert) => alert.kind)).toEqual(['news']);

        // Once confirmed, the same form says the news is followed already.
        await store.subscribers.confirm(stored[0]!.id);
        await input.fill(email.toUpperCase());
        await button.click();
        await section.getByText(MESSAGES.alertAlreadyFollowed).waitFor();
        expect(await store.subscribers.list().then((all) => all.filter((s) => s.email === email))).toHaveLength(1);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}

describe('contact page before it is live (a slow phone)', () => {
  itModeIndependent('keeps a message typed and sent before the code has arrived, and sends it once it has; a tap waits too', async () => {
    const { context, page, pageErrors } = await newPage(browser, 'mobile', { baseURL: server.url });
    try {
      const script = await holdAppScript(page);
      await page.goto('/contact', { waitUntil: 'commit' });
      await script.requested;
      const f = form(page);
      const name = `Early Visitor ${unique()}`;
      await f.name.fill(name);
      await f.phone.fill('98765 43210');
      await f.email.fill('early@example.com');
      await f.submit.click();
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      // Nothing left the page: the browser did not send the form as a page load.
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => html(page)).not.toContain('data-live');

      script.release();
      await toast(page, MESSAGES.contactSuccess);
      const lead = (await store.leads.list()).find((candidate) => candidate.name === name);
      expect(lead).toMatchObject({ phone: '9876543210', email: 'early@example.com', source: 'contact' });
      await expect.poll(() => f.name.inputValue()).toBe('');
      // The tap on the menu button was replayed once the page was live.
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => new URL(page.url()).search).toBe('');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

const html = (page: Page) => page.evaluate(() => document.documentElement.outerHTML.slice(0, 200));
