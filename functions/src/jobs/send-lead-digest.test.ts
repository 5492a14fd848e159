import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../ports/logger';
import type { Mailer } from '../ports/mailer';
import { signedInAdmin } from '../testing/admin';
import { anAdmin, outboxMails } from '../testing/auth';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createOutboxMailer } from '../adapters/mailer/outbox-mailer';
import { leadDigestKey, sendLeadDigest, type LeadDigestDeps } from './send-lead-digest';

/** The morning digest over the standalone composition's store and auth, mailed into an outbox folder. */

const HOUR = 60 * 60 * 1000;

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function digestDeps(test: TestServer, mailer?: Mailer): LeadDigestDeps {
  return {
    store: test.store,
    auth: test.auth,
    mailer: mailer ?? createOutboxMailer({ dir: test.outboxDir, from: 'Amaravati Plots <no-reply@localhost>', log: silentLogger }),
    log: silentLogger,
    origin: 'https://plots.example.in',
  };
}

describe('sendLeadDigest', () => {
  it('mails each admin who wants it once a day: the new leads, then the ones still waiting the next day', async () => {
    server = await startTestServer({ leadNoticeRetryDelaysMs: [] });
    await anAdmin(server, 'office@example.com');
    const sales = await signedInAdmin(server, 'sales@example.com');
    expect((await sales.patch('/api/admin/notices', { dailyDigest: false })).status).toBe(200);
    await server.store.leads.create({ name: 'Ravi Kumar', phone: '9848012345', email: 'ravi@example.com', source: 'contact' });
    await server.leadNotices.idle();
    const noticeMails = (await outboxMails(server.outboxDir)).length;

    const created = Date.now();
    const first = await sendLeadDigest(digestDeps(server), { now: () => new Date(created + HOUR) });
    expect(first).toMatchObject({ empty: false, sent: 1, optedOut: 1, alreadySent: 0 });
    // Later the same India day: a second after the first run, so the test holds at any time of day
    // (an hour later crossed midnight in India for a lead made between 22:00 and 23:00 there).
    const again = await sendLeadDigest(digestDeps(server), { now: () => new Date(created + HOUR + 1000) });
    expect(again).toMatchObject({ sent: 0, alreadySent: 1 });
    let digests = (await outboxMails(server.outboxDir)).slice(noticeMails);
    expect(digests.map((mail) => mail.to)).toEqual(['office@example.com']);
    expect(digests[0]?.subject).toMatch(/^Amaravati Plots leads, .+: 1 new lead, 0 waiting, 0 visits today$/);
    expect(digests[0]?.text).toContain('- Ravi Kumar · 9848012345 · Contact form');

    // A day and more later the lead is still New: it is waiting.
    const nextDay = await sendLeadDigest(digestDeps(server), { now: () => new Date(created + 30 * HOUR) });
    expect(nextDay).toMatchObject({ sent: 1 });
    expect(nextDay.day).not.toBe(first.day);
    digests = (await outboxMails(server.outboxDir)).slice(noticeMails);
    expect(digests).toHaveLength(2);
    expect(digests[1]?.subject).toMatch(/: 0 new leads, 1 waiting, 0 visits today$/);
  });

  it('sends nothing on a day with nothing to report', async () => {
    server = await startTestServer();
    await anAdmin(server, 'office@example.com');
    const lead = await server.store.leads.create({ name: 'Old', phone: '9848012345', email: 'old@example.com', source: 'contact' });
    await server.store.leads.update(lead.id, { status: 'resolved' }, []);
    await server.leadNotices.idle();
    const before = (await outboxMails(server.outboxDir)).length;
    expect(await sendLeadDigest(digestDeps(server), { now: () => new Date(Date.now() + 48 * HOUR) })).toMatchObject({ empty: true, sent: 0 });
    expect(await outboxMails(server.outboxDir)).toHaveLength(before);
  });

  it('fails the run when a mail cannot go and gives the day back to that admin, so a retry sends it', async () => {
    server = await startTestServer();
    const admin = await anAdmin(server, 'office@example.com');
    await server.store.leads.create({ name: 'Ravi', phone: '9848012345', email: 'ravi@example.com', source: 'contact' });
    await server.leadNotices.idle();
    const now = () => new Date(Date.now() + HOUR);
    const down: Mailer = { send: () => Promise.reject(new Error('connection refused')) };
    await expect(sendLeadDigest(digestDeps(server, down), { now })).rejects.toThrow(/could not be sent to 1 admin/);
    const day = (await sendLeadDigest(digestDeps(server), { now })).day;
    expect(await server.store.meta.get(leadDigestKey(day, admin.id))).not.toBeNull();
  });
});
