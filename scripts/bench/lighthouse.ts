import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/harness';
import { sitePaths } from '../../functions/src/core/site-paths';
import { startBenchServer } from './bench-server';
import { line, type BenchLine } from './report';

export interface LighthouseBudget {
  /** Performance score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
}

const RUNS = 3;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Lighthouse 12 with its mobile defaults (a mid-range phone: simulated slow 4G, 4× CPU slowdown)
 * against the production build with the demo data, three runs per page, medians printed with the
 * machine's benchmarkIndex (how fast this CPU is: the figures only compare on similar machines).
 * Lighthouse's own Chrome launcher starts the Chromium the e2e suite uses, with its flags.
 */
export async function benchLighthouse(budget: LighthouseBudget): Promise<BenchLine[]> {
  const server = await startBenchServer(async () => {}, { SEED_DEMO: 'true' });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const lines: BenchLine[] = [];
  try {
    const blogs = (await (await fetch(`${server.base}/api/blogs`)).json()) as { id: string }[];
    // A plot page with its gallery and a location (the map below the fold).
    const plots = (await (await fetch(`${server.base}/api/plots?pageSize=48`)).json()) as {
      items: { id: string; title: string; images: unknown[]; coordinates: { latitude: number } }[];
    };
    const plot = plots.items.find((item) => item.images.length > 1 && item.coordinates.latitude !== 0) ?? plots.items[0]!;
    const pages = ['/', '/properties', '/buy/residential', '/amaravati-updates', `/amaravati-updates/${blogs[0]!.id}`, sitePaths.plot(plot), '/contact', '/about', '/te/', '/te/properties', `/te${sitePaths.plot(plot)}`];
    // Warms the server's cache of rendered pages, as a running site has it.
    for (const path of pages) await fetch(`${server.base}${path}`);
    for (const path of pages) {
      const runs: Run[] = [];
      for (let attempt = 0; attempt < RUNS; attempt++) {
        const result = await lighthouse(`${server.base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error(`lighthouse gave no result for ${path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: numeric('first-contentful-paint'),
          lcpMs: numeric('largest-contentful-paint'),
          tbtMs: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
      const m = {
        score: median(runs.map((run) => run.score)),
        fcpMs: median(runs.map((run) => run.fcpMs)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        cls: median(runs.map((run) => run.cls)),
        benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
      };
      const ok = m.score >= budget.score && m.lcpMs <= budget.lcpMs && m.tbtMs <= budget.tbtMs && m.cls <= budget.cls;
      lines.push(
        line(
          `${path.padEnd(22)} performance ${m.score} (runs ${runs.map((run) => run.score).join('/')}), FCP ${(m.fcpMs / 1000).toFixed(2)} s, ` +
            `LCP ${(m.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, benchmarkIndex ${Math.round(m.benchmarkIndex)}`,
          ok,
        ),
      );
    }
    lines.push(line(`budget per page (median of ${RUNS}): performance ≥ ${budget.score}, LCP ≤ ${budget.lcpMs / 1000} s, TBT ≤ ${budget.tbtMs} ms, CLS ≤ ${budget.cls}`));
    return lines;
  } finally {
    chrome.kill();
    await server.stop();
  }
}
