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

  return listenOnLoopback(framework);
}

/**
 * Test helper: serves a CloudEvent function (a Firestore trigger) on a loopback port the way the
 * Functions Framework runs one: each request is one CloudEvent in structured mode
 * (`application/cloudevents+json`), handed to the function as an object; 204 once the function has
 * settled, 500 when it threw (Cloud Functions would deliver the event again). Binary mode, in which
 * Eventarc sends Firestore's protobuf payloads in the cloud, is not spoken here.
 */
export async function startCloudEventFunctionServer(fn: (event: Record<string, unknown>) => unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const framework = express();
  framework.use(express.json({ type: 'application/cloudevents+json', limit: '32mb' }));
  framework.use((req, res) => {
    if (!req.is('application/cloudevents+json')) {
      res.status(415).send('a CloudEvent in structured mode (application/cloudevents+json), please');
      return;
    }
    void (async () => {
      try {
        await fn(req.body as Record<string, unknown>);
        res.status(204).end();
      } catch (error) {
        res.status(500).send(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  return listenOnLoopback(framework);
}

async function listenOnLoopback(framework: express.Express): Promise<{ url: string; close: () => Promise<void> }> {
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
