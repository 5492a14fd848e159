import { describe, expect, it } from 'vitest';
import { aRegion } from '../testing/builders';
import { plotVillage } from './plot-village';
import type { Region } from './schemas/region';

const region = (id: string, name: string, marketValuePerSqYd = 0): Region => ({ ...aRegion({ region: name, regionTe: `${name} (te)`, marketValuePerSqYd }), id, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: null });
const REGIONS = [region('r1', 'Thullur', 9000), region('r2', 'Nelapadu'), region('r3', 'Mandadam'), region('r4', 'Uddandarayunipalem')];

describe('plotVillage', () => {
  it("is the venture's village when the plot has a venture, whatever its location says", () => {
    expect(plotVillage({ location: 'Near Nelapadu junction' }, 'r1', REGIONS)).toEqual({ name: 'Thullur', nameTe: 'Thullur (te)', slug: 'thullur', marketValuePerSqYd: 9000 });
  });

  it('is the region its location names, in any case, else none', () => {
    expect(plotVillage({ location: 'MANDADAM, Amaravati' }, null, REGIONS)?.name).toBe('Mandadam');
    expect(plotVillage({ location: 'Guntur city' }, null, REGIONS)).toBeNull();
    // A venture whose village was deleted: the location still finds one.
    expect(plotVillage({ location: 'Nelapadu' }, 'gone', REGIONS)?.name).toBe('Nelapadu');
  });

  it('prefers the longest name, so a name inside another does not win', () => {
    const regions = [region('a', 'Palem'), region('b', 'Uddandarayunipalem')];
    expect(plotVillage({ location: 'Uddandarayunipalem main road' }, null, regions)?.name).toBe('Uddandarayunipalem');
  });
});
