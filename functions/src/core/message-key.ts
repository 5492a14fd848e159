import type { MESSAGES } from './messages';

/**
 * Messages travel by key (docs/decisions/012-messages-by-key.md). A schema's rule, a service's
 * refusal and the API's error body name the message by its key in MESSAGES — `nameRequired` — or,
 * for a message with values, by its key and the values: `textTooLong?max=200`. Whoever shows it
 * picks the words: the server writes the English text beside the key for API clients, the browser
 * shows the text of the page's language from its dictionary.
 *
 * This module is only the syntax (no texts), so code that passes a key along carries no words.
 */
export type MessageKey = keyof typeof MESSAGES;

/** The values a message takes: `{ max: number }` for `textTooLong`, nothing for `nameRequired`. */
export type MessageParams<K extends MessageKey> = (typeof MESSAGES)[K] extends (params: infer P) => string ? P : never;

/** A message key as it travels, values included (made by `messageKey`, read by `readMessageKey`). */
export type MessageRef = string & { readonly __message: 'MessageRef' };

export interface ReadMessage {
  key: string;
  params: Record<string, string | number>;
}

const KEY = /^[a-z][A-Za-z0-9]*$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** `messageKey('nameRequired')`, `messageKey('textTooLong', { max: 200 })`. */
export function messageKey<K extends MessageKey>(key: K, ...params: [MessageParams<K>] extends [never] ? [] : [MessageParams<K>]): MessageRef {
  const values = params[0] as Record<string, string | number> | undefined;
  if (!values || Object.keys(values).length === 0) return key as string as MessageRef;
  return `${key}?${new URLSearchParams(Object.entries(values).map(([name, value]): [string, string] => [name, String(value)])).toString()}` as MessageRef;
}

/**
 * The key and values of a message key as it travelled, or null for anything else (a text from an
 * older server, a library's own words). Which keys exist is the reader's business: it looks the key
 * up in the words it has.
 */
export function readMessageKey(value: unknown): ReadMessage | null {
  if (typeof value !== 'string') return null;
  const question = value.indexOf('?');
  const key = question < 0 ? value : value.slice(0, question);
  if (!KEY.test(key)) return null;
  const params: Record<string, string | number> = {};
  if (question >= 0) {
    for (const [name, raw] of new URLSearchParams(value.slice(question + 1))) params[name] = NUMBER.test(raw) ? Number(raw) : raw;
  }
  return { key, params };
}

/**
 * A message in a table of words (English MESSAGES, a dictionary's Telugu twin): the text of its
 * key, filled with its values; null when the table has no such key.
 */
export function messageFrom(words: Readonly<Record<string, unknown>>, value: unknown): string | null {
  const read = readMessageKey(value);
  if (!read || !Object.hasOwn(words, read.key)) return null;
  const entry = words[read.key];
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'function') return null;
  try {
    return String((entry as (params: Record<string, string | number>) => string)(read.params));
  } catch {
    // A key without the values its words need (a bad request, an older client): not a message we can write.
    return null;
  }
}
