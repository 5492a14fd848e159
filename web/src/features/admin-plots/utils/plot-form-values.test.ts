import { MESSAGES } from '@core/messages';
import type { Plot } from '@core/schemas/plot';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PLOT_FORM,
  missingRequiredFields,
  plotFormFromDraft,
  plotFormSchema,
  plotToFormValues,
  sameFormValues,
  toPlotInput,
  type PlotFormValues,
} from './plot-form-values';

const filled: PlotFormValues = {
  ...EMPTY_PLOT_FORM,
  title: ' Corner plot ',
  location: 'Thullur',
  pricePerSqYard: '45,000',
  area: '1800',
  roadWidth: '12.5',
  roadFacing: 'East',
  features: ['Corner'],
  coordinates: { latitude: '16.5', longitude: '' },
};

describe('plot form values', () => {
  it('converts numeric text to numbers and empty coordinates to 0', () => {
    const input = toPlotInput(filled);
    expect(input).toMatchObject({ pricePerSqYard: 45000, area: 1800, roadWidth: 12.5, coordinates: { latitude: 16.5, longitude: 0 } });
  });

  it('parses with the core schema (trimmed text, defaults kept)', () => {
    const result = plotFormSchema.safeParse(filled);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ title: 'Corner plot', status: 'available', featured: false, features: ['Corner'] });
  });

  it("names every blank required field with the product's message", () => {
    const result = plotFormSchema.safeParse(EMPTY_PLOT_FORM);
    expect(result.success).toBe(false);
    const paths = new Map(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    for (const name of ['title', 'location', 'pricePerSqYard', 'area', 'roadWidth', 'roadFacing']) {
      expect(paths.get(name)).toBe(MESSAGES.requiredFields);
    }
    expect(missingRequiredFields(EMPTY_PLOT_FORM)).toHaveLength(6);
    expect(missingRequiredFields(filled)).toEqual([]);
  });

  it('rejects text that is not a number and out-of-range coordinates', () => {
    expect(plotFormSchema.safeParse({ ...filled, area: 'abc' }).success).toBe(false);
    const result = plotFormSchema.safeParse({ ...filled, coordinates: { latitude: '95', longitude: '0' } });
    expect(result.error?.issues[0]?.path).toEqual(['coordinates', 'latitude']);
  });

  it('round-trips a stored plot and compares values', () => {
    const plot = {
      ...toPlotInput(filled),
      title: 'Corner plot',
      pricePerSqYard: 45000,
      area: 1800,
      roadWidth: 12.5,
      roadFacing: 'East',
      id: 'p1',
      price: 9_000_000,
      priceUnit: 'lakhs',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: null,
    } as Plot;
    const values = plotToFormValues(plot);
    expect(values.pricePerSqYard).toBe('45000');
    expect(sameFormValues(values, plotToFormValues(plot))).toBe(true);
    expect(sameFormValues(values, { ...values, features: [] })).toBe(false);
  });

  it('reads a draft field by field, ignoring anything malformed', () => {
    expect(plotFormFromDraft(null)).toEqual(EMPTY_PLOT_FORM);
    const draft = plotFormFromDraft({ title: 'T', type: 'Villa', roadFacing: 'East', features: ['a', 3, ''], featured: 'yes', coordinates: { latitude: '1' } });
    expect(draft).toMatchObject({ title: 'T', type: 'Residential', roadFacing: 'East', features: ['a'], featured: false, coordinates: { latitude: '1', longitude: '' } });
  });
});
