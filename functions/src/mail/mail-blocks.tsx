import { Fragment, type ReactNode } from 'react';

/**
 * The building blocks of every mail the site sends (admins' lead mails, the password reset, the
 * subscribers' mails to come). Inline styles and presentation tables only: mail clients ignore
 * style sheets. Each block has a plain-text form, given by renderMail (render-mail.ts), so a mail
 * is written once, as HTML, and never as a second text template. What a visitor typed goes in as
 * a child or a prop: React escapes it.
 */

declare module 'react' {
  // Outlook and other old clients read a header cell's valign attribute; React's types have it on <td> only.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface ThHTMLAttributes<T> {
    valign?: 'top' | 'middle' | 'bottom' | 'baseline' | undefined;
  }
}

/** The document of a mail: one column of text in the site's ink colour. */
export function MailLayout({ children }: { children: ReactNode }) {
  return (
    <html>
      <body style={{ fontFamily: 'Arial,sans-serif', color: '#1e293b' }}>{children}</body>
    </html>
  );
}

/** A section's title (plain text: 'Title:' on its own line). */
export function MailHeading({ children }: { children: ReactNode }) {
  return <h3>{children}</h3>;
}

/** Text that may hold line breaks (a visitor's message): each one a <br>. */
function MultilineText({ text }: { text: string }) {
  return text.split(/\r?\n/).map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

interface MailFact {
  label: string;
  value: string;
  /** The value links here. */
  href?: string | undefined;
}

/**
 * Labelled facts, label beside value (plain text: 'Label: value' a line, a link's address in
 * brackets after its text; a phone link reads '(call: tel:…)').
 */
export function FactsTable({ facts }: { facts: readonly MailFact[] }) {
  return (
    <table role="presentation" cellSpacing={0} cellPadding={0}>
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.label}>
            <th align="left" valign="top" style={{ padding: '4px 12px 4px 0' }}>
              {fact.label}
            </th>
            <td style={{ padding: '4px 0' }}>{fact.href ? <a href={fact.href}>{fact.value}</a> : <MultilineText text={fact.value} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The mail's call to action, a link on a line of its own (plain text: 'Label: address'). */
export function ActionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a href={href}>{children}</a>
    </p>
  );
}

/** The small print at the end: why this mail came and how to stop it. */
export function SmallPrint({ children }: { children: ReactNode }) {
  return <p style={{ color: '#64748b', fontSize: 13 }}>{children}</p>;
}

/**
 * A picture linked to its page (a plot's photo), at most 480 px wide; `src` an absolute address.
 * Left out of the plain text, where the link beside it says the same.
 */
export function MailPicture({ src, alt, href }: { src: string; alt: string; href: string }) {
  return (
    <p className="mail-picture">
      <a href={href}>
        <img src={src} alt={alt} width={480} style={{ maxWidth: '100%', height: 'auto', border: 0 }} />
      </a>
    </p>
  );
}
