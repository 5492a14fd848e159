import express from 'express';
import { defineSecret } from 'firebase-functions/params';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFunction, HOSTING_TRUST_PROXY, type RequestListener } from './api';
import { REGION } from './function-options';
import { startFunctionsFrameworkServer } from '../testing/functions-framework-server';

/** The api function's own behaviour; index.test.ts runs the real app through it. */

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  vi.restoreAllMocks();
});

async function serve(fn: Parameters<typeof startFunctionsFrameworkServer>[0]) {
  const server = await startFunctionsFrameworkServer(fn);
  servers.push(server);
  return server.url;
}

describe('api function', () => {
  it('is an HTTPS function in asia-south1, public, capped, with the secrets it was given', () => {
    const secret = defineSecret('CLOUDINARY_URL');
    const endpoint = apiFunction(() => Promise.reject(new Error('not used')), { secrets: [secret] }).__endpoint;
    expect(endpoint.region).toEqual([REGION]);
    expect(endpoint.maxInstances).toBe(5);
    expect(endpoint.concurrency).toBe(80);
    expect(endpoint.availableMemoryMb).toBe(512);
    expect(endpoint.timeoutSeconds).toBe(120);
    expect(endpoint.httpsTrigger).toEqual({ invoker: ['public'] });
    expect(endpoint.secretEnvironmentVariables).toEqual([expect.objectContaining({ key: 'CLOUDINARY_URL' })]);
  });

  it('builds the app on the first request, and answers 503 in the API error shape while it cannot', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const app = express().get('/api/health', (_req, res) => void res.json({ ok: true }));
    const api = apiFunction(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Invalid environment: CLOUDINARY_URL: required');
      return app as RequestListener;
    });
    expect(attempts).toBe(0);
    const url = await serve(api);

    const failed = await fetch(`${url}/api/health`);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(await failed.json()).toEqual({ error: { code: 'internal', message: expect.any(String) } });

    const recovered = await fetch(`${url}/api/health`);
    expect(recovered.status).toBe(200);
    expect(await recovered.json()).toEqual({ ok: true });
  });
});

describe('trust proxy behind Hosting', () => {
  async function clientIp(forwardedFor?: string): Promise<string> {
    const app = express().set('trust proxy', HOSTING_TRUST_PROXY);
    app.get('/ip', (req, res) => void res.json({ ip: req.ip }));
    const url = await serve(apiFunction(async () => app as RequestListener));
    const response = await fetch(`${url}/ip`, { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} });
    return ((await response.json()) as { ip: string }).ip;
  }

  it('takes the visitor from "visitor, hosting edge" (the chain Hosting and the Google front end build)', async () => {
    expect(await clientIp('203.0.113.7, 198.51.100.10')).toBe('203.0.113.7');
  });

  it('ignores what a visitor writes into X-Forwarded-For itself', async () => {
    expect(await clientIp('10.9.9.9, 203.0.113.7, 198.51.100.10')).toBe('203.0.113.7');
    expect(await clientIp('1.1.1.1, 2.2.2.2, 203.0.113.7, 198.51.100.10')).toBe('203.0.113.7');
  });
});
