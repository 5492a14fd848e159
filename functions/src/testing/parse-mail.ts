/**
 * Reads a message (RFC 5322) the way a mail client would, for tests: unfolds headers, decodes
 * RFC 2047 encoded words and the body's transfer encoding (7bit, 8bit, quoted-printable, base64),
 * and takes the text and HTML parts of a multipart/alternative body. Enough for what our mailers
 * send; not a general MIME parser.
 */

export interface ParsedMail {
  headers: Map<string, string>;
  from: string;
  to: string;
  subject: string;
  /** Line breaks as \n, without the trailing line break. */
  text: string;
  /** The HTML alternative, when the message has one. */
  html?: string;
}

function decodeBytes(bytes: number[]): string {
  return Buffer.from(bytes).toString('utf8');
}

function decodeQuotedPrintable(value: string, underscoreIsSpace: boolean): string {
  const bytes: number[] = [];
  const input = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i] as string;
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (char === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return decodeBytes(bytes);
}

function decodeEncodedWords(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
  const joined = value.replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1');
  return joined.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text, true),
  );
}

export function parseMail(raw: string): ParsedMail {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';

  const headers = new Map<string, string>();
  const lines = head.split(/\r?\n/);
  const unfolded: string[] = [];
  for (const line of lines) {
    if (/^[ \t]/.test(line) && unfolded.length > 0) unfolded[unfolded.length - 1] += ` ${line.trim()}`;
    else unfolded.push(line);
  }
  for (const line of unfolded) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeEncodedWords(line.slice(colon + 1).trim()));
  }

  const summary = { headers, from: headers.get('from') ?? '', to: headers.get('to') ?? '', subject: headers.get('subject') ?? '' };
  const boundary = /^multipart\/alternative;.*boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return { ...summary, text: decodeBody(headers, body) };

  const parts = body
    .split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n`))
    .slice(1)
    .map((part) => parseMail(part));
  const ofType = (type: string) => parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const html = ofType('text/html')?.text;
  return { ...summary, text: ofType('text/plain')?.text ?? '', ...(html !== undefined ? { html } : {}) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  let text: string;
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body, false);
  else if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else text = body;
  return text.replace(/\r\n/g, '\n').replace(/\n+$/, '');
}
