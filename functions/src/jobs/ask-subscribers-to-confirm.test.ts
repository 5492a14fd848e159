import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../adapters/mailer/outbox-mailer';
import { keptSignedLinks } from '../features/subscriptions/subscriptions.service';
import { silentLogger } from '../ports/logger';
import type { Mailer } from '../ports/mailer';
import { outboxMails } from '../testing/auth';
import { startTestServer, type TestServer } from '../testing/test-server';
import { askSubscribersToConfirm } from './ask-subscribers-to-confirm';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function jobDeps(test: TestServer, mailer?: Mailer) {
  return {
    store: test.store,
    mailer: mailer ?? createOutboxMailer({ dir: test.outboxDir, from: 'Amaravati Plots <no-reply@localhost>', log: silentLogger }),
    log: silentLogger,
    linkOrigin: 'https://plots.example.in',
    links: keptSignedLinks(test.store.meta),
  };
}

describe('askSubscribersToConfirm', () => {
  it('mails each subscriber from before double opt-in once, following the news as the old form promised', async () => {
    server = await startTestServer();
    const { subscriber: old } = await server.store.subscribers.add('old@example.com', 'en');
    const { subscriber: te } = await server.store.subscribers.add('telugu@example.com', 'te');
    await server.store.alerts.add(te.id, { kind: 'venture', target: { ventureId: 'v-1' } }, 'daily');
    const { subscriber: confirmed } = await server.store.subscribers.add('confirmed@example.com', 'en');
    await server.store.subscribers.confirm(confirmed.id);

    expect(await askSubscribersToConfirm(jobDeps(server))).toEqual({ asked: 2, alreadyAsked: 0, failed: 0 });
    const mails = await outboxMails(server.outboxDir);
    expect(mails.map((mail) => mail.to).sort()).toEqual([expect.stringContaining('old@example.com'), expect.stringContaining('telugu@example.com')]);
    const english = mails.find((mail) => mail.to.includes('old@example.com'))!;
    expect(english.text).toContain('News: new updates');
    expect(english.text).toMatch(/https:\/\/plots\.example\.in\/subscriptions\/confirm\?token=\S+/);
    expect(mails.find((mail) => mail.to.includes('telugu@example.com'))!.text).toMatch(/\/te\/subscriptions\/confirm\?token=/);
    expect((await server.store.alerts.listOf(old.id)).map((alert) => alert.kind)).toEqual(['news']);
    expect((await server.store.alerts.listOf(te.id)).map((alert) => alert.kind)).toEqual(['venture']);

    // Again (the next start): nobody is mailed twice.
    expect(await askSubscribersToConfirm(jobDeps(server))).toEqual({ asked: 0, alreadyAsked: 2, failed: 0 });
    expect(await outboxMails(server.outboxDir)).toHaveLength(2);
  });

  it('gives the claim back when a mail fails, so the next run asks again', async () => {
    server = await startTestServer();
    await server.store.subscribers.add('old@example.com', 'en');
    const failing: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    expect(await askSubscribersToConfirm(jobDeps(server, failing))).toEqual({ asked: 0, alreadyAsked: 0, failed: 1 });
    expect(await askSubscribersToConfirm(jobDeps(server))).toEqual({ asked: 1, alreadyAsked: 0, failed: 0 });
    expect(await outboxMails(server.outboxDir)).toHaveLength(1);
  });
});
