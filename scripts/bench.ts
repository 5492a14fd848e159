/**
 * The performance budgets, measured on this machine and printed (never a timed test). Each section
 * starts the built standalone server on its own fresh data:
 *  - plot search API: p95 ≤ 20 ms at 100,000 plots (and the figures at 10,000);
 *  - server memory after a search run: < 250 MB;
 *  - Lighthouse (mobile defaults, median of 3) on every public page in both languages: performance
 *    ≥ 98, best practices 100, TBT ≤ 100 ms, LCP ≤ 2 s, CLS ≤ 0.02, nothing in the console or the
 *    Issues panel;
 *  - JavaScript the home page loads: ≤ 120 KB gzipped, and no admin code on public pages; the
 *    interest beacon adds ≤ 1 KB gzipped to a plot page;
 *  - the demo seed on an empty database: ≤ 5 s;
 *  - the lead board with 5,000 leads: drawn and interactive ≤ 1 s; an unchanged poll is a 304;
 *  - cached public reads and rendered pages: at least 50 % of the requests per second of a bare
 *    node:http server writing the same bytes with the same headers, measured side by side;
 *  - a venture of 400 plots: its public page at Lighthouse (mobile, median of 3) performance ≥ 95,
 *    HTML ≤ 60 KB gzipped, CLS ≤ 0.02, no layout library (Leaflet, Geoman, Panzoom) before the page
 *    is live; in the editor, a corner dragged and 50 plots box-selected at a median frame ≤ 50 ms;
 *    the 400 shapes saved ≤ 1 s; 50 plots' status changed in one request (its time printed);
 *  - alerts: a new plot matched against 10,000 confirmed saved searches kept in memory ≤ 200 ms
 *    (median and p95; read from SQLite each time printed beside it); the public pages' throughput
 *    while 10,000 alert mails drain through a local SMTP server ≥ 80 % of the same server's idle
 *    figure (`npm run bench -- drain`);
 *  - requests during a backup of 100,000 plots: each target's p95 at a steady pace at most twice its
 *    idle p95 (`npm run bench -- backup`).
 * `npm run bench` builds first; `npm run bench -- throughput` runs only the sections whose name
 * contains one of the words given. Exits 1 when a budget is missed.
 */
import { print, type BenchLine } from './bench/report';
import { benchAlertDrain } from './bench/alert-drain';
import { benchAlerts } from './bench/alerts';
import { benchBackup } from './bench/backup';
import { benchLeadBoard } from './bench/lead-board';
import { benchLighthouse } from './bench/lighthouse';
import { benchPageScripts } from './bench/page-scripts';
import { benchSearch } from './bench/search';
import { benchSeed } from './bench/seed';
import { benchThroughput } from './bench/throughput';
import { benchVentures } from './bench/ventures';

const sections: { name: string; run: () => Promise<BenchLine[]> }[] = [
  { name: 'search at 10,000 plots', run: () => benchSearch(10_000, { p95: 20 }) },
  { name: 'search at 100,000 plots', run: () => benchSearch(100_000, { p95: 20 }) },
  { name: 'lighthouse (mobile)', run: () => benchLighthouse({ score: 98, bestPractices: 100, lcpMs: 2000, tbtMs: 100, cls: 0.02 }) },
  { name: 'page scripts', run: () => benchPageScripts(120, 1024) },
  { name: 'demo seed', run: () => benchSeed(5000) },
  { name: 'lead board at 5,000 leads', run: () => benchLeadBoard(5000, 1000) },
  { name: 'throughput of cached public reads', run: () => benchThroughput(0.5) },
  { name: 'ventures at 400 plots', run: () => benchVentures({ score: 95, htmlKb: 60, cls: 0.02, frameMs: 50, saveMs: 1000 }) },
  { name: 'alerts', run: () => benchAlerts(200) },
  { name: 'public pages while alert mails drain', run: () => benchAlertDrain(0.8) },
  { name: 'requests during a backup at 100,000 plots', run: () => benchBackup(2) },
];

const wanted = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = wanted.length === 0 ? sections : sections.filter(({ name }) => wanted.some((word) => name.includes(word)));
if (chosen.length === 0) {
  console.error(`bench: no section matches ${wanted.join(', ')} (sections: ${sections.map(({ name }) => name).join('; ')})`);
  process.exit(2);
}

let allOk = true;
for (const section of chosen) {
  console.log(`\n— ${section.name}`);
  allOk = print(await section.run()) && allOk;
}
console.log(allOk ? '\nbench: all budgets met' : '\nbench: a budget was missed');
process.exitCode = allOk ? 0 : 1;
