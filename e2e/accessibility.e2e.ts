import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { NodeResult, Result } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlotCategory } from '../functions/src/core/constants';
import { MESSAGES } from '../functions/src/core/messages';
import type { Blog } from '../functions/src/core/schemas/blog';
import type { Plot } from '../functions/src/core/schemas/plot';
import { plotSearchQuerySchema } from '../functions/src/core/schemas/plot-search';
import { sitePaths } from '../functions/src/core/site-paths';
import type { Store } from '../functions/src/ports/store';
import { launchBrowser, newPage, REPO_ROOT, signedInContexts, startServer, TEST_VIEWPORTS, type RunningServer, type ViewportName } from './harness';

/**
 * Accessibility: axe-core checks every public and admin screen at both widths against WCAG 2.1
 * A and AA, once the screen shows its data (an empty skeleton would pass checks the real page
 * fails). A serious or critical finding fails the test and is printed with its rule, impact,
 * elements and what axe measured, so the failure says what to fix. Moderate and minor findings,
 * and what axe could not decide, do not fail; they are written to
 * e2e/.artifacts/accessibility-{viewport}.json for a human to triage.
 *
 * One server and one browser for the file; the admin screens share one signed-in context per
 * width, because sign-in is rate-limited per address.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

let server: RunningServer;
let browser: Browser;
let store: Store;
const publicContexts = new Map<ViewportName, BrowserContext>();
let adminContexts = new Map<ViewportName, BrowserContext>();
let post: Blog;
let plot: Plot;
/** A second plot, for the comparison page. */
let otherPlot: Plot;
/**
 * What does not fail the run, by width and screen: moderate and minor findings, and what axe could
 * not decide (text over an image or a gradient), for a human to look at.
 */
const toReview = new Map<ViewportName, Record<string, { lesser: ReturnType<typeof describeViolation>[]; undecided: ReturnType<typeof describeViolation>[] }>>();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
  const posts = await store.blogs.list();
  expect(posts.length).toBeGreaterThan(0);
  post = posts[0]!;
  const plots = await store.plots.search(plotSearchQuerySchema.parse({ pageSize: 2 }));
  expect(plots.items.length).toBe(2);
  plot = plots.items[0]!;
  otherPlot = plots.items[1]!;
  // The subscribers tab shows its list only when someone has subscribed.
  await store.subscribers.add('a11y.subscriber@example.com');
  for (const viewport of TEST_VIEWPORTS) {
    const { context, page } = await newPage(browser, viewport, { baseURL: server.url });
    await page.close();
    publicContexts.set(viewport, context);
  }
  adminContexts = await signedInContexts(browser, server);
});

afterAll(async () => {
  for (const context of [...publicContexts.values(), ...adminContexts.values()]) await context.close();
  if (toReview.size > 0) {
    const dir = join(REPO_ROOT, 'e2e/.artifacts');
    await mkdir(dir, { recursive: true });
    for (const [viewport, screens] of toReview) {
      await writeFile(join(dir, `accessibility-${viewport}.json`), `${JSON.stringify(screens, null, 2)}\n`);
    }
  }
  await store?.close();
  await browser?.close();
  await server?.stop();
});

/** What axe measured on one element (for contrast: the two colours and the ratio). */
function measured(node: NodeResult): string {
  return [...node.any, ...node.all, ...node.none].map((check) => check.message).join(' / ');
}

function describeViolation(violation: Result) {
  return {
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    elements: violation.nodes.map((node) => ({ target: node.target.join(' '), measured: measured(node) })),
  };
}

