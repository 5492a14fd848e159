import { describe, expect, it } from 'vitest';
import { messageFrom, messageKey, readMessageKey } from './message-key';
import { englishMessage, isMessageKey, MESSAGES } from './messages';

describe('message keys as they travel', () => {
  it('are the bare key, or the key with its values', () => {
    expect(messageKey('nameRequired')).toBe('nameRequired');
    expect(messageKey('textTooLong', { max: 200 })).toBe('textTooLong?max=200');
    expect(messageKey('unknownFields', { fields: 'a, b&c' })).toBe('unknownFields?fields=a%2C+b%26c');
  });

  it('read back with their values, numbers as numbers', () => {
    expect(readMessageKey('textTooLong?max=200')).toEqual({ key: 'textTooLong', params: { max: 200 } });
    expect(readMessageKey(messageKey('unknownFields', { fields: 'a, b&c' }))).toEqual({ key: 'unknownFields', params: { fields: 'a, b&c' } });
    expect(readMessageKey('nameRequired')).toEqual({ key: 'nameRequired', params: {} });
  });

  it('are never a sentence, an empty string or something other than a string', () => {
    for (const value of ['Name is required', '', '?max=2', 'Name?', 42, null, undefined, {}]) expect(readMessageKey(value)).toBeNull();
  });

  it('are written in a table of words, filled with their values', () => {
    const words = { hello: 'Hello', count: ({ n }: { n: number }) => `${n} plots` };
    expect(messageFrom(words, 'hello')).toBe('Hello');
    expect(messageFrom(words, 'count?n=3')).toBe('3 plots');
    expect(messageFrom(words, 'goodbye')).toBeNull();
    expect(messageFrom(words, 'toString')).toBeNull();
    // A key without the values its words need is no message.
    expect(messageFrom({ count: ({ n }: { n: number }) => `${n.toFixed(0)} plots` }, 'count')).toBeNull();
  });
});

describe('the English of a key', () => {
  it('is MESSAGES, with Indian digit grouping for values', () => {
    expect(englishMessage('nameRequired')).toBe(MESSAGES.nameRequired);
    expect(englishMessage(messageKey('textTooLong', { max: 50000 }))).toBe('Must be at most 50,000 characters');
    expect(englishMessage(messageKey('tooManyPhotos', { max: 12 }))).toBe('At most 12 photos');
  });

  it('leaves anything that is not a key of a message as it is', () => {
    expect(englishMessage('Something a library said')).toBe('Something a library said');
    expect(englishMessage('noSuchKeyAnywhere')).toBe('noSuchKeyAnywhere');
    expect(isMessageKey('noSuchKeyAnywhere')).toBe(false);
    expect(isMessageKey('nameRequired')).toBe(true);
  });
});
