import { describe, expect, it } from 'vitest';
import { everyField } from './every-field';

interface Sample {
  id: string;
  title: string;
  createdAt: string;
}

describe('everyField', () => {
  it('returns the list as given, in its order', () => {
    expect(everyField<Sample>()(['title', 'id', 'createdAt'])).toEqual(['title', 'id', 'createdAt']);
  });

  it('refuses at compile time a list that misses a field or names a stranger (npm run typecheck)', () => {
    // @ts-expect-error createdAt is missing
    const missing = everyField<Sample>()(['id', 'title']);
    // @ts-expect-error updatedAt is not a field of Sample
    const stranger = everyField<Sample>()(['id', 'title', 'createdAt', 'updatedAt']);
    expect([missing, stranger]).toHaveLength(2);
  });
});
