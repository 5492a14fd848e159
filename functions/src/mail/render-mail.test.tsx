import { describe, expect, it } from 'vitest';
import { ActionLink, FactsTable, MailHeading, MailLayout, SmallPrint } from './mail-blocks';
import { renderMail } from './render-mail';

describe('renderMail', () => {
  it('renders a mail once: the plain text is read from the same HTML', () => {
    let renders = 0;
    function Counting() {
      renders += 1;
      return (
        <MailLayout>
          <p>{`Render number ${renders}.`}</p>
        </MailLayout>
      );
    }
    const mail = renderMail(<Counting />);
    expect(renders).toBe(1);
    expect(mail.html).toBe('<!doctype html><html><head></head><body style="font-family:Arial,sans-serif;color:#1e293b"><p>Render number 1.</p></body></html>');
    expect(mail.text).toBe('Render number 1.');
  });

  it('gives each building block its plain-text form', () => {
    const mail = renderMail(
      <MailLayout>
        <p>
          <strong>Ravi</strong> sent a message.
        </p>
        <FactsTable
          facts={[
            { label: 'Phone', value: '+91 98480 12345', href: 'tel:+919848012345' },
            { label: 'Email', value: 'ravi@example.com', href: 'mailto:ravi@example.com' },
            { label: 'Plot', value: 'Corner plot', href: 'https://plots.example.in/plots/p1-corner-plot' },
            { label: 'Message', value: 'Line one\nline two' },
          ]}
        />
        <MailHeading>New today (2)</MailHeading>
        <ul>
          <li>
            <a href="https://plots.example.in/admin/contacts/a">Sita · 9848012345</a> — <a href="tel:9848012345">call</a>
          </li>
          <li>Lakshmi</li>
        </ul>
        <ActionLink href="https://plots.example.in/admin/contacts">Open the lead board</ActionLink>
        <p>
          Open this link:
          <br />
          <a href="https://plots.example.in/admin/reset-password?token=abc">https://plots.example.in/admin/reset-password?token=abc</a>
        </p>
        <SmallPrint>Turn it off in Settings.</SmallPrint>
      </MailLayout>,
    );
    expect(mail.text).toBe(
      [
        'Ravi sent a message.',
        '',
        'Phone: +91 98480 12345 (call: tel:+919848012345)',
        'Email: ravi@example.com',
        'Plot: Corner plot (https://plots.example.in/plots/p1-corner-plot)',
        'Message: Line one',
        'line two',
        '',
        'New today (2):',
        '- Sita · 9848012345: https://plots.example.in/admin/contacts/a — call: tel:9848012345',
        '- Lakshmi',
        '',
        'Open the lead board: https://plots.example.in/admin/contacts',
        '',
        'Open this link:',
        'https://plots.example.in/admin/reset-password?token=abc',
        '',
        'Turn it off in Settings.',
      ].join('\n'),
    );
    expect(mail.html).toContain(
      '<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">Message</th><td style="padding:4px 0">Line one<br/>line two</td></tr>',
    );
    expect(mail.html).toContain('<p style="color:#64748b;font-size:13px">Turn it off in Settings.</p>');
  });

  it('escapes text and attributes in the HTML and keeps them as typed in the text', () => {
    const typed = `<img src=x onerror=alert(1)> "><script>alert(1)</script> & 'quotes'`;
    const mail = renderMail(
      <MailLayout>
        <p>{typed}</p>
        <FactsTable facts={[{ label: typed, value: typed, href: `https://plots.example.in/?q="${typed}` }]} />
      </MailLayout>,
    );
    expect(mail.html).not.toMatch(/<img|<script/i);
    expect(mail.html).toContain('<p>&lt;img src=x onerror=alert(1)&gt; &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#x27;quotes&#x27;</p>');
    expect(mail.html).toContain('href="https://plots.example.in/?q=&quot;&lt;img');
    expect(mail.text.split('\n')).toEqual([typed, '', `${typed}: ${typed} (https://plots.example.in/?q="${typed})`]);
  });

  it('does not let a link run script', () => {
    const mail = renderMail(
      <MailLayout>
        <ActionLink href="javascript:alert(1)">Open</ActionLink>
      </MailLayout>,
    );
    expect(mail.html).not.toContain('href="javascript:alert(1)"');
  });
});
