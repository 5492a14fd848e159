import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSON_HEADERS } from './http';
import { parseMail, type ParsedMail } from './parse-mail';
import type { TestServer } from './test-server';

/** Helpers for API tests that sign in (the browser's side of the `__session` cookie). */

export const ADMIN_PASSWORD = 'kondaveedu-42';

export interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
  raw: string;
}

/** The Set-Cookie headers of a response, split into name, value and lowercased attributes. */
function setCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((raw) => {
    const [pair = '', ...parts] = raw.split(';');
    const eq = pair.indexOf('=');
    const attributes = new Map<string, string>();
    for (const part of parts) {
      const [key = '', ...value] = part.trim().split('=');
      attributes.set(key.toLowerCase(), value.join('='));
    }
    return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes, raw };
  });
}

export function sessionCookieOf(response: Response): SetCookie | undefined {
  return setCookies(response).find((cookie) => cookie.name === '__session');
}

/** A request as the SPA sends it: JSON, the custom header, and the session cookie when given. */
export function apiRequest(
  url: string,
  options: { method?: string; body?: unknown; cookie?: string | undefined; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...JSON_HEADERS, ...(options.cookie ? { Cookie: options.cookie } : {}), ...options.headers };
  return fetch(url, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
}

/** Signs in through the API; returns the Cookie header value to send back ("__session=…"). */
export async function signIn(server: TestServer, email: string, password = ADMIN_PASSWORD, headers: Record<string, string> = {}): Promise<string> {
  const response = await apiRequest(`${server.url}/api/auth/login`, { method: 'POST', body: { email, password }, headers });
  if (response.status !== 200) throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('sign-in set no __session cookie');
  return `__session=${cookie.value}`;
}

/** An admin made through the port (not the API under test), with a known password. */
export async function anAdmin(server: TestServer, email: string, password = ADMIN_PASSWORD) {
  return (await server.auth.createAdmin(email, password)).user;
}

export async function outboxMails(dir: string): Promise<ParsedMail[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => parseMail(await readFile(join(dir, name), 'utf8'))));
}

/** Waits for the outbox to hold `count` mails (reset mails are sent after the 202). */
export async function waitForOutbox(dir: string, count: number, timeoutMs = 5000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await outboxMails(dir);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) in the outbox, found ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Gives background work (a reset mail that should not be sent) time to show up if it were sent. */
export function settle(ms = 300): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The reset link of a mail: `<origin>/admin/reset-password?token=…`. */
export function resetLinkOf(mail: ParsedMail): URL {
  const match = /https?:\/\/\S+\/admin\/reset-password\?token=\S+/.exec(mail.text);
  if (!match) throw new Error(`no reset link in:\n${mail.text}`);
  return new URL(match[0]);
}
