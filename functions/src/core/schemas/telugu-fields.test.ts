import { describe, expect, it } from 'vitest';
import { MAX_BLOG_CONTENT_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_SHORT_TEXT } from '../constants';
import { BLOG_INPUT_FIELDS, blogInputSchema } from './blog';
import { PLOT_INPUT_FIELDS, plotInputSchema } from './plot';
import { REGION_INPUT_FIELDS, regionInputSchema, regionPatchSchema } from './region';
import { SETTINGS_TEXT_FIELDS, siteSettingsSchema } from './settings';
import { englishMessage } from '../messages';

/** The optional Telugu texts beside their English twins (docs/product.md §3): blank by default, trimmed, as long as the English at most. */

const region = { region: 'Thullur', ResidentialPriceMin: 1, ResidentialPriceMax: 2, CommercialPriceMin: 3, CommercialPriceMax: 4 };
const plot = { title: 'Plot', location: 'Thullur', type: 'Residential', category: 'residential', pricePerSqYard: 45_000, area: 1800, roadWidth: 12, roadFacing: 'East' };
const blog = { title: 'Post', content: 'Text' };
const settings = {
  businessName: 'Capital Plots',
  phone: '+91 98480 12345',
  whatsappNumber: '919848012345',
  email: 'hello@example.in',
  address: 'Main Road, Thullur',
  mapsUrl: '',
  social: { facebook: '', instagram: '', twitter: '', youtube: '', linkedin: '' },
};

const cases = [
  { schema: regionInputSchema, valid: region, field: 'regionTe', max: MAX_SHORT_TEXT },
  { schema: plotInputSchema, valid: plot, field: 'titleTe', max: MAX_SHORT_TEXT },
  { schema: plotInputSchema, valid: plot, field: 'descriptionTe', max: MAX_DESCRIPTION_LENGTH },
  { schema: blogInputSchema, valid: blog, field: 'titleTe', max: MAX_SHORT_TEXT },
  { schema: blogInputSchema, valid: blog, field: 'contentTe', max: MAX_BLOG_CONTENT_LENGTH },
  { schema: siteSettingsSchema, valid: settings, field: 'addressTe', max: 500 },
] as const;

describe('Telugu texts', () => {
  it('are in the field lists the stores and forms derive theirs from, next to their English twins', () => {
    expect(REGION_INPUT_FIELDS.slice(0, 2)).toEqual(['region', 'regionTe']);
    expect(PLOT_INPUT_FIELDS).toEqual(expect.arrayContaining(['title', 'titleTe', 'description', 'descriptionTe']));
    expect(PLOT_INPUT_FIELDS.indexOf('titleTe')).toBe(PLOT_INPUT_FIELDS.indexOf('title') + 1);
    expect(BLOG_INPUT_FIELDS).toEqual(['title', 'titleTe', 'category', 'content', 'contentTe']);
    expect(SETTINGS_TEXT_FIELDS).toContain('addressTe');
  });

  it.each(cases)('$field: blank when absent, trimmed, at most as long as the English ($max)', ({ schema, valid, field, max }) => {
    const read = (value: unknown) => schema.safeParse({ ...valid, [field]: value });
    expect((schema.parse(valid) as Record<string, unknown>)[field]).toBe('');
    expect(read('  తుళ్లూరు \n')).toMatchObject({ success: true, data: { [field]: 'తుళ్లూరు' } });
    expect(read('అ'.repeat(max)).success).toBe(true);
    const tooLong = read('అ'.repeat(max + 1));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues.map((issue) => ({ path: issue.path, message: englishMessage(issue.message) }))).toEqual([
      { path: [field], message: `Must be at most ${max.toLocaleString('en-IN')} characters` },
    ]);
    expect(tooLong.error?.issues[0]?.message).toBe(`textTooLong?max=${max}`);
    expect(read(42).success).toBe(false);
  });

  it('leave a region patch without them alone: a price edit never blanks the Telugu name', () => {
    expect(regionPatchSchema.parse({ ResidentialPriceMax: 5 })).toEqual({ ResidentialPriceMax: 5 });
    expect(regionPatchSchema.parse({ regionTe: ' తుళ్లూరు ' })).toEqual({ regionTe: 'తుళ్లూరు' });
    expect(regionPatchSchema.parse({ regionTe: '' })).toEqual({ regionTe: '' });
    expect(englishMessage(regionPatchSchema.safeParse({ regionTe: 'అ'.repeat(MAX_SHORT_TEXT + 1) }).error?.issues[0]?.message ?? '')).toBe('Must be at most 200 characters');
  });
});
