import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { Recording } from './bare-server';
import { REPO, startBenchServer } from './bench-server';
import { line, median, type BenchLine } from './report';

/** Cached public reads and a rendered page, as a browser asks for them. */
const TARGETS = ['/api/regions', '/api/plots/featured?limit=12', '/api/settings', '/'];
const REQUEST_HEADERS = { 'accept-encoding': 'gzip' };
/** Keep-alive connections, one request in flight on each (browsers do not pipeline). */
const CONNECTIONS = 32;
const WARMUP_SECONDS = 1;
const ROUND_SECONDS = 2;
/**
 * Rounds per server and target, alternating ours and bare. The best round of each counts: other
 * work on the machine can only slow a round down, never speed it up, so the best is the closest to
 * what each server can do (the medians are printed beside it).
 */
const ROUNDS = 5;
/** Headers node writes itself on every response. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive']);

/**
 * Throughput of cached public reads against the ceiling of this machine: the built server on the
 * demo data, and a bare node:http server (scripts/bench/bare-server.ts) answering the very bytes
 * and headers ours answered for `Accept-Encoding: gzip`. Both run as their own process and are
 * loaded one after the other, alternating, by the same client (autocannon, in this process) with
 * the same connections, so noise from the machine hits both alike. Budget: ours reaches at least
 * `minRatio` of bare on each target.
 *
 * autocannon rather than a load generator of our own: it keeps its connections alive, counts
 * answers by status and errors, and is what Node servers are usually measured with. It runs in
 * this process, on its own core when the machine has two, and parses every answer in JavaScript,
 * so for a large body (the 20 KB page) the client itself may be the limit: both servers then
 * score alike and the ratio says only that ours is not the slower one. Beside the rates, each
 * line gives the CPU time each server process spent per request over its rounds (from /proc),
 * which other work on the machine does not skew.
 */
export async function benchThroughput(minRatio: number): Promise<BenchLine[]> {
  const server = await startBenchServer(async () => {}, { SEED_DEMO: 'true' });
  const dir = await mkdtemp(join(tmpdir(), 'amaravati-bare-'));
  let bare: { base: string; child: ChildProcess } | undefined;
  try {
    const recordings: Recording[] = [];
    for (const path of TARGETS) {
      // Twice: the first request fills whatever the server caches, the second is what a warm server answers.
      await record(server.base, path);
      recordings.push(await record(server.base, path));
    }
    const file = join(dir, 'recordings.json');
    await writeFile(file, JSON.stringify(recordings));
    bare = await startBare(file);

    const lines: BenchLine[] = [];
    for (const recording of recordings) {
      const ours = `${server.base}${recording.path}`;
      const theirs = `${bare.base}${recording.path}`;
      await load(ours, WARMUP_SECONDS, server.pid);
      await load(theirs, WARMUP_SECONDS, bare.child.pid!);
      const ourRuns: LoadRun[] = [];
      const bareRuns: LoadRun[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        ourRuns.push(await load(ours, ROUND_SECONDS, server.pid));
        bareRuns.push(await load(theirs, ROUND_SECONDS, bare.child.pid!));
      }
      const ourRates = ourRuns.map((run) => run.rate);
      const bareRates = bareRuns.map((run) => run.rate);
      const ourRate = Math.max(...ourRates);
      const bareRate = Math.max(...bareRates);
      const ratio = ourRate / bareRate;
      const bytes = Buffer.from(recording.bodyBase64, 'base64').length;
      const encoding = headerValue(recording.headers, 'content-encoding') ?? 'identity';
      lines.push(
        line(
          `GET ${recording.path} (${bytes.toLocaleString('en-IN')} bytes ${encoding}): ours ${rate(ourRate)} req/s, bare node:http ${rate(bareRate)} req/s → ` +
            `${(ratio * 100).toFixed(1)} % (budget ≥ ${(minRatio * 100).toFixed(0)} %)`,
          ratio >= minRatio,
        ),
      );
      lines.push(
        line(
          `  medians ${rate(median(ourRates))} and ${rate(median(bareRates))} req/s; server CPU per request: ours ${cpuPerRequest(ourRuns)} µs, bare ${cpuPerRequest(bareRuns)} µs`,
        ),
      );
    }
    lines.push(
      line(`  ${CONNECTIONS} keep-alive connections, best of ${ROUNDS} rounds of ${ROUND_SECONDS} s each, ours and bare alternating, Accept-Encoding: gzip`),
    );
    return lines;
  } finally {
    if (bare) await stop(bare.child);
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The exact response (status, raw headers, body bytes as sent) of one GET. */
function record(base: string, path: string): Promise<Recording> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: REQUEST_HEADERS, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`GET ${path} answered ${res.statusCode}`));
        const headers: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          if (!WRITTEN_BY_NODE.has(name.toLowerCase())) headers.push(name, res.rawHeaders[i + 1]!);
        }
        resolve({ path, status: res.statusCode, headers, bodyBase64: Buffer.concat(chunks).toString('base64') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function startBare(file: string): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'scripts/bench/bare-server.ts'), file], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  lines.close();
  return { base: `http://127.0.0.1:${port.trim()}`, child };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export interface LoadRun {
  /** Requests per second. */
  rate: number;
  requests: number;
  /** CPU time the server process used meanwhile (user and system), in ms. */
  cpuMs: number;
}

/** One load run against the server of process `pid`; a run with any error or non-2xx answer fails the bench. */
export async function load(url: string, seconds: number, pid: number): Promise<LoadRun> {
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: seconds, headers: REQUEST_HEADERS });
  const cpuMs = cpuMsOf(pid) - cpuBefore;
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx answers under load`);
  }
  return { rate: result.requests.total / result.duration, requests: result.requests.total, cpuMs };
}

/** User plus system CPU time of a process so far, in ms (/proc/<pid>/stat counts in ticks of 10 ms on Linux). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const TICK_MS = 10;
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function cpuPerRequest(runs: readonly LoadRun[]): string {
  const cpuMs = runs.reduce((sum, run) => sum + run.cpuMs, 0);
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  return ((cpuMs * 1000) / requests).toFixed(1);
}

function headerValue(headers: readonly string[], name: string): string | undefined {
  for (let i = 0; i < headers.length; i += 2) if (headers[i]!.toLowerCase() === name) return headers[i + 1];
  return undefined;
}

export function rate(value: number): string {
  return Math.round(value).toLocaleString('en-IN');
}
