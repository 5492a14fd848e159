/**
 * The performance budgets, measured on this machine and printed (never a timed test). Each section
 * starts the built standalone server on its own fresh data:
 *  - plot search API: p95 ≤ 20 ms at 100,000 plots (and the figures at 10,000);
 *  - server memory after a search run: < 250 MB;
 *  - JavaScript the home page loads: ≤ 120 KB gzipped, and no admin code on public pages.
 * `npm run bench` builds first. Exits 1 when a budget is missed.
 */
import { print, type BenchLine } from './bench/report';
import { benchPageScripts } from './bench/page-scripts';
import { benchSearch } from './bench/search';

const sections: { name: string; run: () => Promise<BenchLine[]> }[] = [
  { name: 'search at 10,000 plots', run: () => benchSearch(10_000, { p95: 20 }) },
  { name: 'search at 100,000 plots', run: () => benchSearch(100_000, { p95: 20 }) },
  { name: 'page scripts', run: () => benchPageScripts(120) },
];

let allOk = true;
for (const section of sections) {
  console.log(`\n— ${section.name}`);
  allOk = print(await section.run()) && allOk;
}
console.log(allOk ? '\nbench: all budgets met' : '\nbench: a budget was missed');
process.exitCode = allOk ? 0 : 1;
