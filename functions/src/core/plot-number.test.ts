import { describe, expect, it } from 'vitest';
import { comparePlotNumbers } from './plot-number';

describe('the order of plot numbers', () => {
  it('counts as people do: numbers as numbers, then block letters, then the id for equal numbers', () => {
    const plots = ['10', 'A-14', '2A', '2', 'a-3', '1', '9', '100', 'A-2'].map((plotNumber, index) => ({ plotNumber, id: `p${index}` }));
    expect(plots.sort(comparePlotNumbers).map((plot) => plot.plotNumber)).toEqual(['1', '2', '2A', '9', '10', '100', 'A-2', 'a-3', 'A-14']);
    expect([{ plotNumber: '5', id: 'b' }, { plotNumber: '5', id: 'a' }].sort(comparePlotNumbers).map((plot) => plot.id)).toEqual(['a', 'b']);
  });
});
