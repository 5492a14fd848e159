import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The yardstick of the throughput bench (scripts/bench/throughput.ts): a bare node:http server
 * that answers each recorded path with the recorded status, headers and body bytes, and does
 * nothing else. Run as its own process, like ours, so neither shares a thread with the load
 * generator. Usage: bare-server <recordings.json>; prints its port on stdout once listening.
 */
export interface Recording {
  path: string;
  status: number;
  /** Flat [name, value, name, value, …] as node's rawHeaders gives them, minus Date, Connection and Keep-Alive (node writes those). */
  headers: string[];
  bodyBase64: string;
}

const file = process.argv[2];
if (!file) {
  console.error('usage: bare-server <recordings.json>');
  process.exit(2);
}
const recordings = JSON.parse(readFileSync(file, 'utf8')) as Recording[];
const answers = new Map(recordings.map((recording) => [recording.path, { ...recording, body: Buffer.from(recording.bodyBase64, 'base64') }]));

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
