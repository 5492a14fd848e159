import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '../functions/src/core/schemas/blog';
import type { Plot } from '../functions/src/core/schemas/plot';
import { plotSearchQuerySchema } from '../functions/src/core/schemas/plot-search';
import type { Store } from '../functions/src/ports/store';
import { launchBrowser, newPage, REPO_ROOT, signedInContexts, startServer, TEST_VIEWPORTS, type RunningServer, type ViewportName } from './harness';

/**
 * Accessibility, shared by the accessibility-*.e2e.ts files: axe-core checks every public and
 * admin screen at both widths against WCAG 2.1 A and AA, once the screen shows its data (an empty
 * skeleton would pass checks the real page fails). A serious or critical finding fails the test
 * and is printed with its rule, impact, elements and what axe measured, so the failure says what to
 * fix. Moderate and minor findings, and what axe could not decide, do not fail; they are written to
 * e2e/.artifacts/accessibility-{group}-{viewport}.json for a human to triage.
 *
 * The screens are split over files so that the two workers of the run share them; each file has
 * one server and one browser, and its screens share one context per width (signed in, for the
 * admin screens: sign-in is rate-limited per address). Each screen opens a page of its own; the
 * states reached from it (a dialog opened, a form's errors shown, another tab) are checked in
 * turn on that page, each with its own axe run, as a visitor would reach them.
 */

/** axe-core's finding and element types, as @axe-core/playwright hands them over. */
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
type NodeResult = Result['nodes'][number];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** What the screens show, read from the store before the checks. */
interface Fixture {
  post: Blog;
  plot: Plot;
  /** A second plot, for the comparison page. */
  otherPlot: Plot;
}

type Step = (page: Page, viewport: ViewportName, data: Fixture) => Promise<void>;

/** A further state of a screen, reached on the same page from the state checked before it. */
interface State {
  name: string;
  /** Brings the page from the previous state into this one (a menu or dialog open, errors shown). */
  then: Step;
  /** The widths the state exists at (the admin drawer is a phone's); every width when absent. */
  viewports?: readonly ViewportName[];
}

export interface Screen {
  name: string;
  path: string | ((data: Fixture) => string);
  /**
   * Waits for what shows the screen's data (and, for a screen that is a state of a page, such as a
   * dialog with errors, brings the page there): axe runs after it.
   */
  ready: Step;
  /** The states reached from this screen, checked in turn after it. */
  states?: State[];
}

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

type Review = Record<string, { lesser: ReturnType<typeof describeViolation>[]; undecided: ReturnType<typeof describeViolation>[] }>;

/**
 * Runs axe on the page as it is now and records serious or critical findings as a failure of the
 * test (a soft one: the states after it are still checked and reported). Motion is reduced for
 * every page (see check()), so no element is caught half-way through a fade, when its colours
 * are neither the old ones nor the new.
 *
 * axe runs in the page itself (`axe.run`, AxeBuilder's legacy mode) rather than once per frame
 * and then again in a blank page of its own to merge the frames' results: the merge exists for
 * cross-origin frames, and no screen of the site has a frame at all (asserted here, so one added
 * later is not left unchecked). The same rules run on the same document either way. The results
 * keep every violation and every undecided element; of the passed and inapplicable rules, which
 * nothing here reads, axe keeps one element each.
 */
export async function expectAccessible(page: Page, viewport: ViewportName, screen: string, review: Review): Promise<void> {
  expect(page.frames().map((frame) => frame.url()), `${screen} (${viewport}): a frame axe would leave unchecked`).toHaveLength(1);
  // options() replaces every option set before it: withTags() comes after, or every rule would run.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations', 'incomplete'] }).withTags(WCAG_TAGS).setLegacyMode(true);
  const results = await builder.analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const lesser = results.violations.filter((violation) => !BLOCKING.has(violation.impact ?? ''));
  if (lesser.length > 0 || results.incomplete.length > 0) {
    review[screen] = { lesser: lesser.map(describeViolation), undecided: results.incomplete.map(describeViolation) };
  }
  expect.soft(findings(blocking), `${screen} (${viewport}): serious or critical WCAG 2.1 A/AA findings`).toEqual([]);
}

/**
 * Registers the checks of `screens` at every width: one test per screen, which opens it in a new
 * tab of the group's context, waits for its data, runs axe, then reaches and checks each of its
 * states. `signedIn`: the context is signed in to the back office first.
 */
export function describeAccessibility(group: string, screens: Screen[], options: { signedIn: boolean; prepare?: (store: Store) => Promise<unknown> }): void {
  let server: RunningServer;
  let browser: Browser;
  let store: Store;
  let data: Fixture;
  let contexts = new Map<ViewportName, BrowserContext>();
  /** What does not fail the run, by width and screen, for a human to look at. */
  const toReview = new Map<ViewportName, Review>();

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    store = await server.openStore();
    const posts = await store.blogs.list();
    expect(posts.length).toBeGreaterThan(0);
    const plots = await store.plots.search(plotSearchQuerySchema.parse({ pageSize: 2 }));
    expect(plots.items.length).toBe(2);
    data = { post: posts[0]!, plot: plots.items[0]!, otherPlot: plots.items[1]! };
    await options.prepare?.(store);
    if (options.signedIn) {
      contexts = await signedInContexts(browser, server);
    } else {
      for (const viewport of TEST_VIEWPORTS) {
        const { context, page } = await newPage(browser, viewport, { baseURL: server.url });
        await page.close();
        contexts.set(viewport, context);
      }
    }
  });

  afterAll(async () => {
    for (const context of contexts.values()) await context.close();
    if (toReview.size > 0) {
      const dir = join(REPO_ROOT, 'e2e/.artifacts');
      await mkdir(dir, { recursive: true });
      for (const [viewport, review] of toReview) {
        await writeFile(join(dir, `accessibility-${group}-${viewport}.json`), `${JSON.stringify(review, null, 2)}\n`);
      }
    }
    await store?.close();
    await browser?.close();
    await server?.stop();
  });

  /**
   * Opens the screen in a fresh tab with motion reduced; `goto` returns once the page is live
   * (harness.ts), and ready() waits for what shows the screen's data.
   */
  async function check(viewport: ViewportName, screen: Screen, states: State[]): Promise<void> {
    const review = toReview.get(viewport) ?? {};
    toReview.set(viewport, review);
    const page = await contexts.get(viewport)!.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(typeof screen.path === 'function' ? screen.path(data) : screen.path);
      await screen.ready(page, viewport, data);
      await expectAccessible(page, viewport, screen.name, review);
      for (const state of states) {
        await state.then(page, viewport, data);
        await expectAccessible(page, viewport, state.name, review);
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }

  for (const viewport of TEST_VIEWPORTS) {
    describe(`accessibility, ${group} (${viewport})`, () => {
      for (const screen of screens) {
        const states = (screen.states ?? []).filter((state) => !state.viewports || state.viewports.includes(viewport));
        const title = [screen.name, ...states.map((state) => state.name)].join(', then ');
        it(`${title}: no serious or critical WCAG 2.1 A/AA findings`, async () => {
          await check(viewport, screen, states);
        });
      }
    });
  }
}
