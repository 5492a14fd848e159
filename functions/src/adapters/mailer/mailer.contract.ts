import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../ports/mailer';
import type { ParsedMail } from '../../testing/parse-mail';

/**
 * The one suite every Mailer adapter must pass (outbox folder, SMTP). The harness says what was
 * delivered, read back as a mail client would read it (testing/parse-mail.ts), so an adapter
 * passes only if the message survives its encoding intact.
 */

export interface MailerHarness {
  mailer: Mailer;
  /** Everything delivered so far, oldest first. */
  delivered: () => Promise<ParsedMail[]>;
  cleanup: () => Promise<void>;
}

export const CONTRACT_FROM = 'Amaravati Plots <no-reply@amaravati.test>';

const LINK = `https://plots.example.in/admin/reset-password?token=${'Ab9_-'.repeat(9)}x`;

export function describeMailerContract(adapterName: string, makeMailer: (from: string) => Promise<MailerHarness>): void {
  describe(`Mailer contract: ${adapterName}`, () => {
    let harness: MailerHarness;
    beforeEach(async () => {
      harness = await makeMailer(CONTRACT_FROM);
    });
    afterEach(async () => {
      await harness.cleanup();
    });

    it('delivers a message with its sender, recipient, subject and text intact', async () => {
      const text = [
        'Hello,',
        '',
        'Someone asked to reset the password of this admin account. Open this link within one hour:',
        LINK,
        '',
        'ధన్యవాదాలు — Amaravati Plots',
      ].join('\n');
      await harness.mailer.send({ to: 'priya@example.com', subject: 'Reset your password', text });
      const [mail, ...more] = await harness.delivered();
      expect(more).toEqual([]);
      expect(mail?.to).toContain('priya@example.com');
      expect(mail?.from).toContain('no-reply@amaravati.test');
      expect(mail?.subject).toBe('Reset your password');
      expect(mail?.text).toBe(text);
    });

    it('delivers the text and the HTML of a message as alternatives of one mail', async () => {
      const text = `Call: tel:+919848012345\nమెసేజ్: ${LINK}`;
      const html = `<p><a href="tel:+919848012345">+91 98480 12345</a></p>\n<p>మెసేజ్: <a href="${LINK}">open</a></p>`;
      await harness.mailer.send({ to: 'priya@example.com', subject: 'New lead', text, html });
      const [mail, ...more] = await harness.delivered();
      expect(more).toEqual([]);
      expect(mail?.text).toBe(text);
      expect(mail?.html).toBe(html);
      expect(mail?.headers.get('content-type')).toMatch(/^multipart\/alternative/i);
    });

    it('keeps a subject that is not plain ASCII', async () => {
      await harness.mailer.send({ to: 'ravi@example.com', subject: 'పాస్‌వర్డ్ reset — Amaravati', text: 'x' });
      expect((await harness.delivered())[0]?.subject).toBe('పాస్‌వర్డ్ reset — Amaravati');
    });

    it('keeps lines that start with a dot (SMTP dot-stuffing) and long lines', async () => {
      const text = ['.', '.hidden', '..two', 'a'.repeat(500)].join('\n');
      await harness.mailer.send({ to: 'ravi@example.com', subject: 'Dots', text });
      expect((await harness.delivered())[0]?.text).toBe(text);
    });

    it('delivers several messages separately, in order', async () => {
      for (const n of [1, 2, 3]) await harness.mailer.send({ to: `admin${n}@example.com`, subject: `Message ${n}`, text: `Body ${n}` });
      const mails = await harness.delivered();
      expect(mails.map((mail) => mail.subject)).toEqual(['Message 1', 'Message 2', 'Message 3']);
      expect(mails.map((mail) => mail.text)).toEqual(['Body 1', 'Body 2', 'Body 3']);
    });

    it('carries the one-click unsubscribe headers (RFC 8058) of a mail to subscribers, and none on other mail', async () => {
      const unsubscribeUrl = `https://plots.example.in/api/alerts/unsubscribe?token=${'Zx9_-'.repeat(12)}.${'k'.repeat(43)}`;
      await harness.mailer.send({ to: 'priya@example.com', subject: 'New plot like your search', text: 'x', html: '<p>x</p>', unsubscribeUrl });
      await harness.mailer.send({ to: 'priya@example.com', subject: 'Reset your password', text: 'y' });
      const [alert, reset] = await harness.delivered();
      expect(alert?.headers.get('list-unsubscribe')).toBe(`<${unsubscribeUrl}>`);
      expect(alert?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(alert?.text).toBe('x');
      expect(reset?.headers.has('list-unsubscribe')).toBe(false);
      expect(reset?.headers.has('list-unsubscribe-post')).toBe(false);
    });

    it.each([
      ['a line break in the unsubscribe address', 'https://plots.example.in/u?t=1\r\nBcc: all@example.com'],
      ['an unsubscribe address that closes its brackets', 'https://plots.example.in/u?t=1>, <mailto:all@example.com'],
      ['an unsubscribe address with a space', 'https://plots.example.in/u?t=1 x'],
      ['an unsubscribe address that is not a web address', 'javascript:alert(1)'],
      ['a relative unsubscribe address', '/api/alerts/unsubscribe?t=1'],
      ['an unsubscribe address that is not ASCII', 'https://plots.example.in/ఒక'],
    ])('refuses %s and delivers nothing', async (_label, unsubscribeUrl) => {
      await expect(harness.mailer.send({ to: 'priya@example.com', subject: 'Hi', text: 'x', unsubscribeUrl })).rejects.toThrow(/unsubscribeUrl/);
      expect(await harness.delivered()).toEqual([]);
    });

    it.each([
      ['a line break in the recipient', { to: 'priya@example.com\r\nBcc: all@example.com', subject: 'Hi', text: 'x' }],
      ['a line break in the subject', { to: 'priya@example.com', subject: 'Hi\nBcc: all@example.com', text: 'x' }],
      ['two recipients', { to: 'priya@example.com, ravi@example.com', subject: 'Hi', text: 'x' }],
      ['a recipient that is not an address', { to: 'priya', subject: 'Hi', text: 'x' }],
    ])('refuses %s and delivers nothing', async (_label, message) => {
      await expect(harness.mailer.send(message)).rejects.toThrow();
      expect(await harness.delivered()).toEqual([]);
    });
  });
}
