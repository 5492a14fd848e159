import { compile, type DomNode, type FormatCallback } from 'html-to-text';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A mail's two bodies: the HTML most clients show, and the plain text the others do. */
interface RenderedMail {
  html: string;
  text: string;
}

/** A mail ready for the Mailer port (ports/mailer.ts) but for whom it goes to. */
export interface ComposedMail extends RenderedMail {
  subject: string;
}

/** An element's text as HTML shows it: its text nodes joined, runs of whitespace as one space. */
function textOf(node: DomNode): string {
  const raw = (function collect(current: DomNode): string {
    return current.type === 'text' ? (current.data ?? '') : (current.children ?? []).map(collect).join('');
  })(node);
  return raw.replace(/\s+/g, ' ').trim();
}

/** A link's address as a reader types it: a mail address without its 'mailto:'. */
function addressOf(elem: DomNode): string {
  const href: unknown = elem.attribs?.href;
  return typeof href === 'string' ? href.replace(/^mailto:/, '') : '';
}

/**
 * A link in running text or on a line of its own: 'Open the lead: https://…'. A link whose text
 * is its address ('ravi@example.com', a reset link written out) reads once.
 */
const link: FormatCallback = (elem, walk, builder) => {
  walk(elem.children, builder);
  const address = addressOf(elem);
  if (address && address !== textOf(elem)) builder.addInline(`: ${address}`, { noWordTransform: true });
};

/**
 * A link that is the value of a labelled fact ('Label: value' already says what it is): its
 * address in brackets after it, 'Plot: Corner plot (https://…)'; a phone link says what it does,
 * '+91 98480 12345 (call: tel:+919848012345)'.
 */
const factLink: FormatCallback = (elem, walk, builder) => {
  walk(elem.children, builder);
  const address = addressOf(elem);
  if (!address || address === textOf(elem)) return;
  builder.addInline(` (${address.startsWith('tel:') ? 'call: ' : ''}${address})`, { noWordTransform: true });
};

const childElements = (elem: DomNode, name: string) => (elem.children ?? []).filter((child) => child.name === name);

/** A table of labelled facts (mail-blocks.tsx, FactsTable): 'Label: value', a line each. */
const factsTable: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  const rows = [...childElements(elem, 'tr'), ...childElements(elem, 'tbody').flatMap((body) => childElements(body, 'tr'))];
  for (const row of rows) {
    const [label] = childElements(row, 'th');
    const [value] = childElements(row, 'td');
    builder.openBlock({ leadingLineBreaks: 1 });
    if (label) builder.addInline(`${textOf(label)}: `);
    if (value) walk(value.children, builder);
    builder.closeBlock({ trailingLineBreaks: 1 });
  }
  builder.closeBlock({ trailingLineBreaks: 2 });
};

/** A section's title, 'Title:', with what it introduces on the next line. */
const heading: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(elem.children, builder);
  builder.addInline(':', { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 1 });
};

/**
 * HTML to the plain-text body, one rule per building block (mail-blocks.tsx). Lines are never
 * wrapped: a link must stay whole to be tapped or copied.
 */
const toText = compile({
  wordwrap: false,
  formatters: { link, factLink, factsTable, heading },
  selectors: [
    { selector: 'a', format: 'link' },
    { selector: 'td > a', format: 'factLink' },
    { selector: 'table', format: 'factsTable' },
    { selector: 'h1', format: 'heading' },
    { selector: 'h2', format: 'heading' },
    { selector: 'h3', format: 'heading' },
    { selector: 'ul', options: { itemPrefix: '- ', leadingLineBreaks: 1 } },
    // A picture (mail-blocks.tsx, MailPicture) is the HTML's: the text has the link beside it.
    { selector: 'p.mail-picture', format: 'skip' },
  ],
});

/**
 * Renders a mail (a React element built of mail-blocks.tsx) once, to HTML, and takes the plain
 * text from that same HTML: the two parts cannot say different things, and everything a visitor
 * typed is escaped by React in the HTML and shown as typed in the text.
 */
export function renderMail(element: ReactElement): RenderedMail {
  const html = `<!doctype html>${renderToStaticMarkup(element)}`;
  return { html, text: toText(html) };
}
