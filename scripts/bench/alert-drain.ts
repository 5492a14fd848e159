import { SMTP_TEST_PASS, SMTP_TEST_USER, startSmtp } from '../../functions/src/testing/local-smtp';
import type { AlertItem } from '../../functions/src/core/schemas/alert-item';
import type { NewAlertOutboxItem, Store } from '../../functions/src/ports/store';
import { startBenchServer, type BenchServer } from './bench-server';
import { line, median, type BenchLine } from './report';
import { load, rate } from './throughput';

const SUBSCRIBERS = 10_000;
/** Public reads the visitors make while the mails go: a cached API answer and the rendered home page. */
const TARGETS = ['/api/plots/featured?limit=12', '/'];
const WARMUP_SECONDS = 1;
const ROUND_SECONDS = 2;
const ROUNDS = 3;
const ENQUEUE_CHUNK = 500;
const QUIET_SECONDS = 5;

const NEW_PLOT: AlertItem = {
  kind: 'newPlot',
  plot: { id: 'bench-plot', title: 'Corner plot near Rayapudi junction', titleTe: 'రాయపూడి జంక్షన్ దగ్గర కార్నర్ ప్లాట్', village: 'Rayapudi', villageTe: 'రాయపూడి', price: 4_500_000, priceUnit: 'lakhs', area: 1800, imageUrl: '/images/bench.jpg' },
};

/** 10,000 confirmed subscribers, each following a saved search; with `queued`, each has a new-plot mail due now in the outbox. */
async function fillSubscribers(store: Store, queued: boolean): Promise<void> {
  const items: NewAlertOutboxItem[] = [];
  const dueAt = new Date().toISOString();
  for (let n = 0; n < SUBSCRIBERS; n++) {
    const { subscriber } = await store.subscribers.add(`subscriber-${n}@example.com`, n % 3 === 0 ? 'te' : 'en');
    await store.subscribers.confirm(subscriber.id);
    const { alert } = await store.alerts.add(subscriber.id, { kind: 'search', target: { location: 'rayapudi' } }, 'instant');
    if (queued && alert) items.push({ dedupeKey: `listed:bench-plot:${alert.id}`, subscriberId: subscriber.id, alertId: alert.id, kind: 'newPlot', payload: JSON.stringify(NEW_PLOT), dueAt, daily: false });
  }
  for (let offset = 0; offset < items.length; offset += ENQUEUE_CHUNK) await store.alertOutbox.enqueue(items.slice(offset, offset + ENQUEUE_CHUNK));
}

/** Requests per second of each target: the median of ROUNDS rounds. */
async function throughputOf(server: BenchServer): Promise<number[]> {
  const rates: number[] = [];
  for (const path of TARGETS) {
    await load(`${server.base}${path}`, WARMUP_SECONDS, server.pid);
    const runs = [];
    for (let round = 0; round < ROUNDS; round++) runs.push(await load(`${server.base}${path}`, ROUND_SECONDS, server.pid));
    rates.push(median(runs.map((run) => run.rate)));
  }
  return rates;
}

/**
 * The public pages' throughput while the server drains 10,000 alert mails through a local SMTP
 * server (smtp-server in this process, which counts and discards them), against the same server
 * and data with nothing to send. Both servers are the built standalone one on the demo data with
 * 10,000 confirmed subscribers; the draining one finds 10,000 mails due at its start (its alert
 * sender starts once it listens). Budget: each target keeps at least `minRatio` of its idle rate,
 * measured while mails are still going out (the mails received during the measurement are printed;
 * a drain that ended before it would make the figure meaningless and fails the line).
 */
export async function benchAlertDrain(minRatio: number): Promise<BenchLine[]> {
  let received = 0;
  const smtp = await startSmtp({
    // A reverse DNS lookup per connection would make the peer, not the server, the limit.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  const smtpEnv = { SMTP_URL: `smtp://${SMTP_TEST_USER}:${encodeURIComponent(SMTP_TEST_PASS)}@127.0.0.1:${smtp.port}`, PUBLIC_ORIGIN: 'https://plots.example.in' };
  try {
    const idleServer = await startBenchServer((store) => fillSubscribers(store, false), { SEED_DEMO: 'true', ...smtpEnv });
    let idle: number[];
    try {
      idle = await throughputOf(idleServer);
    } finally {
      await idleServer.stop();
    }

    const server = await startBenchServer((store) => fillSubscribers(store, true), { SEED_DEMO: 'true', ...smtpEnv });
    const started = performance.now();
    try {
      const before = received;
      const measureStarted = performance.now();
      const draining = await throughputOf(server);
      const measureSeconds = (performance.now() - measureStarted) / 1000;
      const during = received - before;
      const stillSending = received < SUBSCRIBERS;
      const lines: BenchLine[] = TARGETS.map((path, index) => {
        const ratio = draining[index]! / idle[index]!;
        return line(
          `GET ${path} while ${SUBSCRIBERS.toLocaleString('en-IN')} alert mails drain: ${rate(draining[index]!)} req/s against ${rate(idle[index]!)} idle → ${(ratio * 100).toFixed(1)} % (budget ≥ ${(minRatio * 100).toFixed(0)} %)`,
          ratio >= minRatio && during > 0 && stillSending,
        );
      });
      lines.push(line(`  ${during.toLocaleString('en-IN')} mails received during the ${measureSeconds.toFixed(0)} s measured (${(during / measureSeconds).toFixed(0)}/s)${stillSending ? ', still sending at its end' : ': the drain ended before the measurement did'}`));
      // The drain's own pace with no visitors, for comparison (not waited to its end: 10,000 mails take minutes).
      const quietFrom = received;
      await new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000));
      lines.push(
        line(
          `  with no visitors: ${((received - quietFrom) / QUIET_SECONDS).toFixed(0)} mails/s (a new SMTP connection per mail); ${received.toLocaleString('en-IN')} received ${((performance.now() - started) / 1000).toFixed(0)} s after the server answered; median of ${ROUNDS} rounds of ${ROUND_SECONDS} s per target`,
        ),
      );
      return lines;
    } finally {
      await server.stop();
    }
  } finally {
    await smtp.close();
  }
}
