import autocannon from 'autocannon';
import { bulkInsertPlots } from '../../functions/src/adapters/store/sqlite/bulk-insert-plots';
import type { BackupListing } from '../../functions/src/core/schemas/backup-listing';
import { insertBulkPlots } from '../../functions/src/seed/bulk-plots';
import { seedSettingsIfMissing } from '../../functions/src/seed/seed-demo';
import { BENCH_ADMIN, BENCH_ADMIN_ENV, startBenchServer, type BenchServer } from './bench-server';
import { line, percentile, type BenchLine } from './report';

const PLOTS = 100_000;
/**
 * A plot search that reads the database each time (a page of the admin's plot list: never cached)
 * and a public search (the server's cache of public answers answers it).
 */
const TARGETS = [
  { path: '/api/admin/plots?location=thullur&page=3', admin: true },
  { path: '/api/plots?location=thullur&sort=price-asc', admin: false },
];
/** A steady pace rather than as fast as it goes: the p95 then tells the time a request takes, not the length of a queue. */
const CONNECTIONS = 8;
const REQUESTS_PER_SECOND = 100;
const SECONDS = 5;

/** Latencies (ms) of every answer of one autocannon run at a steady pace; a run with an error or a non-2xx answer fails the bench. */
async function latencies(url: string, headers: Record<string, string>): Promise<number[]> {
  const times: number[] = [];
  // Without a callback autocannon returns its instance made thenable (lib/init.js); the types know only the promise.
  const instance = autocannon({ url, connections: CONNECTIONS, overallRate: REQUESTS_PER_SECOND, duration: SECONDS, headers: { 'accept-encoding': 'gzip', ...headers } }) as unknown as autocannon.Instance &
    PromiseLike<autocannon.Result>;
  instance.on('response', (_client: autocannon.Client, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx answers`);
  return times.sort((a, b) => a - b);
}

async function signIn(server: BenchServer): Promise<string> {
  const response = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', Origin: server.base },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (response.status !== 200) throw new Error(`bench sign-in: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/**
 * Requests during a backup: the built server over 100,000 plots, each target's p95 at a steady
 * pace while idle (before the backup and after it, together), and right after Back up now
 * (POST /api/admin/backups) while the backup is written in its own process. Budget: the p95 during the backup is at most `maxRatio` × the
 * idle one (the issue: it may not double). The backup's length, size and state are printed.
 */
export async function benchBackup(maxRatio: number): Promise<BenchLine[]> {
  const server = await startBenchServer(async (store) => {
    await insertBulkPlots(store, PLOTS, 42, bulkInsertPlots);
    await seedSettingsIfMissing(store);
  }, BENCH_ADMIN_ENV);
  try {
    const cookie = await signIn(server);
    const adminHeaders = { Cookie: cookie, 'X-Requested-With': 'fetch' };
    const headersOf = (admin: boolean) => (admin ? adminHeaders : {});
    const listing = async () => (await (await fetch(`${server.base}/api/admin/backups`, { headers: adminHeaders })).json()) as BackupListing;

    const idle: number[][] = [];
    for (const target of TARGETS) {
      await latencies(`${server.base}${target.path}`, headersOf(target.admin)); // warm-up
      idle.push(await latencies(`${server.base}${target.path}`, headersOf(target.admin)));
    }

    const started = performance.now();
    const start = await fetch(`${server.base}/api/admin/backups`, { method: 'POST', headers: { ...adminHeaders, 'Content-Type': 'application/json', Origin: server.base } });
    if (start.status !== 202) throw new Error(`Back up now answered ${start.status}`);
    const during: number[][] = [];
    for (const target of TARGETS) during.push(await latencies(`${server.base}${target.path}`, headersOf(target.admin)));
    const measuredMs = performance.now() - started;
    const stillRunning = (await listing()).running;
    while ((await listing()).running) await new Promise((resolve) => setTimeout(resolve, 250));
    const backupMs = performance.now() - started;
    const newest = (await listing()).backups[0];
    // Idle again after it: the machine's other work changes over a minute, so idle is the rounds before and after together.
    for (const [index, target] of TARGETS.entries()) idle[index] = [...idle[index]!, ...(await latencies(`${server.base}${target.path}`, headersOf(target.admin)))].sort((a, b) => a - b);

    const lines = TARGETS.map((target, index) => {
      const idleP95 = percentile(idle[index]!, 95);
      const duringP95 = percentile(during[index]!, 95);
      return line(
        `GET ${target.path} at ${REQUESTS_PER_SECOND}/s, ${PLOTS.toLocaleString('en-IN')} plots: p95 ${duringP95.toFixed(1)} ms during a backup against ${idleP95.toFixed(1)} ms idle ` +
          `(×${(duringP95 / idleP95).toFixed(2)}, budget ≤ ×${maxRatio}; medians ${percentile(during[index]!, 50).toFixed(1)} / ${percentile(idle[index]!, 50).toFixed(1)} ms)`,
        duringP95 <= idleP95 * maxRatio && stillRunning,
      );
    });
    lines.push(
      line(
        `  the backup: ${newest?.state ?? 'none'}, ${newest?.bytes ? `${(newest.bytes / 1024 / 1024).toFixed(1)} MB` : 'no archive'}, written and checked in ${(backupMs / 1000).toFixed(1)} s; ` +
          `${stillRunning ? `still running when the ${(measuredMs / 1000).toFixed(0)} s of measurement ended` : 'it ended before the measurement did (the figure is not a during-backup one)'}`,
        newest?.state === 'good',
      ),
    );
    return lines;
  } finally {
    await server.stop();
  }
}
