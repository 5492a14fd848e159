import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from './settings';

const valid = {
  businessName: 'Capital Plots',
  phone: '+91 98480 12345',
  whatsappNumber: '919848012345',
  email: 'hello@example.in',
  address: 'Main Road, Thullur, Amaravati',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Thullur',
  social: { facebook: '', instagram: 'https://instagram.com/x', twitter: '', youtube: '', linkedin: '' },
};

describe('site settings', () => {
  it('accepts business details with blank social links', () => {
    expect(siteSettingsSchema.parse(valid)).toEqual(valid);
  });

  it('rejects a WhatsApp number that is not digits with a country code', () => {
    expect(siteSettingsSchema.safeParse({ ...valid, whatsappNumber: '+91 98480' }).success).toBe(false);
  });

  it('rejects links that are not URLs', () => {
    expect(siteSettingsSchema.safeParse({ ...valid, mapsUrl: 'javascript-ish text' }).success).toBe(false);
  });
});
