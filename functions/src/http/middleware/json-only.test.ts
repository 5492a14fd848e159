import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { isJsonContentType } from './json-only';

const contact = JSON.stringify({ name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com' });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function post(body: string | Uint8Array | undefined, contentType?: string): Promise<Response> {
  const headers: Record<string, string> = contentType ? { 'Content-Type': contentType } : {};
  return fetch(`${server.url}/api/contact`, { method: 'POST', headers, body });
}

describe('content types of writes', () => {
  it.each([
    ['text/plain', contact],
    ['text/plain;charset=UTF-8', contact],
    ['application/x-www-form-urlencoded', 'name=Ravi+Kumar&phone=9876543210&email=ravi%40example.com'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nRavi\r\n--x--\r\n'],
    ['application/xml', '<contact/>'],
  ])('answers 415 to %s and stores nothing', async (contentType, body) => {
    const before = await server.store.leads.count();
    await expectApiError(await post(body, contentType), 415, 'unsupported_media_type');
    expect(await server.store.leads.count()).toBe(before);
  });

  it('answers 415 to a body without any Content-Type', async () => {
    await expectApiError(await post(new TextEncoder().encode(contact)), 415, 'unsupported_media_type');
  });

  it('accepts application/json with a charset', async () => {
    expect((await post(contact, 'application/json; charset=utf-8')).status).toBe(201);
  });

  it('answers 415 to an unsupported charset', async () => {
    await expectApiError(await post(contact, 'application/json; charset=latin-9'), 415, 'unsupported_media_type');
  });
});

describe('JSON bodies', () => {
  it.each(['{"name": "Ravi",', "{'name': 'Ravi'}", 'undefined', '"just a string"', 'null', '{"a":1}{"b":2}'])(
    'answers 400 to malformed or non-object JSON %s',
    async (body) => {
      const error = await expectApiError(await post(body, 'application/json'), 400, 'bad_request');
      expect(error.message).toMatch(/JSON/);
    },
  );

  it('answers 400 to a JSON array (not a form)', async () => {
    await expectApiError(await post('[1,2,3]', 'application/json'), 400, 'bad_request');
  });

  it('answers 413 to a body over the limit (100 kB), in the error shape', async () => {
    const big = JSON.stringify({ name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com', pad: 'x'.repeat(110 * 1024) });
    const before = await server.store.leads.count();
    await expectApiError(await post(big, 'application/json'), 413, 'payload_too_large');
    expect(await server.store.leads.count()).toBe(before);
  });

  it('accepts a body under the limit (unknown fields are dropped)', async () => {
    const padded = JSON.stringify({ name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com', pad: 'x'.repeat(90 * 1024) });
    expect((await post(padded, 'application/json')).status).toBe(201);
  });
});

describe('isJsonContentType', () => {
  it.each([
    ['application/json', true],
    ['Application/JSON; charset=utf-8', true],
    ['application/merge-patch+json', true],
    ['text/json', false],
    ['text/plain', false],
    ['application/jsonx', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isJsonContentType(value)).toBe(expected);
  });
});
