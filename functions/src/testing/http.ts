import { expect } from 'vitest';
import type { ApiErrorBody, ApiErrorCode } from '../core/schemas/api-error';
import { englishMessage, isMessageKey } from '../core/messages';

/** Small fetch helpers for API tests (Node's fetch sends neither Origin nor Sec-Fetch-Site). */

export const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' } as const;

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });
}

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Asserts the one error shape and returns it. */
export async function expectApiError(response: Response, status: number, code: ApiErrorCode): Promise<ApiErrorBody['error']> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  const body = (await response.json()) as ApiErrorBody;
  expect(body).toHaveProperty('error');
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
  // Every message by key (a page shows it in its language) and the key's English beside it.
  expect(isMessageKey(body.error.key), `the key of "${body.error.message}"`).toBe(true);
  expect(englishMessage(body.error.key ?? '')).toBe(body.error.message);
  expect(Object.keys(body.error.fieldKeys ?? {})).toEqual(Object.keys(body.error.fields ?? {}));
  for (const [path, key] of Object.entries(body.error.fieldKeys ?? {})) expect(englishMessage(key)).toBe(body.error.fields?.[path]);
  return body.error;
}

/**
 * A revalidation as a browser cache sends it. Node's fetch adds `Cache-Control: no-cache` to any
 * request carrying If-None-Match (Fetch spec, cache mode "no-store"), and a no-cache request is
 * never "fresh" for Express; browsers revalidating from their HTTP cache send no such header.
 */
export function conditionalGet(url: string, etag: string): Promise<Response> {
  return fetch(url, { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } });
}
