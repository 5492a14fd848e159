import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import type { Request as FunctionsRequest } from 'firebase-functions/v2/https';

/**
 * Test helper: serves an HTTPS function on a loopback port the way the Functions Framework runs
 * it on Cloud Functions. The framework parses every body before the function sees it (JSON into
 * `req.body`; text, form and anything else too) and keeps the bytes as `req.rawBody`, 32 MB at most;
 * the request stream is consumed by then. A function that still reads the stream (busboy piping
 * the request) hangs or fails here as it would in the cloud.
 */
export async function startFunctionsFrameworkServer(fn: (req: FunctionsRequest, res: Response) => unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const keepRawBody = (req: Request & { rawBody?: Buffer }, _res: unknown, buffer: Buffer) => {
    req.rawBody = buffer;
  };
  const limit = '32mb';
  const framework = express();
  framework.use(express.json({ type: 'application/cloudevents+json', limit, verify: keepRawBody }));
  framework.use(express.json({ limit, verify: keepRawBody }));
  framework.use(express.text({ limit, verify: keepRawBody }));
  framework.use(express.urlencoded({ extended: true, limit, verify: keepRawBody }));
  framework.use(express.raw({ type: '*/*', limit, verify: keepRawBody }));
  framework.use((req, res) => {
    // rawBody is set for every request with a body (the parsers above); the type promises it always.
    void fn(req as FunctionsRequest, res);
  });

  const server = createServer(framework);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
