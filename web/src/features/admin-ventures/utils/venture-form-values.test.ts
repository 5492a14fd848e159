import { MESSAGES } from '@core/messages';
import type { Venture } from '@core/schemas/venture';
import { describe, expect, it } from 'vitest';
import { EMPTY_VENTURE_FORM, parseAmenities, ventureFieldLabel, ventureFormFromDraft, ventureFormSchema, ventureToFormValues, type VentureFormValues } from './venture-form-values';

const filled: VentureFormValues = {
  ...EMPTY_VENTURE_FORM,
  name: ' Sri Sai Nagar ',
  regionId: 'thullur',
  totalExtentAcres: '12.5',
  amenities: 'Park\nTemple, park\n\n Water tank ',
  plotDefaults: { ...EMPTY_VENTURE_FORM.plotDefaults, pricePerSqYard: '18,500', areaSqYd: '' },
  feetPerPlanUnit: '0.5',
};

describe('venture form values', () => {
  it('turns the typed text into what the core schema takes', () => {
    const parsed = ventureFormSchema.safeParse(filled);
    expect(parsed.success).toBe(true);
    const data = parsed.data!;
    expect(data.name).toBe('Sri Sai Nagar');
    expect(data.totalExtentAcres).toBe(12.5);
    expect(data.amenities).toEqual(['Park', 'Temple', 'Water tank']);
    expect(data.plotDefaults.pricePerSqYard).toBe(18500);
    expect(data.plotDefaults.areaSqYd).toBe(0);
    expect(data.feetPerPlanUnit).toBe(0.5);
    expect(data.coordinates).toEqual({ latitude: 0, longitude: 0 });
  });

  it("says the core's words for a missing name and village, and puts a bad number on its box", () => {
    const parsed = ventureFormSchema.safeParse({ ...EMPTY_VENTURE_FORM, totalExtentAcres: 'lots' });
    expect(parsed.success).toBe(false);
    const byPath = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath.name).toBe('ventureNameRequired');
    expect(byPath.regionId).toBe('ventureVillageRequired');
    expect(byPath.totalExtentAcres).toBeDefined();
    expect(MESSAGES.ventureNameRequired).toBe('Venture name is required');
  });

  it('shows a stored venture and reads it back unchanged', () => {
    const data = ventureFormSchema.parse(filled);
    const venture = { ...data, id: 'v1', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: null, layout: { image: null, version: 0 } } as Venture;
    const values = ventureToFormValues(venture);
    expect(values.amenities).toBe('Park\nTemple\nWater tank');
    expect(ventureFormSchema.parse(values)).toEqual(data);
  });

  it('reads a tampered draft field by field, keeping the saved value where it is wrong', () => {
    const draft = ventureFormFromDraft(
      { name: 'Typed', saleStatus: 'gone', images: [{ url: '/a.webp', publicId: 'a', alt: '' }, { url: 5 }], plotDefaults: { roadFacing: 'Up', pricePerSqYard: '9000' }, coordinates: 'x' },
      filled,
    );
    expect(draft.name).toBe('Typed');
    expect(draft.saleStatus).toBe('selling');
    expect(draft.images).toEqual([{ url: '/a.webp', publicId: 'a', alt: '' }]);
    expect(draft.plotDefaults.roadFacing).toBe('East');
    expect(draft.plotDefaults.pricePerSqYard).toBe('9000');
    expect(draft.coordinates).toEqual(filled.coordinates);
  });

  it('names fields for the banner', () => {
    expect(ventureFieldLabel('plotDefaults.pricePerSqYard')).toBe('Default price per sq.yd');
    expect(ventureFieldLabel('amenities.2')).toBe('Amenities');
    expect(ventureFieldLabel('mystery')).toBe('mystery');
    expect(parseAmenities(' , \n')).toEqual([]);
  });
});
