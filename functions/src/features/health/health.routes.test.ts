import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('GET /api/health', () => {
  it('answers { ok: true }, never cached', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe('GET /api/health before start-up work is done', () => {
  it('answers 503 until the entry says it is ready, then 200', async () => {
    const express = (await import('express')).default;
    const { healthRoutes } = await import('./health.routes');
    let ready = false;
    const app = express().use('/api/health', healthRoutes({ isReady: () => ready }));
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const { port } = listener.address() as { port: number };
    try {
      const starting = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(starting.status).toBe(503);
      expect(await starting.json()).toEqual({ ok: false, starting: true });
      ready = true;
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      listener.close();
    }
  });
});
