import { afterEach, describe, expect, it } from 'vitest';
import type { Lead } from '../core/schemas/lead';
import type { Mailer } from '../ports/mailer';
import { signedInAdmin } from '../testing/admin';
import { anAdmin, outboxMails, settle, waitForOutbox } from '../testing/auth';
import { postJson } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/test-server';
import { leadNoticeKey, notifyNewLead } from './notify-new-lead';

/**
 * New-lead mails, standalone: through the real composition (SQLite, local auth, the outbox
 * mailer, the in-process bus). A lead sent through any public form is mailed to every admin who
 * has not turned the mails off; a mail server that hangs or fails never holds up or loses the lead.
 */

const CONTACT = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9848012345' };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function leadsOf(test: TestServer): Promise<Lead[]> {
  return test.store.leads.list();
}

describe('new-lead mails (standalone)', () => {
  it('mails each admin who wants them, with the lead, its links and its page; once per admin and lead', async () => {
    server = await startTestServer();
    const office = await signedInAdmin(server, 'office@example.com');
    await anAdmin(server, 'sales@example.com');
    const quiet = await signedInAdmin(server, 'quiet@example.com');
    expect((await quiet.patch('/api/admin/notices', { newLeadMail: false })).status).toBe(200);
    expect(await (await office.get('/api/admin/notices')).json()).toMatchObject({ newLeadMail: true });

    const response = await postJson(`${server.url}/api/contact`, CONTACT);
    expect(response.status).toBe(201);
    await server.leadNotices.idle();
    const mails = await outboxMails(server.outboxDir);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['office@example.com', 'sales@example.com']);
    const [mail] = mails;
    expect(mail?.subject).toBe('New lead: Ravi Kumar (Contact form)');
    expect(mail?.text).toContain('Phone: 9848012345 (call: tel:9848012345)');
    expect(mail?.text).toContain('https://wa.me/919848012345?text=Hello%20Ravi%20Kumar');
    const [stored] = await leadsOf(server);
    expect(mail?.text).toMatch(new RegExp(`Open the lead: https?://[^/]+/admin/contacts/${stored!.id}\\n`));
    expect(mail?.text).toContain('Came through: Contact form');
    expect(mail?.html).toContain('<a href="tel:9848012345">9848012345</a>');

    // The same event delivered again sends nothing more.
    const [lead] = await leadsOf(server);
    const deps = { store: server.store, auth: server.auth, mailer: { send: () => Promise.reject(new Error('must not send')) }, log: { info() {}, warn() {}, error() {} }, origin: 'http://x' };
    expect(await notifyNewLead(deps, { id: 'redelivered', type: 'lead.created', lead: lead! })).toEqual({ sent: 0, optedOut: 1, alreadySent: 2 });
    expect(await server.store.meta.get(leadNoticeKey(lead!.id, (await server.auth.listAdmins())[0]!.id))).not.toBeNull();
    expect(await outboxMails(server.outboxDir)).toHaveLength(2);
  });

  it('answers the form at once while the mail server hangs; the lead is stored and counted', async () => {
    let release: () => void = () => {};
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    server = await startTestServer({ wrapMailer: (mailer): Mailer => ({ send: async (message) => hanging.then(() => mailer.send(message)) }) });
    await anAdmin(server, 'office@example.com');
    const response = await postJson(`${server.url}/api/contact`, CONTACT);
    expect(response.status).toBe(201);
    expect(await leadsOf(server)).toHaveLength(1);
    expect(await server.store.stats.get()).toMatchObject({ leads: 1, newLeads: 1 });
    expect(await outboxMails(server.outboxDir)).toEqual([]);
    release();
    await server.leadNotices.idle();
    expect((await waitForOutbox(server.outboxDir, 1)).map((mail) => mail.to)).toEqual(['office@example.com']);
  });

  it('tries a failed mail again and sends it to the admin who missed it only', async () => {
    let failuresLeft = 1;
    server = await startTestServer({
      leadNoticeRetryDelaysMs: [10, 10],
      wrapMailer: (mailer): Mailer => ({
        send: async (message) => {
          if (message.to === 'sales@example.com' && failuresLeft > 0) {
            failuresLeft -= 1;
            throw new Error('421 try again later');
          }
          return mailer.send(message);
        },
      }),
    });
    await anAdmin(server, 'office@example.com');
    await anAdmin(server, 'sales@example.com');
    expect((await postJson(`${server.url}/api/sell-enquiries`, { ...CONTACT, category: 'agricultural', location: 'Mandadam', area: '2 acres', expectedPrice: '1.2 Cr' })).status).toBe(201);
    await server.leadNotices.idle();
    const mails = await outboxMails(server.outboxDir);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['office@example.com', 'sales@example.com']);
    expect(mails[0]?.text).toContain('Category: Agricultural');
  });

  it('gives up after its retries without touching the lead, and mails nobody when no admin wants mail', async () => {
    server = await startTestServer({ leadNoticeRetryDelaysMs: [5], wrapMailer: (): Mailer => ({ send: () => Promise.reject(new Error('connection refused')) }) });
    await anAdmin(server, 'office@example.com');
    expect((await postJson(`${server.url}/api/contact`, CONTACT)).status).toBe(201);
    await server.leadNotices.idle();
    const [lead] = await leadsOf(server);
    expect(lead?.name).toBe('Ravi Kumar');
    // The failed claim was given back: a later delivery may still send it.
    expect(await server.store.meta.get(leadNoticeKey(lead!.id, (await server.auth.listAdmins())[0]!.id))).toBeNull();
    await server.close();

    server = await startTestServer();
    const only = await signedInAdmin(server, 'office@example.com');
    await only.patch('/api/admin/notices', { newLeadMail: false });
    expect((await postJson(`${server.url}/api/contact`, CONTACT)).status).toBe(201);
    await server.leadNotices.idle();
    await settle(50);
    expect(await outboxMails(server.outboxDir)).toEqual([]);
  });
});
