import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from '../functions/src/core/constants';
import { addDays, siteDay } from '../functions/src/core/dates';
import { messageFrom } from '../functions/src/core/message-key';
import type { PlotPage } from '../functions/src/core/schemas/plot-search';
import { sitePaths } from '../functions/src/core/site-paths';
import type { Store } from '../functions/src/ports/store';
import teContact from '../web/src/i18n/te/contact';
import teMessages from '../web/src/i18n/te/messages';
import teParts from '../web/src/i18n/te/parts';
import tePlotPage from '../web/src/i18n/te/plot-page';
import teSell from '../web/src/i18n/te/sell';
import { launchBrowser, liveSection, newPage, screenshot, startServer, type RunningServer } from './harness';
import { leftoverEnglish, storedEnglishTexts } from './leftover-english';

/**
 * What the server refuses, said in Telugu on a Telugu page: the contact, sell, plot-enquiry and
 * subscription forms are filled as the browser's own rules allow, then the request on its way is
 * changed (as an older page or a hand-made request would send it) so that the server answers 422.
 * The page must show each field's message from the 422 body in Telugu — by its key, in the Telugu
 * words — and no English word anywhere (the leftover-English scan of e2e/telugu.e2e.ts).
 */

let server: RunningServer;
let browser: Browser;
let store: Store;
let storedEnglish: string[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
  storedEnglish = await storedEnglishTexts(store);
});

afterAll(async () => {
  await store?.close();
  await browser?.close();
  await server?.stop();
});

/** The Telugu words of a message key as the API sends it ('nameRequired', 'textTooLong?max=60'). */
function telugu(key: string): string {
  const text = messageFrom(teMessages, key);
  if (!text) throw new Error(`No Telugu words for ${key}`);
  return text;
}

interface Refusal {
  /** What is changed in the body on its way to the server. */
  change: Record<string, unknown>;
  /** The field message keys the 422 must carry (and the page must show in Telugu). */
  fieldKeys: Record<string, string>;
  /** A field the form has an input for: the toast says to fix the form (else the toast says the message itself). */
  onInputs?: false;
}

interface FormCase {
  name: string;
  path: () => Promise<string>;
  endpoint: string;
  form: (page: Page) => Locator;
  /** Fills the form with values the browser's rules accept. */
  fill: (form: Locator) => Promise<void>;
  submit: (form: Locator) => Promise<void>;
  refusals: Refusal[];
}

const contactFields = async (form: Locator) => {
  await form.getByRole('textbox', { name: teParts.forms.name, exact: true }).fill('రమాదేవి');
  await form.getByRole('textbox', { name: teParts.forms.phone, exact: true }).fill('9876501234');
  await form.getByRole('textbox', { name: teParts.forms.email, exact: true }).fill('rama@example.com');
};

const TOO_LONG_NAME = 'అ'.repeat(MAX_NAME_LENGTH + 1);

