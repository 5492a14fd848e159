import { describe, expect, it } from 'vitest';
import { placeNameForSearch } from './place-names';

const regions = [
  { region: 'Thullur', regionTe: 'తుళ్లూరు' },
  { region: 'Tadepalli', regionTe: 'తాడేపల్లి' },
  { region: 'Nelapadu', regionTe: '' },
];

describe('placeNameForSearch', () => {
  it('searches a village typed in Telugu by its English name', () => {
    expect(placeNameForSearch('తుళ్లూరు', regions)).toBe('Thullur');
    expect(placeNameForSearch(' తాడే ', regions)).toBe('Tadepalli');
    // A zero-width joiner from the keyboard changes nothing.
    expect(placeNameForSearch('తుళ్\u200Cలూరు', regions)).toBe('Thullur');
  });

  it('searches English, and Telugu no village is called, as typed', () => {
    expect(placeNameForSearch('thul', regions)).toBe('thul');
    expect(placeNameForSearch('విజయవాడ', regions)).toBe('విజయవాడ');
  });
});
