import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../ports/logger';
import type { NewAlertOutboxItem } from '../../ports/store';
import { openAlertTestbed, type AlertTestbed } from '../../testing/alert-testbed';
import { refuseRecipients } from '../../testing/local-smtp';
import { parseMail } from '../../testing/parse-mail';
import { alertDueAt } from './alert-due';
import type { AlertLinksOf } from './alert-links';
import { subscriberRecipients } from './alert-recipients';
import { drainAlertOutbox } from './drain-alert-outbox';

const ORIGIN = 'https://plots.example.in';
const linksOf: AlertLinksOf = (id, language) => ({
  manageUrl: `${ORIGIN}${language === 'te' ? '/te' : ''}/manage?token=m-${id}`,
  unsubscribeUrl: `${ORIGIN}${language === 'te' ? '/te' : ''}/unsubscribe?token=u-${id}`,
  oneClickUnsubscribeUrl: `${ORIGIN}/api/unsubscribe?token=o-${id}`,
});

function aNewsItem(subscriberId: string, postId: string): NewAlertOutboxItem {
  const alert = { kind: 'news', post: { id: postId, title: `Post ${postId}`, titleTe: '', excerpt: 'Opening.', excerptTe: '' } } as const;
  return { dedupeKey: `news:${postId}:alert-${subscriberId}`, subscriberId, alertId: `alert-${subscriberId}`, kind: 'news', payload: JSON.stringify(alert), dueAt: alertDueAt(new Date(), false), daily: false };
}

describe('alert recipients from the subscriber model', () => {
  let bed: AlertTestbed;
  beforeEach(async () => {
    bed = await openAlertTestbed({ onRcptTo: refuseRecipients({ 'gone@example.com': [550, '5.1.1 No such user'] }) });
  });
  afterEach(() => bed.close());

  const drain = () => drainAlertOutbox({ store: bed.store, mailer: bed.mailer, log: silentLogger, origin: ORIGIN, ...subscriberRecipients(bed.store, linksOf) });
  async function aSubscriber(email: string, language: 'en' | 'te', confirmed = true) {
    const { subscriber } = await bed.store.subscribers.add(email, language);
    if (confirmed) await bed.store.subscribers.confirm(subscriber.id);
    return subscriber.id;
  }

  it('mails confirmed subscribers in their language with their links; drops what is for an unconfirmed one', async () => {
    const ravi = await aSubscriber('ravi@example.com', 'te');
    const pending = await aSubscriber('pending@example.com', 'en', false);
    await bed.store.alertOutbox.enqueue([aNewsItem(ravi, 'b1'), aNewsItem(pending, 'b1')]);
    expect(await drain()).toMatchObject({ mails: 1, sent: 1, dropped: 1 });
    const [mail] = bed.smtp.received.map((received) => parseMail(received.raw));
    expect(mail?.to).toContain('ravi@example.com');
    expect(mail?.headers.get('list-unsubscribe')).toBe(`<${ORIGIN}/api/unsubscribe?token=o-${ravi}>`);
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(`${ORIGIN}/te/manage?token=m-${ravi}`);
    expect(mail?.text).toContain(`${ORIGIN}/te/unsubscribe?token=u-${ravi}`);
    expect(mail?.text).not.toContain(`token=o-${ravi}`);
    expect((await bed.store.subscribers.get(ravi))?.lastMailAt).not.toBeNull();
  });

  it('a permanent 550 marks the address bouncing, and no later alert goes to it', async () => {
    const gone = await aSubscriber('gone@example.com', 'en');
    await bed.store.alertOutbox.enqueue([aNewsItem(gone, 'b1')]);
    expect(await drain()).toMatchObject({ mails: 0, failed: 1 });
    expect((await bed.store.subscribers.get(gone))?.bouncingSince).not.toBeNull();
    await bed.store.alertOutbox.enqueue([aNewsItem(gone, 'b2')]);
    expect(await drain()).toMatchObject({ mails: 0, dropped: 1 });
    expect(bed.smtp.received).toHaveLength(0);
  });
});
