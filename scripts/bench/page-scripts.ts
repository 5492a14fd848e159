import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/harness';
import { startBenchServer } from './bench-server';
import { benchBeaconSize } from './beacon-size';
import { line, type BenchLine } from './report';

const PAGES = ['/', '/properties', '/contact', '/amaravati-updates', '/te/', '/te/properties'];

/** JavaScript each public page loads (gzipped, at phone width), and no admin code on any of them; what the interest beacon adds to a plot page. */
export async function benchPageScripts(homeBudgetKb: number, beaconBudgetBytes: number): Promise<BenchLine[]> {
  // The demo data `npm start` shows, seeded by the server itself (pictures included).
  const server = await startBenchServer(async () => {}, { SEED_DEMO: 'true' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const lines: BenchLine[] = [];
  try {
    for (const path of PAGES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      // Each script's gzipped size, read as it arrives; awaited once the page is quiet (a size
      // still being read then would otherwise be missed).
      const reads: Promise<readonly [string, number] | undefined>[] = [];
      let lastScriptAt = Date.now();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        lastScriptAt = Date.now();
        reads.push(
          response.body().then(
            (body) => [new URL(response.url()).pathname, gzipSync(body).length] as const,
            () => undefined, // a redirect or aborted response has no body
          ),
        );
      });
      await page.goto(`${server.base}${path}`);
      // The page asks for its scripts once painted (lib/load-app-after-paint.ts), which on a busy
      // machine can be later than half a second of a quiet network (and Playwright's 'networkidle',
      // once reached, is not waited for again): wait until the page is live (<html data-live>),
      // then until no script has arrived for a second.
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
      while (Date.now() - lastScriptAt < 1000) await page.waitForTimeout(250);
      const scripts = new Map((await Promise.all(reads)).filter((read) => read !== undefined));
      if (scripts.size === 0) throw new Error(`No script was seen loading ${path}: the measurement is broken`);
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      const text = `JS loaded by ${path}: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`;
      lines.push(path === '/' ? line(`${text} (budget ≤ ${homeBudgetKb} KB)`, total <= homeBudgetKb * 1024) : line(text));
      const adminChunks = [...scripts.keys()].filter((name) => /admin/i.test(name));
      if (adminChunks.length > 0) lines.push(line(`  admin code loaded on a public page: ${adminChunks.join(', ')}`, false));
      // Only the page's own language's words (vite.config.ts names their files i18n-{language}-…).
      const otherLanguage = path === '/te' || path.startsWith('/te/') ? 'en' : 'te';
      const foreignWords = [...scripts.keys()].filter((name) => name.includes(`/i18n-${otherLanguage}-`));
      if (foreignWords.length > 0) lines.push(line(`  the other language's words loaded: ${foreignWords.join(', ')}`, false));
      await context.close();
    }
    lines.push(...(await benchBeaconSize(beaconBudgetBytes)));
    return lines;
  } finally {
    await browser.close();
    await server.stop();
  }
}
