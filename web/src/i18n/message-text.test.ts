import { messageKey } from '@core/message-key';
import { MESSAGES } from '@core/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from './dictionary-store';
import { messageText } from './message-text';
import te from './te/messages';

beforeAll(() => loadNamespaces('te', ['messages']).then(() => loadNamespaces('en', ['messages'])));

describe('a message by key on a page', () => {
  it('is the English of MESSAGES on an English page', () => {
    expect(messageText('en', 'nameRequired')).toBe(MESSAGES.nameRequired);
    expect(messageText('en', messageKey('textTooLong', { max: 200 }))).toBe('Must be at most 200 characters');
  });

  it('is Telugu on a Telugu page, values filled in', () => {
    expect(messageText('te', 'nameRequired')).toBe('పేరు తప్పనిసరి');
    expect(messageText('te', messageKey('textTooLong', { max: 5000 }))).toBe('5,000 అక్షరాలకు మించకూడదు');
  });

  it('shows what is not a key of a message as it came (an older server, a library)', () => {
    expect(messageText('te', 'Something went wrong')).toBe('Something went wrong');
  });

  it('has a Telugu text of its own for every key (the typecheck asks for each; this asks that none is a copy of the English)', () => {
    // A message with values is written with sample ones.
    const sample = (key: string) => (typeof MESSAGES[key as keyof typeof MESSAGES] === 'function' ? `${key}?max=7&min=3&fields=a&header=X&field=file&number=27&days=90` : key);
    const same = Object.keys(MESSAGES).filter((key) => messageText('te', sample(key)) === messageText('en', sample(key)));
    expect(same).toEqual([]);
    expect(Object.keys(te).sort()).toEqual(Object.keys(MESSAGES).sort());
  });
});
