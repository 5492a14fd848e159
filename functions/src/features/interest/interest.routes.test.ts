import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteDay } from '../../core/dates';
import { NO_INTEREST } from '../../core/interest';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { aPlot } from '../../testing/builders';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { BEACONS_PER_MINUTE } from './interest.routes';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('POST /api/interest (the plot page beacon)', () => {
  let server: TestServer;
  let admin: AdminClient;
  let plotId: string;
  /** Each test its own address (the server trusts X-Forwarded-For from loopback), so rate limits never carry over. */
  let address = 0;
  let from: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    plotId = (await server.store.plots.create(aPlot())).id;
    address += 1;
    from = `203.0.113.${address}`;
  });

  /** As navigator.sendBeacon sends a string: text/plain, same-origin. */
  function beacon(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${server.url}/api/interest`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': PHONE, 'X-Forwarded-For': from, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  async function counted(id = plotId) {
    await server.interest.tally.flush();
    return (await server.store.interest.totals([id], siteDay(new Date())))[id];
  }

  it('counts a view once per visitor and day, and every WhatsApp and call tap; 204, no cookie', async () => {
    const first = await beacon({ plotId, kind: 'view' });
    expect(first.status).toBe(204);
    expect(first.headers.get('set-cookie')).toBeNull();
    expect(await first.text()).toBe('');
    expect((await beacon({ plotId, kind: 'view' })).status).toBe(204);
    // Another browser from the same address is another visitor; so is the same browser elsewhere.
    await beacon({ plotId, kind: 'view' }, { 'User-Agent': LAPTOP });
    await beacon({ plotId, kind: 'view' }, { 'X-Forwarded-For': `198.51.100.${address}` });
    await beacon({ plotId, kind: 'whatsapp' });
    await beacon({ plotId, kind: 'whatsapp' });
    await beacon({ plotId, kind: 'call' });
    expect(await counted()).toEqual({ ...NO_INTEREST, views7: 3, views30: 3, whatsapp30: 2, calls30: 1 });
  });

  it('takes JSON as fetch keepalive sends it too', async () => {
    expect((await beacon({ plotId, kind: 'view' }, { 'Content-Type': 'application/json' })).status).toBe(204);
    expect((await counted())?.views30).toBe(1);
  });

  it('ignores, with 204, an unknown plot, bad JSON, an unknown kind, an empty or oversized body', async () => {
    const answers = await Promise.all([
      beacon({ plotId: 'no-such-plot', kind: 'view' }),
      beacon({ plotId: '../../etc', kind: 'call' }),
      beacon('{"plotId":'),
      beacon('not json at all'),
      beacon({ plotId, kind: 'share' }),
      beacon({ plotId }),
      beacon([plotId, 'view']),
      beacon(''),
      beacon({ plotId, kind: 'view', padding: 'x'.repeat(2048) }),
      beacon({ plotId, kind: 'view' }, { 'Content-Type': 'text/plain;charset=klingon' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 204));
    expect(await counted()).toEqual(NO_INTEREST);
    expect(await counted('no-such-plot')).toEqual(NO_INTEREST);
  });

  it('does not count bots, tools, a missing user agent, or a signed-in admin', async () => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'WhatsApp/2.23.20.0',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ]) {
      expect((await beacon({ plotId, kind: 'call' }, { 'User-Agent': userAgent })).status).toBe(204);
    }
    expect((await beacon({ plotId, kind: 'view' }, { Cookie: admin.cookie })).status).toBe(204);
    expect((await beacon({ plotId, kind: 'whatsapp' }, { Cookie: admin.cookie })).status).toBe(204);
    expect(await counted()).toEqual(NO_INTEREST);
    // A cookie that is no valid session is a visitor like any other.
    await beacon({ plotId, kind: 'view' }, { Cookie: '__session=forged' });
    expect((await counted())?.views30).toBe(1);
  });

  it('answers a flood from one address with 204 every time, counting its view once and its taps up to the limit', async () => {
    const views = await Promise.all(Array.from({ length: 60 }, () => beacon({ plotId, kind: 'view' })));
    const calls = await Promise.all(Array.from({ length: BEACONS_PER_MINUTE + 40 }, () => beacon({ plotId, kind: 'call' })));
    expect([...views, ...calls].every((answer) => answer.status === 204)).toBe(true);
    expect(await counted()).toEqual({ ...NO_INTEREST, views7: 1, views30: 1, calls30: BEACONS_PER_MINUTE - 60 });
  });

  it('refuses a beacon from another site like every write (403), counting nothing', async () => {
    const answer = await beacon({ plotId, kind: 'view' }, { 'Sec-Fetch-Site': 'cross-site' });
    expect(answer.status).toBe(403);
    expect(await counted()).toEqual(NO_INTEREST);
  });
});
