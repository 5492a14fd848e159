import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages';
import { expectApiError, postJson } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

const contact = { name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com' };

describe('rate limit of public writes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimitPublicWritesPerMinute: 3 });
  });
  afterAll(async () => server.close());

  it('shares one bucket across contact, subscriptions, sell and plot enquiries, then answers 429', async () => {
    expect((await postJson(`${server.url}/api/contact`, contact)).status).toBe(201);
    expect((await postJson(`${server.url}/api/subscriptions`, { email: 'a@example.com' })).status).toBe(201);
    // A rejected form counts too: a bot cannot probe for free.
    expect((await postJson(`${server.url}/api/contact`, { name: 'x' })).status).toBe(422);

    const leadsBefore = await server.store.leads.count();
    const limited = await postJson(`${server.url}/api/sell-enquiries`, { ...contact, category: 'houses', location: 'Tadepalli' });
    const error = await expectApiError(limited, 429, 'rate_limited');
    expect(error.message).toBe(MESSAGES.tooManyRequests);
    expect(limited.headers.get('ratelimit-policy') ?? limited.headers.get('ratelimit')).toBeTruthy();
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(await server.store.leads.count()).toBe(leadsBefore);

    await expectApiError(await postJson(`${server.url}/api/contact`, contact), 429, 'rate_limited');
    await expectApiError(await postJson(`${server.url}/api/plot-enquiries`, { ...contact, plotId: 'AAAAAAAAAAAAAAAA' }), 429, 'rate_limited');
  });

  it('does not limit reads', async () => {
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${server.url}/api/regions`)).status).toBe(200);
  });
});
