import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/harness';
import { LANGUAGES, pathInLanguage } from '../../functions/src/core/languages';
import { sitePaths } from '../../functions/src/core/site-paths';
import { startBenchServer } from './bench-server';
import { line, median, type BenchLine } from './report';

export interface LighthouseBudget {
  /** Performance score, 0–100. */
  score: number;
  /** Best Practices score, 0–100 (it fails on console errors, Issues-panel entries, a CSP without hashes…). */
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** One Lighthouse run of a page. */
interface Run {
  score: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  /** What the page logged: console errors, Issues-panel entries, deprecations. */
  logged: string[];
}

/** A page's Lighthouse runs, their medians, and whatever any run logged. */
export interface PageMeasurement {
  runs: Run[];
  median: Omit<Run, 'logged'>;
  logged: string[];
}

const RUNS = 3;

interface AuditItem {
  source?: string;
  description?: string;
  url?: string;
  issueType?: string;
  value?: string | { type?: string; text?: string };
  subItems?: { items?: Record<string, unknown>[] };
}

/** The entries of Lighthouse's audits of what the page logged, one line each. */
function loggedBy(audits: Record<string, { details?: { items?: unknown[] } } | undefined>): string[] {
  const items = (id: string) => (audits[id]?.details?.items ?? []) as AuditItem[];
  return [
    ...items('errors-in-console').map((item) => `console ${item.source ?? ''}: ${item.description ?? ''}${item.url ? ` (${item.url})` : ''}`),
    ...items('inspector-issues').map((item) => `Issues panel: ${item.issueType ?? ''} ${JSON.stringify(item.subItems?.items ?? [])}`),
    ...items('deprecations').map((item) => `deprecation: ${typeof item.value === 'string' ? item.value : (item.value?.text ?? '')}`),
  ];
}

/**
 * Every public page, once in each language: each route of the site with the demo data's first
 * plot (one with photos and a location), update and pair of plots to compare.
 */
async function publicPages(base: string): Promise<string[]> {
  const blogs = (await (await fetch(`${base}/api/blogs`)).json()) as { id: string }[];
  const plots = (await (await fetch(`${base}/api/plots?pageSize=48`)).json()) as {
    items: { id: string; title: string; images: unknown[]; coordinates: { latitude: number } }[];
  };
  // A plot page with its gallery and a location (the map below the fold).
  const plot = plots.items.find((item) => item.images.length > 1 && item.coordinates.latitude !== 0) ?? plots.items[0]!;
  const other = plots.items.find((item) => item.id !== plot.id)!;
  const english = [
    sitePaths.home(),
    sitePaths.properties(),
    sitePaths.buy('residential'),
    sitePaths.sell('residential'),
    sitePaths.investment(),
    // A village page: its price chart drawn on the server, its plots, ventures and map below.
    sitePaths.village({ region: 'Thullur' }),
    sitePaths.updates(),
    sitePaths.update(blogs[0]!.id),
    sitePaths.plot(plot),
    sitePaths.compare([plot.id, other.id]),
    sitePaths.favourites(),
    sitePaths.contact(),
    sitePaths.about(),
  ];
  return LANGUAGES.flatMap((language) => english.map((path) => pathInLanguage(path, language)));
}

/**
 * The font family this machine draws Telugu with (fontconfig's list of fonts covering the
 * language), or undefined when it has none or cannot say. A phone has one (Android: Noto Sans
 * Telugu, first in the Telugu pages' stack); a machine without one draws boxes, and its Chromium
 * searches every font for each letter as it lays the page out, work no phone does: the /te/
 * pages measured there are the machine's, not the site's (docs/decisions/013).
 */
function teluguFont(): string | undefined {
  try {
    return execFileSync('fc-list', [':lang=te', 'family'], { encoding: 'utf8' })
      .split('\n')
      .map((family) => family.trim())
      .find((family) => family !== '');
  } catch {
    return undefined;
  }
}

/**
 * Chromium as Lighthouse's own Chrome launcher starts it, with the e2e suite's binary and flags,
 * for `work`; killed after.
 */
export async function withLighthouseChrome<T>(work: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse 12 with its mobile defaults (a mid-range phone: simulated slow 4G, 4× CPU slowdown)
 * on one page, three runs in the Chrome at `port`: each run's figures, their medians, and what any
 * run logged (logged in any run counts: the console and the Issues panel stay empty on every load).
 */
export async function measurePage(port: number, url: string): Promise<PageMeasurement> {
  const runs: Run[] = [];
  let lost = 0;
  for (let attempt = 0; attempt < RUNS; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'best-practices'] });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // Lighthouse now and then loses its own trace of a load and says to run it again: that run
    // measured nothing (no figure of the page is dropped), so it is run again, twice at most.
    if (lhr.runtimeError?.code === 'NO_NAVSTART' && lost < 2) {
      lost += 1;
      console.log(`  (lighthouse lost its trace of ${url}: run again, as it asks)`);
      attempt -= 1;
      continue;
    }
    if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      logged: loggedBy(lhr.audits as Parameters<typeof loggedBy>[0]),
    });
  }
  const of = (figure: keyof PageMeasurement['median']) => median(runs.map((run) => run[figure]));
  return {
    runs,
    median: {
      score: of('score'),
      bestPractices: of('bestPractices'),
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      cls: of('cls'),
      benchmarkIndex: of('benchmarkIndex'),
    },
    logged: [...new Set(runs.flatMap((run) => run.logged))],
  };
}

