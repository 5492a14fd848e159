import { describe, expect, it } from 'vitest';
import { RESET_MAIL_SUBJECT, resetPasswordMail } from './reset-password-mail';

const LINK = 'https://plots.example.in/admin/reset-password?token=abc-123_x';

describe('the password-reset mail', () => {
  it('says who asked, links the reset page written out in full, and says the link works once within the hour', () => {
    const mail = resetPasswordMail('admin@example.in', LINK);
    expect(mail.subject).toBe(RESET_MAIL_SUBJECT);
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Someone (hopefully you) asked to reset the password of the admin account admin@example.in on Amaravati Plots.',
        '',
        'Open this link within one hour to choose a new password:',
        LINK,
        '',
        'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
      ].join('\n'),
    );
    expect(mail.html).toContain(`<a href="${LINK}">${LINK}</a>`);
  });

  it('escapes the address in the HTML', () => {
    const mail = resetPasswordMail('<b>x</b>@example.in', LINK);
    expect(mail.html).toContain('account &lt;b&gt;x&lt;/b&gt;@example.in on');
    expect(mail.text).toContain('account <b>x</b>@example.in on');
  });
});
