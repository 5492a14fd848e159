import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/harness';
import { LANGUAGES, pathInLanguage } from '../../functions/src/core/languages';
import { sitePaths } from '../../functions/src/core/site-paths';
import { startBenchServer } from './bench-server';
import { line, type BenchLine } from './report';

export interface LighthouseBudget {
  /** Performance score, 0–100. */
  score: number;
  /** Best Practices score, 0–100 (it fails on console errors, Issues-panel entries, a CSP without hashes…). */
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

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

const RUNS = 3;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

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
 * Lighthouse 12 with its mobile defaults (a mid-range phone: simulated slow 4G, 4× CPU slowdown)
 * against the production build with the demo data, three runs of every public page in both
 * languages; medians printed with the machine's benchmarkIndex (how fast this CPU is: the figures
 * only compare on similar machines), and whatever a run logged (console errors, Issues-panel
 * entries, deprecations), which misses the budget. Lighthouse's own Chrome launcher starts the
 * Chromium the e2e suite uses, with its flags.
 */
export async function benchLighthouse(budget: LighthouseBudget): Promise<BenchLine[]> {
  const server = await startBenchServer(async () => {}, { SEED_DEMO: 'true' });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const lines: BenchLine[] = [];
  try {
    const pages = await publicPages(server.base);
    // Warms the server's cache of rendered pages, as a running site has it.
    for (const path of pages) await fetch(`${server.base}${path}`);
    for (const path of pages) {
      const runs: Run[] = [];
      for (let attempt = 0; attempt < RUNS; attempt++) {
        const result = await lighthouse(`${server.base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'best-practices'],
        });
        if (!result) throw new Error(`lighthouse gave no result for ${path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
      const m = {
        score: median(runs.map((run) => run.score)),
        bestPractices: median(runs.map((run) => run.bestPractices)),
        fcpMs: median(runs.map((run) => run.fcpMs)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        cls: median(runs.map((run) => run.cls)),
        benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
      };
      // Logged in any run counts: the console and the Issues panel stay empty on every load.
      const logged = [...new Set(runs.flatMap((run) => run.logged))];
      const ok =
        m.score >= budget.score &&
        m.bestPractices >= budget.bestPractices &&
        m.lcpMs <= budget.lcpMs &&
        m.tbtMs <= budget.tbtMs &&
        m.cls <= budget.cls &&
        logged.length === 0;
      lines.push(
        line(
          `${path} — performance ${m.score} (runs ${runs.map((run) => run.score).join('/')}), best practices ${m.bestPractices}, ` +
            `FCP ${(m.fcpMs / 1000).toFixed(2)} s, LCP ${(m.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(m.tbtMs)} ms ` +
            `(runs ${runs.map((run) => Math.round(run.tbtMs)).join('/')}), CLS ${m.cls.toFixed(3)}, benchmarkIndex ${Math.round(m.benchmarkIndex)}`,
          ok,
        ),
      );
      for (const entry of logged) lines.push(line(`    logged: ${entry}`));
    }
    lines.push(
      line(
        `budget per page (median of ${RUNS}): performance ≥ ${budget.score}, best practices ≥ ${budget.bestPractices}, ` +
          `LCP ≤ ${budget.lcpMs / 1000} s, TBT ≤ ${budget.tbtMs} ms, CLS ≤ ${budget.cls}; nothing logged in any run`,
      ),
    );
    return lines;
  } finally {
    chrome.kill();
    await server.stop();
  }
}