/** A page's medians in one line: the scores, timings, CLS and the machine's benchmarkIndex. */
export function describeMeasurement(path: string, { runs, median: m }: PageMeasurement): string {
  return (
    `${path} — performance ${m.score} (runs ${runs.map((run) => run.score).join('/')}), best practices ${m.bestPractices}, ` +
    `FCP ${(m.fcpMs / 1000).toFixed(2)} s, LCP ${(m.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(m.tbtMs)} ms ` +
    `(runs ${runs.map((run) => Math.round(run.tbtMs)).join('/')}), CLS ${m.cls.toFixed(3)}, benchmarkIndex ${Math.round(m.benchmarkIndex)}`
  );
}

/**
 * Every public page in both languages, measured by `measurePage` against the production build with
 * the demo data; medians printed with the machine's benchmarkIndex (how fast this CPU is: the
 * figures only compare on similar machines), and whatever a run logged (console errors,
 * Issues-panel entries, deprecations), which misses the budget.
 */
export async function benchLighthouse(budget: LighthouseBudget): Promise<BenchLine[]> {
  const server = await startBenchServer(async () => {}, { SEED_DEMO: 'true' });
  const lines: BenchLine[] = [];
  try {
    const pages = await publicPages(server.base);
    const font = teluguFont();
    lines.push(
      font
        ? line(`Telugu drawn with ${font}, as on a phone`)
        : line('no Telugu font on this machine (fc-list :lang=te): the /te/ pages would be measured drawing boxes; install one (apt-get install -y fonts-noto-core) and run again', false),
    );
    // Warms the server's cache of rendered pages, as a running site has it.
    for (const path of pages) await fetch(`${server.base}${path}`);
    await withLighthouseChrome(async (port) => {
      for (const path of pages) {
        const measured = await measurePage(port, `${server.base}${path}`);
        const m = measured.median;
        const ok =
          m.score >= budget.score &&
          m.bestPractices >= budget.bestPractices &&
          m.lcpMs <= budget.lcpMs &&
          m.tbtMs <= budget.tbtMs &&
          m.cls <= budget.cls &&
          measured.logged.length === 0;
        lines.push(line(describeMeasurement(path, measured), ok));
        for (const entry of measured.logged) lines.push(line(`    logged: ${entry}`));
      }
    });
    lines.push(
      line(
        `budget per page (median of ${RUNS}): performance ≥ ${budget.score}, best practices ≥ ${budget.bestPractices}, ` +
          `LCP ≤ ${budget.lcpMs / 1000} s, TBT ≤ ${budget.tbtMs} ms, CLS ≤ ${budget.cls}; nothing logged in any run`,
      ),
    );
    return lines;
  } finally {
    await server.stop();
  }
}
