import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathInLanguage, type Language } from '../functions/src/core/languages';
import { alertSpecSchema } from '../functions/src/core/schemas/alerts';
import { loadSignedLinks } from '../functions/src/features/alerts/signed-links';
import type { Store } from '../functions/src/ports/store';
import { expectAccessible } from './axe';
import { launchBrowser, newPage, REPO_ROOT, startServer, TEST_VIEWPORTS, type RunningServer, type ViewportName } from './harness';

/**
 * The subscribers' link pages (confirm, manage, unsubscribe, and a link that does not work) as a
 * visitor from a mail sees them, in both languages at both widths: each state looks like the site
 * (its stylesheet loaded and not blocked: the header's, the buttons' and the footer's brand
 * colours, the language's font stack), every control is a 44 px target, nothing is wider than the
 * screen, nothing breaks the Content-Security-Policy, and axe finds nothing serious. Each state is
 * saved as a picture under e2e/.artifacts/subscription-pages for a human to look at.
 *
 * The pages are the server's own documents with no app to go live: opened with `commit` and
 * waited for by their heading and the load of their stylesheet.
 */

/** The site's colours (web/src/index.css), as the browser computes them. */
const BRAND_700 = 'rgb(15, 81, 50)';
const BRAND_800 = 'rgb(11, 61, 38)';
const WHITE = 'rgb(255, 255, 255)';

const WORDS = {
  en: { confirm: 'Yes, send me these alerts', unsubscribe: 'Unsubscribe', home: 'Go to the home page', save: 'Save', remove: 'Remove: News: new updates' },
  te: { confirm: 'అవును, ఈ అలర్ట్‌లు నాకు పంపండి', unsubscribe: 'అన్‌సబ్‌స్క్రైబ్ చేయండి', home: 'హోమ్ పేజీకి వెళ్ళండి', save: 'సేవ్ చేయండి', remove: 'తీసివేయండి: వార్తలు: కొత్త అప్‌డేట్‌లు' },
} as const;

let server: RunningServer;
let browser: Browser;
let store: Store;
let links: Awaited<ReturnType<typeof loadSignedLinks>>;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
  links = await loadSignedLinks(store.meta);
  await mkdir(join(REPO_ROOT, 'e2e/.artifacts/subscription-pages'), { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page's address with a token (functions/src/features/alerts/alert-links.ts, SUBSCRIPTION_PAGE_PATHS). */
function pageOf(kind: 'confirm' | 'manage' | 'unsubscribe', language: Language, token: string): string {
  return `${pathInLanguage(`/subscriptions/${kind}`, language)}?token=${encodeURIComponent(token)}`;
}

async function open(page: Page, path: string, status: number): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'commit' });
  expect(response?.status(), path).toBe(status);
  await settled(page);
}

/** The page shown and its stylesheet applied (after a form's POST too). */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('load');
}

/**
 * The colour a class of the site's stylesheet gives, as this browser computes it: Tailwind's own
 * palette is written in oklch, which browsers give back in forms of their own (lab, oklch).
 */
const colourOfClass = (page: Page, className: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.className = name;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, className);

const colourOf = (page: Page, selector: string, property: 'color' | 'backgroundColor' | 'borderTopColor') =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element)[name], property);

/**
 * What every state shows and must keep: the site's look, targets, width, accessibility; then the
 * picture. `primary`: the selector of the state's main control and the colours it must have.
 */
async function expectLooksLikeTheSite(
  page: Page,
  viewport: ViewportName,
  language: Language,
  state: string,
  primary: { selector: string; background?: string; border?: string; text: string },
  failed = false,
): Promise<void> {
  const name = `${state} (${language})`;
  // The site's header, title and footer colours: only with its stylesheet loaded.
  await expect.poll(() => colourOf(page, 'header a span', 'color'), { message: `${name}: business name` }).toBe(BRAND_800);
  // A link that did not work says so in the site's red.
  const titleColour = failed ? await colourOfClass(page, 'text-red-800') : BRAND_800;
  expect(titleColour).not.toBe(await colourOfClass(page, 'no-such-class'));
  await expect.poll(() => colourOf(page, 'h1', 'color'), { message: `${name}: title` }).toBe(titleColour);
  await expect.poll(() => colourOf(page, 'footer', 'backgroundColor'), { message: `${name}: footer` }).toBe(BRAND_800);
  if (primary.background) await expect.poll(() => colourOf(page, primary.selector, 'backgroundColor'), { message: `${name}: main control` }).toBe(primary.background);
  if (primary.border) await expect.poll(() => colourOf(page, primary.selector, 'borderTopColor'), { message: `${name}: main control's border` }).toBe(primary.border);
  await expect.poll(() => colourOf(page, primary.selector, 'color'), { message: `${name}: main control's text` }).toBe(primary.text);
  // The language's font stack: Telugu faces first on /te/.
  const font = () => page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
  if (language === 'te') await expect.poll(font, { message: name }).toMatch(/^"Noto Sans Telugu"/);
  else await expect.poll(font, { message: name }).toMatch(/^system-ui/);

  // Every control a finger can hit: 44 px high at least.
  const heights = () => page.locator('header a, main a, main button, main select').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().height)));
  await expect.poll(async () => (await heights()).filter((height) => height < 44), { message: `${name}: targets under 44 px` }).toEqual([]);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { message: `${name}: wider than the screen` }).toBe(true);

  await expectAccessible(page, viewport, name, {});
  await page.screenshot({ path: join(REPO_ROOT, 'e2e/.artifacts/subscription-pages', `${language}-${state}-${viewport}.png`), fullPage: true });
}

