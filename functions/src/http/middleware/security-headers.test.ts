import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('security headers', () => {
  it.each(['/api/regions', '/api/nope', '/api/plots?page=0'])('are on every response (%s)', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    const csp = directives(response.headers.get('content-security-policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    // …and the map tiles' origin from the settings (none stored here: OpenStreetMap's, the default).
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://res.cloudinary.com', 'https://tile.openstreetmap.org']);
    expect(csp.get('media-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.has('x-powered-by')).toBe(false);
  });

  it('allow-list a configured image origin (a local Cloudinary-speaking server) and nothing else', async () => {
    const local = await startTestServer({ imageOrigins: ['http://127.0.0.1:4010'] });
    try {
      const response = await fetch(`${local.url}/api/regions`);
      const csp = directives(response.headers.get('content-security-policy') ?? '');
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://res.cloudinary.com', 'http://127.0.0.1:4010', 'https://tile.openstreetmap.org']);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
    } finally {
      await local.close();
    }
  });
});