/** One line per element found: the rule, its impact, the element's selector and what axe measured. */
function findings(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} [${violation.impact}] ${node.target.join(' ')}: ${measured(node) || violation.help}`),
  );
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical finding. Motion is
 * reduced for every page (see open()), so no element is caught half-way through a fade, when its
 * colours are neither the old ones nor the new.
 */
async function expectAccessible(page: Page, viewport: ViewportName, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const lesser = results.violations.filter((violation) => !BLOCKING.has(violation.impact ?? ''));
  if (lesser.length > 0 || results.incomplete.length > 0) {
    const screens = toReview.get(viewport) ?? {};
    screens[screen] = { lesser: lesser.map(describeViolation), undecided: results.incomplete.map(describeViolation) };
    toReview.set(viewport, screens);
  }
  expect(findings(blocking), `${screen} (${viewport}): serious or critical WCAG 2.1 A/AA findings`).toEqual([]);
}

/**
 * Opens `path` in a fresh tab of the context and waits for React to have taken over #root (a public
 * page hydrated, or the admin area rendered) and for the network to be quiet: the screen's data
 * has arrived. Each screen's ready() then waits for what shows that data.
 */
async function open(context: BrowserContext, path: string, pageErrors: Error[]): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
  await page.waitForLoadState('networkidle');
  return page;
}

interface Screen {
  name: string;
  path: string | (() => string);
  /** What shows once the screen has its data; checked after the page has settled. */
  ready: (page: Page, viewport: ViewportName) => Promise<void>;
  /** Brings the screen into the state checked (a menu or dialog open, errors shown) once it is ready. */
  then?: (page: Page, viewport: ViewportName) => Promise<void>;
  /** The widths the state exists at (the admin drawer is a phone's); both when absent. */
  viewports?: readonly ViewportName[];
}

const PUBLIC_SCREENS: Screen[] = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await page.locator('section[aria-labelledby="hero-heading"] .opacity-100').waitFor();
      await page.getByTestId('featured-grid').getByTestId('plot-card').first().waitFor();
      await page.getByRole('heading', { name: 'Amaravati Property Pricing', level: 2 }).waitFor();
      await page.locator('[data-band]:visible').first().waitFor();
    },
  },
  {
    name: 'properties',
    path: '/properties',
    ready: async (page) => {
      await page.getByTestId('listing-results').getByTestId('plot-card').first().waitFor();
    },
  },
  // Every category is the same listing over other plots: two of them stand for the six.
  ...(['residential', 'houses'] as const satisfies readonly PlotCategory[]).map(
    (category): Screen => ({
      name: `buy ${category}`,
      path: `/buy/${category}`,
      ready: async (page) => {
        await page.getByTestId('listing-summary').waitFor();
        await expect.poll(() => page.getByTestId('listing-summary').textContent()).not.toBe('Loading plots…');
      },
    }),
  ),
  {
    name: 'sell residential',
    path: '/sell/residential',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Send Enquiry' }).waitFor();
    },
  },
  {
    name: 'investment opportunities',
    path: '/investment-opportunities',
    ready: async (page) => {
      await page.getByTestId('region-summary').waitFor();
      await page.getByTestId('featured-grid').getByTestId('plot-card').first().waitFor();
      await page.locator('[data-band]:visible').first().waitFor();
    },
  },
  {
    name: 'updates',
    path: '/amaravati-updates',
    ready: async (page) => {
      await page.locator('article').first().waitFor();
    },
  },
  {
    name: 'one update',
    path: () => `/amaravati-updates/${encodeURIComponent(post.id)}`,
    ready: async (page) => {
      await page.getByRole('heading', { name: post.title, level: 1 }).waitFor();
    },
  },
  {
    name: 'one plot',
    path: () => sitePaths.plot(plot),
    ready: async (page) => {
      await page.getByRole('heading', { name: plot.title, level: 1 }).waitFor();
      await page.getByTestId('emi-amount').waitFor();
    },
  },
  {
    name: 'one plot, photos full screen',
    path: () => sitePaths.plot(plot),
    ready: async (page) => {
      await page.getByRole('heading', { name: plot.title, level: 1 }).waitFor();
    },
    then: async (page) => {
      await page.getByRole('button', { name: /full screen$/ }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'properties, map view',
    path: '/properties?view=map',
    ready: async (page) => {
      await page.getByTestId('map').scrollIntoViewIfNeeded();
      await page.locator('.leaflet-marker-icon').first().waitFor();
    },
  },
  {
    name: 'compare',
    path: () => sitePaths.compare([plot.id, otherPlot.id]),
    ready: async (page) => {
      await page.getByTestId('compare-table').waitFor();
    },
  },
  {
    name: 'favourites, empty',
    path: '/favourites',
    ready: async (page) => {
      await page.getByText('No favourites yet').waitFor();
    },
  },
  {
    name: 'about',
    path: '/about',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
      await page.getByRole('link', { name: /^Call / }).first().waitFor();
    },
  },
  {
    name: 'contact',
    path: '/contact',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Contact Us', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Get directions' }).first().waitFor();
    },
  },
  {
    name: 'contact: form errors',
    path: '/contact',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Contact Us', exact: true }).waitFor();
    },
    then: async (page) => {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText(MESSAGES.nameRequired, { exact: true }).waitFor();
      await page.getByText(MESSAGES.phoneRequired, { exact: true }).waitFor();
    },
  },
  {
    // A page other than home: there the bar is transparent over the hero until it scrolls.
    name: 'navigation: Buy menu open',
    path: '/about',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
    },
    then: async (page, viewport) => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      let menu = nav;
      if (viewport === 'mobile') {
        const toggle = nav.getByRole('button', { name: 'Menu' });
        await toggle.click();
        menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      }
      const buy = menu.getByRole('button', { name: 'Buy' }).filter({ visible: true });
      await buy.click();
      await page.locator(`[id="${await buy.getAttribute('aria-controls')}"]`).getByRole('link').first().waitFor();
    },
  },
  {
    name: 'not found',
    path: '/no-such-page',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    },
  },
];

const adminHeading = (page: Page, label: string) => page.getByRole('banner').getByRole('heading', { name: label, level: 1 }).waitFor();

const SIGNED_OUT_ADMIN_SCREENS: Screen[] = [
  {
    name: 'admin login',
    path: '/admin/login',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
    },
  },
  {
    // The page checks the token only when the form is sent, so any token shows the form.
    name: 'admin reset password',
    path: '/admin/reset-password?token=a11y-check-token',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Reset your password', level: 1 }).waitFor();
    },
  },
];

const titleBox = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });

const ADMIN_SCREENS: Screen[] = [
  {
    name: 'admin dashboard',
    path: '/admin/dashboard',
    ready: async (page) => {
      await adminHeading(page, 'Dashboard');
      await page.locator('dl[aria-label="Totals"][aria-busy="false"]').waitFor();
      await page.getByRole('link', { name: 'View all leads' }).waitFor();
    },
  },
  {
    name: 'admin plots',
    path: '/admin/plots',
    ready: async (page) => {
      await adminHeading(page, 'Plots Management');
      await page.getByTestId('admin-plot-card').first().waitFor();
    },
  },
  {
    name: 'admin plots: Add New Plot',
    path: '/admin/plots',
    ready: async (page) => {
      await page.getByTestId('admin-plot-card').first().waitFor();
    },
    then: async (page) => {
      await page.getByRole('button', { name: 'Add New Plot' }).first().click();
      await page.getByRole('dialog', { name: 'Add New Plot' }).getByRole('button', { name: 'Add Plot' }).waitFor();
    },
  },
  {
    name: 'admin plots: Edit Plot, with its photos and approvals',
    path: '/admin/plots',
    ready: async (page) => {
      await page.getByTestId('admin-plot-card').first().waitFor();
    },
    then: async (page) => {
      await page.getByTestId('admin-plot-card').first().getByRole('button', { name: /^Edit/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Plot' });
      await dialog.getByTestId('plot-photo').first().waitFor();
      await dialog.getByRole('textbox', { name: /^AP RERA number/ }).fill('P12');
      await dialog.getByRole('button', { name: 'Update Plot' }).click();
      await dialog.getByText('AP RERA numbers are P followed by 11 digits', { exact: false }).waitFor();
    },
  },
  {
    name: 'admin plots: Add New Plot, required fields missing',
    path: '/admin/plots',
    ready: async (page) => {
      await page.getByTestId('admin-plot-card').first().waitFor();
    },
    then: async (page) => {
      await page.getByRole('button', { name: 'Add New Plot' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add New Plot' });
      await dialog.getByRole('button', { name: 'Add Plot' }).click();
      await dialog.getByText('This field is required').first().waitFor();
    },
  },
  {
    name: 'admin menu (drawer)',
    path: '/admin/dashboard',
    viewports: ['mobile'],
    ready: async (page) => {
      await adminHeading(page, 'Dashboard');
      await page.locator('dl[aria-label="Totals"][aria-busy="false"]').waitFor();
    },
    then: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link', { name: 'Settings' }).waitFor();
    },
  },
  {
    name: 'admin regions',
    path: '/admin/regions',
    ready: async (page) => {
      await adminHeading(page, 'Region Prices');
      await page.getByTestId('region-row').first().waitFor();
    },
  },
  {
    name: 'admin blogs',
    path: '/admin/blogs',
    ready: async (page) => {
      await adminHeading(page, 'Blog Posts');
      await page.getByRole('button', { name: `Edit ${post.title}` }).waitFor();
    },
  },
  {
    name: 'admin blogs: editor',
    path: () => `/admin/blogs?edit=${encodeURIComponent(post.id)}`,
    ready: async (page) => {
      await page.getByRole('tab', { name: 'Write' }).waitFor();
      await expect.poll(() => titleBox(page).inputValue({ timeout: 1000 }), { timeout: 10_000 }).toBe(post.title);
    },
  },
  {
    name: 'admin blogs: editor preview',
    path: () => `/admin/blogs?edit=${encodeURIComponent(post.id)}`,
    ready: async (page) => {
      await expect.poll(() => titleBox(page).inputValue({ timeout: 1000 }), { timeout: 10_000 }).toBe(post.title);
    },
    then: async (page) => {
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.getByRole('heading', { name: post.title }).waitFor();
    },
  },
  {
    name: 'admin contacts: lead board',
    path: '/admin/contacts',
    ready: async (page) => {
      await adminHeading(page, 'Contact Messages');
      await page.getByTestId('column-count').first().waitFor();
      await page.getByText('Sell enquiry').first().waitFor();
    },
  },
  {
    name: 'admin contacts: subscribers',
    path: '/admin/contacts?tab=subscribers',
    ready: async (page) => {
      await page.getByRole('list', { name: 'Update subscribers' }).getByRole('link').first().waitFor();
    },
  },
  {
    name: 'admin settings',
    path: '/admin/settings',
    ready: async (page) => {
      await adminHeading(page, 'Settings');
      await page.getByText('Added ', { exact: false }).first().waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: 'Business name' }).inputValue({ timeout: 1000 }), { timeout: 10_000 }).not.toBe('');
    },
  },
];

async function check(context: BrowserContext, viewport: ViewportName, screen: Screen): Promise<void> {
  const pageErrors: Error[] = [];
  const page = await open(context, typeof screen.path === 'function' ? screen.path() : screen.path, pageErrors);
  try {
    await screen.ready(page, viewport);
    if (screen.then) await screen.then(page, viewport);
    await expectAccessible(page, viewport, screen.name);
    expect(pageErrors).toEqual([]);
  } finally {
    await page.close();
  }
}

for (const viewport of TEST_VIEWPORTS) {
  describe(`accessibility, public screens (${viewport})`, () => {
    for (const screen of [...PUBLIC_SCREENS, ...SIGNED_OUT_ADMIN_SCREENS].filter((one) => !one.viewports || one.viewports.includes(viewport))) {
      it(`${screen.name}: no serious or critical WCAG 2.1 A/AA findings`, async () => {
        await check(publicContexts.get(viewport)!, viewport, screen);
      });
    }
  });

  describe(`accessibility, admin screens (${viewport})`, () => {
    for (const screen of ADMIN_SCREENS.filter((one) => !one.viewports || one.viewports.includes(viewport))) {
      it(`${screen.name}: no serious or critical WCAG 2.1 A/AA findings`, async () => {
        await check(adminContexts.get(viewport)!, viewport, screen);
      });
    }
  });
}