for (const viewport of TEST_VIEWPORTS) {
  describe(`the subscribers' link pages (${viewport})`, () => {
    for (const language of ['en', 'te'] as const) {
      it(`look like the site in ${language === 'en' ? 'English' : 'Telugu'}: manage, confirm, unsubscribe, gone, tampered, expired`, async () => {
        const words = WORDS[language];
        const stamp = `${viewport}.${language}.${Date.now()}`;
        const { subscriber: follower } = await store.subscribers.add(`follower.${stamp}@example.com`, language);
        await store.alerts.add(follower.id, alertSpecSchema.parse({ kind: 'news' }), 'instant');
        await store.alerts.add(follower.id, alertSpecSchema.parse({ kind: 'search', target: { category: 'residential', location: 'Tullur', roadFacing: 'East' } }), 'daily');
        const { subscriber: leaver } = await store.subscribers.add(`leaver.${stamp}@example.com`, language);

        const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
        try {
          await page.emulateMedia({ reducedMotion: 'reduce' });

          // Manage, unconfirmed: the note, the list with its selects, Save and Remove.
          await open(page, pageOf('manage', language, links.sign('manage', follower.id)), 200);
          await page.getByRole('button', { name: words.remove }).waitFor();
          await expectLooksLikeTheSite(page, viewport, language, 'manage', { selector: 'main form button[value="cadence"]', border: BRAND_700, text: BRAND_700 });

          // Confirm: asked, then done (the form's POST is allowed by the CSP's form-action).
          await open(page, pageOf('confirm', language, links.sign('confirm', follower.id)), 200);
          await expectLooksLikeTheSite(page, viewport, language, 'confirm-ask', { selector: 'main form button', background: BRAND_700, text: WHITE });
          await page.getByRole('button', { name: words.confirm }).click();
          await page.getByRole('status').waitFor();
          await settled(page);
          await expectLooksLikeTheSite(page, viewport, language, 'confirmed', { selector: 'main a[href*="/subscriptions/manage"]', border: BRAND_700, text: BRAND_700 });

          // Unsubscribe: asked, then done; the same link afterwards is the 'gone' answer of manage.
          await open(page, pageOf('unsubscribe', language, links.sign('unsubscribe', leaver.id)), 200);
          await expectLooksLikeTheSite(page, viewport, language, 'unsubscribe-ask', { selector: 'main form button', background: BRAND_700, text: WHITE });
          await page.getByRole('button', { name: words.unsubscribe, exact: true }).click();
          await page.getByRole('status').waitFor();
          await settled(page);
          await expectLooksLikeTheSite(page, viewport, language, 'unsubscribed', { selector: '[role="status"]', text: BRAND_800 });
          await open(page, pageOf('manage', language, links.sign('manage', leaver.id)), 200);
          await expectLooksLikeTheSite(page, viewport, language, 'gone', { selector: 'main a', text: BRAND_700 });

          // Links that do not work: said in red, with the way home as the main button.
          const token = links.sign('confirm', follower.id);
          const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
          await open(page, pageOf('confirm', language, tampered), 400);
          await expectLooksLikeTheSite(page, viewport, language, 'tampered', { selector: `main a:has-text("${words.home}")`, background: BRAND_700, text: WHITE }, true);
          await open(page, pageOf('confirm', language, links.sign('confirm', follower.id, { lifetimeMs: -1000 })), 410);
          await expectLooksLikeTheSite(page, viewport, language, 'expired', { selector: `main a:has-text("${words.home}")`, background: BRAND_700, text: WHITE }, true);

          expect(pageErrors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}
