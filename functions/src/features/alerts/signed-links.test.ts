import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../adapters/store/sqlite/sqlite-store';
import { LINK_KEY_META_KEY, LINK_LIFETIMES_MS, loadSignedLinks, signedLinksWithKey, type LinkPurpose } from './signed-links';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2026-11-27T10:00:00.000Z');

/** A clock the test moves. */
function clock(at = START) {
  let now = at.getTime();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

describe('signed links', () => {
  const key = randomBytes(32);

  it('reads back what it signed, in a compact URL-safe token', () => {
    const links = signedLinksWithKey(key, () => START);
    const token = links.sign('unsubscribe', 'sub_7Gx2');
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(token.length).toBeLessThan(120);
    expect(encodeURIComponent(token)).toBe(token);
    expect(links.verify(token, 'unsubscribe')).toEqual({
      ok: true,
      payload: { purpose: 'unsubscribe', subject: 'sub_7Gx2', expiresAt: new Date(START.getTime() + 365 * DAY_MS).toISOString() },
    });
  });

  it.each([
    ['confirm', 7 * DAY_MS],
    ['manage', 365 * DAY_MS],
    ['unsubscribe', 365 * DAY_MS],
  ] as const)('keeps a %s link good for its lifetime and no longer', (purpose, lifetime) => {
    expect(LINK_LIFETIMES_MS[purpose]).toBe(lifetime);
    const time = clock();
    const links = signedLinksWithKey(key, time.now);
    const token = links.sign(purpose, 'a1');
    time.advance(lifetime - 1000);
    expect(links.verify(token, purpose).ok).toBe(true);
    time.advance(1000);
    expect(links.verify(token, purpose)).toEqual({ ok: false, reason: 'expired' });
  });

  it('takes a lifetime of its own', () => {
    const time = clock();
    const links = signedLinksWithKey(key, time.now);
    const token = links.sign('confirm', 'a1', { lifetimeMs: 60_000 });
    time.advance(60_000);
    expect(links.verify(token, 'confirm')).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a link of another purpose', () => {
    const links = signedLinksWithKey(key, () => START);
    expect(links.verify(links.sign('manage', 's1'), 'unsubscribe')).toEqual({ ok: false, reason: 'wrongPurpose' });
    expect(links.verify(links.sign('unsubscribe', 's1'), 'confirm')).toEqual({ ok: false, reason: 'wrongPurpose' });
  });

  it('refuses a token changed anywhere, and one signed with another key', () => {
    const links = signedLinksWithKey(key, () => START);
    const token = links.sign('manage', 'subscriber-1');
    for (let index = 0; index < token.length; index += 1) {
      const swapped = token[index] === 'A' ? 'B' : 'A';
      const changed = `${token.slice(0, index)}${swapped}${token.slice(index + 1)}`;
      expect(links.verify(changed, 'manage'), `changed at ${index}`).toEqual({ ok: false, reason: 'tampered' });
    }
    const [body] = token.split('.');
    // Another body under the same signature: a subject of someone else.
    const other = Buffer.from(JSON.stringify(['manage', 'subscriber-2', 4_000_000_000])).toString('base64url');
    expect(links.verify(`${other}.${token.split('.')[1]}`, 'manage')).toEqual({ ok: false, reason: 'tampered' });
    expect(links.verify(`${body}.`, 'manage')).toEqual({ ok: false, reason: 'tampered' });
    expect(signedLinksWithKey(randomBytes(32), () => START).verify(token, 'manage')).toEqual({ ok: false, reason: 'tampered' });
  });

  it('answers tampered, never throws, for garbage of any shape', () => {
    const links = signedLinksWithKey(key, () => START);
    const signed = (body: string) => `${body}.${signedLinksWithKey(key).sign('manage', 'x').split('.')[1]}`;
    const garbage: unknown[] = [
      undefined,
      null,
      42,
      {},
      ['a.b'],
      '',
      '.',
      'a.b',
      '..',
      'x'.repeat(5000),
      `${'A'.repeat(2000)}.${'B'.repeat(43)}`,
      '%00.%00',
      'ü.ü',
      'e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      signed(Buffer.from('not json').toString('base64url')),
      signed(Buffer.from('[]').toString('base64url')),
    ];
    for (let n = 0; n < 200; n += 1) garbage.push(randomBytes(n % 90).toString('base64url') + (n % 3 === 0 ? `.${randomBytes(32).toString('base64url')}` : ''));
    for (const token of garbage) {
      for (const purpose of ['confirm', 'manage', 'unsubscribe'] as LinkPurpose[]) {
        expect(links.verify(token, purpose)).toEqual({ ok: false, reason: 'tampered' });
      }
    }
  });

  it('refuses to sign an empty or overlong subject', () => {
    const links = signedLinksWithKey(key);
    expect(() => links.sign('manage', '')).toThrow(RangeError);
    expect(() => links.sign('manage', 'x'.repeat(201))).toThrow(RangeError);
  });
});

describe('the link key in the store', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'signed-links-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('is created once, agreed on by racing instances, and kept across a restart', async () => {
    const file = join(folder, 'store.db');
    const first = await createSqliteStore({ file });
    const [a, b] = await Promise.all([loadSignedLinks(first.meta), loadSignedLinks(first.meta)]);
    const token = a.sign('unsubscribe', 'sub-1');
    expect(b.verify(token, 'unsubscribe').ok).toBe(true);
    const stored = await first.meta.get(LINK_KEY_META_KEY);
    expect(Buffer.from(stored ?? '', 'base64url')).toHaveLength(32);
    await first.close();

    const reopened = await createSqliteStore({ file });
    try {
      expect((await loadSignedLinks(reopened.meta)).verify(token, 'unsubscribe').ok).toBe(true);
      expect(await reopened.meta.get(LINK_KEY_META_KEY)).toBe(stored);
    } finally {
      await reopened.close();
    }
  });

  it('fails loudly when the stored value is not a key', async () => {
    const store = await createSqliteStore({ file: join(folder, 'bad.db') });
    try {
      await store.meta.set(LINK_KEY_META_KEY, 'short');
      await expect(loadSignedLinks(store.meta)).rejects.toThrow(LINK_KEY_META_KEY);
    } finally {
      await store.close();
    }
  });
});
