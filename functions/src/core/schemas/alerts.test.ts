import { describe, expect, it } from 'vitest';
import { keyedErrors } from './message-keys';
import { alertSpecSchema, alertTargetKey } from './alerts';

const parse = (input: unknown) => alertSpecSchema.safeParse(input, { error: keyedErrors });

describe('alertSpecSchema', () => {
  it('keeps only the filters a saved search sets, read by the public search rules', () => {
    const parsed = parse({ kind: 'search', target: { location: ' Tullur ', priceMin: '', priceMax: '5000000', roadFacing: 'any', documents: 'verified', category: 'residential' } });
    expect(parsed.success && parsed.data).toEqual({ kind: 'search', target: { location: 'Tullur', category: 'residential', priceMax: 5_000_000, documents: 'verified' } });
  });

  it('refuses a bound it cannot read, naming it, where the search would ignore it', () => {
    for (const priceMin of ['cheap', -1, '-1', true, {}]) {
      const parsed = parse({ kind: 'search', target: { priceMin } });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['target.priceMin', 'searchFilterInvalid']]);
    }
  });

  it('reads news with or without a target, and an id for a price drop or a venture', () => {
    expect(parse({ kind: 'news' }).data).toEqual({ kind: 'news', target: null });
    expect(parse({ kind: 'priceDrop', target: { plotId: ' p1 ' } }).data).toEqual({ kind: 'priceDrop', target: { plotId: 'p1' } });
    expect(parse({ kind: 'venture', target: { ventureId: 'v1', extra: 1 } }).success).toBe(false);
    expect(parse({ kind: 'rumours' }).error?.issues[0]?.message).toBe('alertKindInvalid');
  });
});

describe('alertTargetKey', () => {
  it('is the same for the same filters in any order, and differs for different ones', () => {
    const key = (target: unknown) => alertTargetKey(alertSpecSchema.parse({ kind: 'search', target }));
    expect(key({ location: 'Tullur', priceMax: 5 })).toBe(key({ priceMax: '5', location: 'Tullur', roadFacing: 'any' }));
    expect(key({ location: 'Tullur' })).not.toBe(key({ location: 'Tullur', priceMax: 5 }));
    expect(alertTargetKey({ kind: 'news', target: null })).toBe('');
    expect(alertTargetKey({ kind: 'priceDrop', target: { plotId: 'p1' } })).toBe('p1');
  });
});