const CASES: FormCase[] = [
  {
    name: 'contact',
    path: async () => '/te/contact',
    endpoint: '/api/contact',
    form: (page) => page.locator('section', { has: page.getByRole('heading', { name: teContact.form.heading, exact: true }) }),
    fill: contactFields,
    submit: (form) => form.getByRole('button', { name: teContact.form.send }).click(),
    refusals: [
      { change: { name: '', phone: '', email: '' }, fieldKeys: { name: 'nameRequired', phone: 'phoneRequired', email: 'emailRequired' } },
      { change: { name: 'R', phone: '12345', email: 'rama@' }, fieldKeys: { name: 'nameTooShort', phone: 'phoneInvalid', email: 'emailInvalid' } },
      { change: { name: TOO_LONG_NAME }, fieldKeys: { name: 'nameTooLong' } },
    ],
  },
  {
    name: 'subscription',
    path: async () => '/te/contact',
    endpoint: '/api/subscriptions',
    form: (page) => page.locator('form', { has: page.getByRole('button', { name: teContact.subscribe.submit }) }),
    fill: (form) => form.getByPlaceholder(teContact.subscribe.placeholder).fill('rama.news@example.com'),
    submit: (form) => form.getByRole('button', { name: teContact.subscribe.submit }).click(),
    refusals: [
      { change: { email: '' }, fieldKeys: { email: 'emailRequired' } },
      { change: { email: 'rama@' }, fieldKeys: { email: 'emailInvalid' } },
    ],
  },
  {
    name: 'sell',
    path: async () => '/te/sell/residential',
    endpoint: '/api/sell-enquiries',
    form: (page) => page.locator('section', { has: page.getByRole('heading', { name: teSell.form.heading, exact: true }) }).last(),
    fill: async (form) => {
      await form.getByRole('textbox', { name: teSell.form.location, exact: true }).fill('తుళ్లూరు');
      await contactFields(form);
    },
    submit: (form) => form.getByRole('button', { name: teSell.form.send }).click(),
    refusals: [
      { change: { location: '', category: 'castles' }, fieldKeys: { location: 'locationRequired', category: 'chooseFromList' } },
      {
        change: { area: 'x'.repeat(61), expectedPrice: 'x'.repeat(61), message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) },
        fieldKeys: { area: 'textTooLong?max=60', expectedPrice: 'textTooLong?max=60', message: `textTooLong?max=${MAX_MESSAGE_LENGTH}` },
      },
    ],
  },
  {
    name: 'plot enquiry',
    path: async () => {
      const plots = (await (await fetch(`${server.url}/api/plots?pageSize=1`)).json()) as PlotPage;
      return `/te${sitePaths.plot(plots.items[0]!)}`;
    },
    endpoint: '/api/plot-enquiries',
    form: (page) => page.locator('section', { has: page.getByRole('heading', { name: tePlotPage.enquiry.heading }) }),
    fill: contactFields,
    submit: (form) => form.getByRole('button', { name: tePlotPage.enquiry.send }).click(),
    refusals: [
      { change: { visitDate: addDays(siteDay(new Date()), -1), visitSlot: 'morning' }, fieldKeys: { visitDate: 'visitDateTooEarly' } },
      { change: { visitDate: addDays(siteDay(new Date()), 20), visitSlot: 'morning' }, fieldKeys: { visitDate: 'visitDateTooLate' } },
      { change: { visitDate: '5/12/2026', visitSlot: 'noon' }, fieldKeys: { visitDate: 'visitDateInvalid', visitSlot: 'visitSlotRequired' } },
      { change: { visitDate: '', visitSlot: 'evening' }, fieldKeys: { visitDate: 'visitDateForSlot' } },
      { change: { plotId: 'no-such-plot' }, fieldKeys: { plotId: 'plotNotListed' }, onInputs: false },
    ],
  },
];

describe('server-side refusals on Telugu pages, by key, in Telugu', () => {
  for (const form of CASES) {
    it(`${form.name}: every field message of the 422 shows in Telugu, and no English is left`, async () => {
      const path = await form.path();
      const { context, page, pageErrors } = await newPage(browser, 'mobile', { baseURL: server.url });
      const problems: string[] = [];
      try {
        for (const [index, refusal] of form.refusals.entries()) {
          await page.goto(path);
          const section = form.form(page);
          // Typed and tapped where a visitor who scrolled there would: once the form's code is live.
          await liveSection(page, section);
          await form.fill(section);
          // The body leaves the browser as the page built it; on its way it is changed as an older page would send it.
          await page.route(`**${form.endpoint}`, (route) =>
            route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), ...refusal.change }) }),
          );
          const answered = page.waitForResponse((response) => response.url().endsWith(form.endpoint) && response.request().method() === 'POST');
          await form.submit(section);
          const response = await answered;
          expect(response.status(), `${form.name} #${index}`).toBe(422);
          const body = (await response.json()) as { error: { fieldKeys?: Record<string, string> } };
          expect(body.error.fieldKeys, `${form.name} #${index}`).toEqual(refusal.fieldKeys);
          await page.unroute(`**${form.endpoint}`);
          for (const key of Object.values(refusal.fieldKeys)) await page.getByText(telugu(key), { exact: true }).first().waitFor();
          if (refusal.onInputs !== false) await page.getByRole('status').filter({ hasText: teMessages.fixFormErrors }).first().waitFor();
          problems.push(...(await leftoverEnglish(page, storedEnglish)).map((finding) => `${form.name} #${index}: ${finding}`));
          if (index === 0) await screenshot(page, `telugu-server-messages-${form.name.replace(/\s+/g, '-')}`);
        }
        expect(problems).toEqual([]);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
