import { addDays, siteDay } from '@core/dates';
import { englishMessage, MESSAGES } from '@core/messages';
import type { Plot } from '@core/schemas/plot';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PLOT_FORM,
  missingRequiredFields,
  parseSurveyNumbers,
  plotFieldLabel,
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

/** A stored plot made from the filled form, with what the server adds. */
function storedPlot(changes: Partial<Plot> = {}): Plot {
  return {
    ...plotFormSchema.parse(filled),
    id: 'p1',
    price: 9_000_000,
    priceUnit: 'lakhs',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: null,
    ...changes,
  } as Plot;
}

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
    const paths = new Map(result.error!.issues.map((issue) => [issue.path.join('.'), englishMessage(issue.message)]));
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
    const plot = storedPlot();
    const values = plotToFormValues(plot);
    expect(values.pricePerSqYard).toBe('45000');
    expect(sameFormValues(values, plotToFormValues(plot))).toBe(true);
    expect(sameFormValues(values, { ...values, features: [] })).toBe(false);
  });

  it('carries the Telugu title and description (optional, trimmed, checked with the core schema, labelled in the banner)', () => {
    const plot = storedPlot({ titleTe: 'మూల ప్లాట్', descriptionTe: 'గేటెడ్ లేఅవుట్.' });
    const values = plotToFormValues(plot);
    expect(values).toMatchObject({ titleTe: 'మూల ప్లాట్', descriptionTe: 'గేటెడ్ లేఅవుట్.' });
    expect(plotFormSchema.parse({ ...values, titleTe: '  మూల ప్లాట్ ' })).toMatchObject({ titleTe: 'మూల ప్లాట్', descriptionTe: 'గేటెడ్ లేఅవుట్.' });
    expect(plotFormSchema.parse(filled)).toMatchObject({ titleTe: '', descriptionTe: '' });
    expect(sameFormValues(values, { ...values, titleTe: 'మూల ప్లాట్ ' })).toBe(true);
    expect(sameFormValues(values, { ...values, descriptionTe: '' })).toBe(false);
    expect(plotFormSchema.safeParse({ ...values, titleTe: 'అ'.repeat(201) }).error?.issues).toEqual([expect.objectContaining({ path: ['titleTe'], message: 'textTooLong?max=200' })]);
    expect(plotFieldLabel('descriptionTe')).toBe('Telugu description');
  });

  it('reads a draft field by field, ignoring anything malformed', () => {
    expect(plotFormFromDraft(null)).toEqual(EMPTY_PLOT_FORM);
    const draft = plotFormFromDraft({ title: 'T', type: 'Villa', roadFacing: 'East', features: ['a', 3, ''], featured: 'yes', coordinates: { latitude: '1' } });
    expect(draft).toMatchObject({ title: 'T', type: 'Residential', roadFacing: 'East', features: ['a'], featured: false, coordinates: { latitude: '1', longitude: '' } });
  });

  it('reads an edit form’s draft over the plot: what the draft lacks or holds wrongly stays the plot’s', () => {
    const saved = { ...EMPTY_PLOT_FORM, title: 'Corner plot', type: 'Commercial' as const, features: ['Gated'], coordinates: { latitude: '16.5', longitude: '80.5' } };
    expect(plotFormFromDraft({ title: 'Corner plot, east facing', features: 'junk', type: 'Castle', coordinates: { latitude: '16.6' } }, saved)).toEqual({
      ...saved,
      title: 'Corner plot, east facing',
      coordinates: { latitude: '16.6', longitude: '80.5' },
    });
  });

  it('sends the approvals and charges, survey numbers as a list, the first photo as the cover', () => {
    const images = [
      { url: '/images/b-960.webp', publicId: 'b', alt: 'Road' },
      { url: '/images/a-960.webp', publicId: 'a', alt: '' },
    ];
    const result = plotFormSchema.safeParse({
      ...filled,
      images,
      ventureName: ' Sri Sai Nagar ',
      layoutAuthority: 'DTCP',
      layoutPermitNumber: '31/2020',
      reraNumber: 'P06060125894',
      surveyNumbers: '123, 45/2A ,, 301-B',
      developmentChargesPerSqYard: '1,500',
      premiumPerSqYard: '',
    });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject({
      imageUrl: '/images/b-960.webp',
      imagePublicId: 'b',
      images,
      ventureName: 'Sri Sai Nagar',
      layoutAuthority: 'DTCP',
      surveyNumbers: ['123', '45/2A', '301-B'],
      developmentChargesPerSqYard: 1500,
      premiumPerSqYard: 0,
    });
    expect(plotFormSchema.safeParse({ ...filled, images: [] }).data).toMatchObject({ imageUrl: '', imagePublicId: '' });
    expect(parseSurveyNumbers(' ,\n')).toEqual([]);
  });

  it("puts the core schema's approval messages on the form's own controls", () => {
    const result = plotFormSchema.safeParse({ ...filled, reraNumber: 'P123', layoutPermitNumber: '#1', surveyNumbers: '12, abc', premiumPerSqYard: '-1' });
    const paths = new Map(result.error!.issues.map((issue) => [issue.path.join('.'), englishMessage(issue.message)]));
    expect(paths.get('reraNumber')).toBe('AP RERA numbers are P followed by 11 digits (e.g. P06060125894)');
    expect(paths.get('layoutPermitNumber')).toBe('Enter the LP number as on the permit (e.g. 31/2020)');
    expect(paths.get('surveyNumbers')).toBe('Survey numbers look like 123, 45/2A or 301-B');
    expect(paths.get('premiumPerSqYard')).toBe('Must be 0 or more');
    expect(plotFieldLabel('surveyNumbers.1')).toBe('Survey numbers');
    expect(plotFieldLabel('images.3.alt')).toBe('Photos');
    expect(plotFieldLabel('reraNumber')).toBe('AP RERA number');
  });

  it('shows the one image of a plot from before the gallery as its cover, and its approvals as text', () => {
    const plot = storedPlot({
      imageUrl: '/images/old-960.webp',
      imagePublicId: 'old',
      images: [],
      surveyNumbers: ['12', '13/A'],
      developmentChargesPerSqYard: 0,
      premiumPerSqYard: 750,
    });
    const values = plotToFormValues(plot);
    expect(values.images).toEqual([{ url: '/images/old-960.webp', publicId: 'old', alt: '' }]);
    expect(values).toMatchObject({ surveyNumbers: '12, 13/A', developmentChargesPerSqYard: '', premiumPerSqYard: '750' });
    expect(sameFormValues(values, { ...values, surveyNumbers: '12 ,13/A' })).toBe(true);
  });

  it('keeps only well-formed photos from a draft', () => {
    const good = { url: '/images/a-960.webp', publicId: 'a', alt: 'Gate' };
    const draft = plotFormFromDraft({ images: [good, { url: '' , publicId: 'x', alt: '' }, 'junk', { url: '/x', publicId: 1, alt: '' }], layoutAuthority: 'BDA', reraNumber: 'P1' });
    expect(draft).toMatchObject({ images: [good], layoutAuthority: 'APCRDA', reraNumber: 'P1' });
  });

  it('sends a plot number only with a venture and a last day only while reserved', () => {
    expect(toPlotInput({ ...filled, plotNumber: '27' })).toMatchObject({ ventureId: '', plotNumber: '' });
    expect(toPlotInput({ ...filled, ventureId: 'v1', plotNumber: '27' })).toMatchObject({ ventureId: 'v1', plotNumber: '27' });
    expect(toPlotInput({ ...filled, status: 'sold', reservedUntil: '2026-12-05' }).reservedUntil).toBe('');
    expect(toPlotInput({ ...filled, status: 'reserved', reservedUntil: '2026-12-05' }).reservedUntil).toBe('2026-12-05');
  });

  it("judges a reservation's last day with the core's rule on the day of the submit", () => {
    const today = siteDay(new Date());
    const problem = (reservedUntil: string) => {
      const result = plotFormSchema.safeParse({ ...filled, status: 'reserved', reservedUntil });
      return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), englishMessage(issue.message)]);
    };
    expect(problem('')).toEqual([['reservedUntil', MESSAGES.reservedUntilRequired]]);
    expect(problem(addDays(today, -1))).toEqual([['reservedUntil', MESSAGES.reservedUntilPast]]);
    expect(problem(addDays(today, 91))).toEqual([['reservedUntil', MESSAGES.reservedUntilTooLate({ days: 90 })]]);
    expect(problem('05/12/2026')).toEqual([['reservedUntil', MESSAGES.reservedUntilInvalid]]);
    expect(problem(today)).toBeNull();
    expect(problem(addDays(today, 90))).toBeNull();
  });

  it('labels the venture fields in the banner and puts a plot number refusal on its box', () => {
    expect(plotFieldLabel('plotNumber')).toBe('Plot number');
    expect(plotFieldLabel('reservedUntil')).toBe('Reserved until');
    expect(plotFieldLabel('ventureId')).toBe('Venture');
  });
});
