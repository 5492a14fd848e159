import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../core/messages';
import type { AlertCadence } from '../../core/schemas/alerts';
import type { Blog } from '../../core/schemas/blog';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { apiRequest, outboxMails } from '../../testing/auth';
import { aBlog } from '../../testing/builders';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { NewsMailStatus } from './news-mail';

/** "Send to news subscribers" through the admin API, on the standalone server whose own drain mails the outbox folder. */
describe('admin news mail API', () => {
  let server: TestServer;
  let admin: AdminClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());

  /** A subscriber following the news; confirmed unless told otherwise. */
  async function followsNews(email: string, options: { cadence?: AlertCadence; confirmed?: boolean } = {}): Promise<void> {
    const { subscriber } = await server.store.subscribers.add(email, 'en');
    if (options.confirmed ?? true) await server.store.subscribers.confirm(subscriber.id);
    await server.store.alerts.add(subscriber.id, { kind: 'news', target: null }, options.cadence ?? 'instant');
  }

  const status = async (id: string) => json<NewsMailStatus>(await admin.get(`/api/admin/blogs/${id}/news-mail`));
  const newsMailsAbout = async (title: string) => (await outboxMails(server.outboxDir)).filter((mail) => mail.subject === `Amaravati update: ${title}`);

  it('answers 401 without a session, for the count, the progress and the sending', async () => {
    const post = await server.store.blogs.create(aBlog());
    await expectApiError(await apiRequest(`${server.url}/api/admin/blogs/news-recipients`), 401, 'unauthenticated');
    await expectApiError(await apiRequest(`${server.url}/api/admin/blogs/${post.id}/news-mail`), 401, 'unauthenticated');
    await expectApiError(await apiRequest(`${server.url}/api/admin/blogs/${post.id}/news-mail`, { method: 'POST', body: {} }), 401, 'unauthenticated');
    expect(await server.store.alertOutbox.countByKeyPrefix(`news:${post.id}:`)).toEqual({ pending: 0, sent: 0, failed: 0 });
  });

  it('answers 404 for a post that does not exist, and queues nothing', async () => {
    for (const id of ['unknownid123', 'bad..id']) {
      const missing = await expectApiError(await admin.get(`/api/admin/blogs/${id}/news-mail`), 404, 'not_found');
      expect(missing.message).toBe(MESSAGES.blogNotFound);
      await expectApiError(await admin.post(`/api/admin/blogs/${id}/news-mail`, {}), 404, 'not_found');
    }
    expect(await server.store.alertOutbox.list()).toEqual([]);
  });

  it('counts the confirmed news subscribers, queues the post once per alert however often it is sent, and reports what went', async () => {
    await followsNews('first@example.com');
    await followsNews('daily@example.com', { cadence: 'daily' });
    await followsNews('unconfirmed@example.com', { confirmed: false });
    expect(await json(await admin.get('/api/admin/blogs/news-recipients'))).toEqual({ recipients: 2 });

    const post = await json<Blog>(await admin.post('/api/admin/blogs', aBlog({ title: 'Ring road opens' })));
    expect(await status(post.id)).toEqual({ recipients: 2, queued: 0, sent: 0, failed: 0 });

    const first = await json<NewsMailStatus & { added: number }>(await admin.post(`/api/admin/blogs/${post.id}/news-mail`, {}));
    expect(first.added).toBe(2);
    expect(first.queued + first.sent + first.failed).toBe(2);
    // Sent twice (a double click, a retry): nothing new is queued.
    const again = await json<NewsMailStatus & { added: number }>(await admin.post(`/api/admin/blogs/${post.id}/news-mail`, {}));
    expect(again.added).toBe(0);

    // The server's drain sends the one as it happens; the daily one waits for 08:00 India time.
    await vi.waitFor(async () => expect(await status(post.id)).toEqual({ recipients: 2, queued: 1, sent: 1, failed: 0 }), { timeout: 10_000, interval: 100 });
    const mails = await newsMailsAbout('Ring road opens');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain('first@example.com');
    expect(mails[0]!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // A subscriber who joined since gets it on the next send, and only they.
    await followsNews('late@example.com');
    const late = await json<NewsMailStatus & { added: number }>(await admin.post(`/api/admin/blogs/${post.id}/news-mail`, {}));
    expect(late.added).toBe(1);
    await vi.waitFor(async () => expect((await status(post.id)).sent).toBe(2), { timeout: 10_000, interval: 100 });
    const recipients = (await newsMailsAbout('Ring road opens')).map((mail) => mail.to);
    expect(recipients).toHaveLength(2);
    expect(recipients.filter((to) => to.includes('first@example.com'))).toHaveLength(1);
    expect(recipients.filter((to) => to.includes('late@example.com'))).toHaveLength(1);
  });
});
