import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import functionsTest from 'firebase-functions-test';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openLocalAuth } from '../adapters/auth/local-auth';
import { createOutboxMailer } from '../adapters/mailer/outbox-mailer';
import { COLLECTIONS } from '../adapters/store/firestore/collections';
import { createFirestoreStore } from '../adapters/store/firestore/firestore-store';
import type { LeadNoticeDeps } from '../events/notify-new-lead';
import { startFirestoreEmulator, type FirestoreEmulator } from '../local-run/firestore-emulator';
import type { Auth } from '../ports/auth';
import { silentLogger } from '../ports/logger';
import type { Mailer } from '../ports/mailer';
import type { Store } from '../ports/store';
import { outboxMails } from '../testing/auth';
import { someSettings } from '../testing/builders';
import { TEST_SCRYPT } from '../testing/test-server';
import { REGION } from './function-options';
import { leadNoticeTrigger } from './lead-notice';

/**
 * onLeadNotice as Cloud Functions runs it: firebase-functions-test wraps the function and builds
 * the CloudEvent (with its id) around the lead's snapshot, read from the Firestore store on the
 * in-process emulator, where the claims of the mails are kept too. The admins come from the local
 * Auth adapter and the mail goes to an outbox folder (both real adapters of the ports it uses).
 */

const fft = functionsTest();

let emulator: FirestoreEmulator;
let firestore: Firestore;
let store: Store;
let auth: Auth;
let closeAuth: () => Promise<void>;
let dir: string;
let outbox: string;
let failSends: boolean;

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
});
afterAll(async () => {
  await emulator.stop();
  fft.cleanup();
});

beforeEach(async () => {
  firestore = emulator.newFirestore();
  store = await createFirestoreStore({ firestore });
  dir = await mkdtemp(join(tmpdir(), 'lead-notice-'));
  outbox = join(dir, 'outbox');
  ({ auth, close: closeAuth } = await openLocalAuth({ file: join(dir, 'auth.db'), scrypt: TEST_SCRYPT }));
  failSends = false;
});
afterEach(async () => {
  await closeAuth();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function noticeDeps(): LeadNoticeDeps {
  const outboxMailer = createOutboxMailer({ dir: outbox, from: 'Amaravati Plots <no-reply@plots.example.in>', log: silentLogger });
  const mailer: Mailer = {
    send: async (message) => {
      if (failSends) throw new Error('SMTP 451: try again later');
      await outboxMailer.send(message);
    },
  };
  return { store, auth, mailer, log: silentLogger, origin: 'https://plots.example.in' };
}

async function snapshotOf(id: string) {
  const data: DocumentData | undefined = (await firestore.collection(COLLECTIONS.leads).doc(id).get()).data();
  if (!data) throw new Error(`lead ${id} does not exist`);
  return fft.firestore.makeDocumentSnapshot(data, `${COLLECTIONS.leads}/${id}`);
}

describe('onLeadNotice', () => {
  it('runs on a new lead in the site region, with the SMTP secret', () => {
    const trigger = leadNoticeTrigger({ getDeps: async () => noticeDeps(), secrets: [] });
    expect(trigger.__endpoint.region).toEqual([REGION]);
    expect(trigger.__endpoint.eventTrigger?.eventFilterPathPatterns).toEqual({ document: `${COLLECTIONS.leads}/{leadId}` });
    expect(trigger.__endpoint.eventTrigger?.retry).toBe(true);
  });

  it('mails a plot enquiry to each admin once, however often the event is delivered', async () => {
    await store.settings.put(someSettings({ businessName: 'Capital Acres Realty' }));
    await auth.createAdmin('office@example.com', 'a-long-password');
    await auth.createAdmin('sales@example.com', 'a-long-password');
    const lead = await store.leads.create({
      name: 'Lakshmi',
      phone: '9000012345',
      email: 'lakshmi@example.com',
      source: 'plot-enquiry',
      details: { plotId: 'p1', plotTitle: 'East facing plot, Thullur', visitDate: '2026-12-01' },
    });
    const onLeadNotice = fft.wrap(leadNoticeTrigger({ getDeps: async () => noticeDeps() }));
    const event = { id: 'lead-notice-1', data: await snapshotOf(lead.id) };

    await onLeadNotice(event);
    await onLeadNotice(event);
    await Promise.all([onLeadNotice(event), onLeadNotice(event)]);
    const mails = await outboxMails(outbox);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['office@example.com', 'sales@example.com']);
    expect(mails[0]?.subject).toBe('New lead: Lakshmi (Plot enquiry)');
    expect(mails[0]?.text).toContain('Plot: East facing plot, Thullur (https://plots.example.in/plots/p1-east-facing-plot-thullur)');
    expect(mails[0]?.text).toContain('Hello%20Lakshmi%2C%20this%20is%20Capital%20Acres%20Realty');
    expect(mails[0]?.html).toContain('<a href="tel:9000012345">9000012345</a>');
  });

  it('fails the delivery when a mail cannot go (Cloud Functions retries it), then sends only what is missing', async () => {
    await auth.createAdmin('office@example.com', 'a-long-password');
    const lead = await store.leads.create({ name: 'Ravi', phone: '9848012345', email: 'ravi@example.com', source: 'contact' });
    const onLeadNotice = fft.wrap(leadNoticeTrigger({ getDeps: async () => noticeDeps() }));
    const event = { id: 'lead-notice-2', data: await snapshotOf(lead.id) };

    failSends = true;
    await expect(onLeadNotice(event)).rejects.toThrow(/could not be sent/);
    expect(await outboxMails(outbox)).toEqual([]);
    expect(await store.leads.get(lead.id)).toMatchObject({ name: 'Ravi' });

    failSends = false;
    await onLeadNotice(event);
    await onLeadNotice(event);
    expect((await outboxMails(outbox)).map((mail) => mail.to)).toEqual(['office@example.com']);
  });
});
