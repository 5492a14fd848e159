import { describe, expect, it } from 'vitest';
import { perStat, statChange, ZERO_STATS } from './stats';

describe('stats', () => {
  it('perStat makes one value per counter', () => {
    expect(perStat((name) => name.length)).toEqual({ leads: 5, newLeads: 8, blogs: 5, plots: 5 });
    expect(ZERO_STATS).toEqual({ leads: 0, newLeads: 0, blogs: 0, plots: 0 });
  });

  it('statChange fills the absent counters with 0', () => {
    expect(statChange({ leads: -1, newLeads: 1 })).toEqual({ leads: -1, newLeads: 1, blogs: 0, plots: 0 });
    expect(statChange({})).toEqual(ZERO_STATS);
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('statChange refuses %s', (value) => {
    expect(() => statChange({ plots: value })).toThrow(/Counter plots must change by a whole number/);
  });
});
