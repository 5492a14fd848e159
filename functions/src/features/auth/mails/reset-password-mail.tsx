import { MailLayout } from '../../../mail/mail-blocks';
import { renderMail, type ComposedMail } from '../../../mail/render-mail';

export const RESET_MAIL_SUBJECT = 'Reset your Amaravati Plots admin password';

/**
 * The password-reset mail: the link to the reset page (`link`, carrying the token), which works
 * once within the hour. The link is written out in full, so it can be copied from any client.
 */
function ResetPasswordMail({ email, link }: { email: string; link: string }) {
  return (
    <MailLayout>
      <p>Hello,</p>
      <p>{`Someone (hopefully you) asked to reset the password of the admin account ${email} on Amaravati Plots.`}</p>
      <p>
        Open this link within one hour to choose a new password:
        <br />
        <a href={link}>{link}</a>
      </p>
      <p>The link works once. If you did not ask for this, ignore this email: your password stays as it is.</p>
    </MailLayout>
  );
}

/** The password-reset mail to `email`, subject and both bodies. */
export function resetPasswordMail(email: string, link: string): ComposedMail {
  return { subject: RESET_MAIL_SUBJECT, ...renderMail(<ResetPasswordMail email={email} link={link} />) };
}
