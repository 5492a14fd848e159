import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '../constants';
import { siteSettingsSchema, withSettingsDefaults } from './settings';

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
  it('accepts business details with blank social links, the map defaulting to OpenStreetMap', () => {
    expect(siteSettingsSchema.parse(valid)).toEqual({ ...valid, addressTe: '', mapTileUrl: DEFAULT_MAP_TILE_URL, mapAttribution: DEFAULT_MAP_ATTRIBUTION });
  });

  it('accepts another tile server only as an http(s) template holding {z}, {x} and {y}', () => {
    const tiles = 'https://tiles.example.com/{z}/{x}/{y}.png';
    expect(siteSettingsSchema.parse({ ...valid, mapTileUrl: tiles, mapAttribution: '© Example' })).toMatchObject({ mapTileUrl: tiles, mapAttribution: '© Example' });
    for (const bad of ['https://tiles.example.com/{z}/{x}.png', 'javascript:{z}{x}{y}', 'ftp://t.example/{z}/{x}/{y}']) {
      expect(siteSettingsSchema.safeParse({ ...valid, mapTileUrl: bad }).success).toBe(false);
    }
  });

  it('reads stored settings without map fields (or with them blank) with the defaults, and without a Telugu address with a blank one', () => {
    expect(withSettingsDefaults(valid)).toEqual({ ...valid, addressTe: '', mapTileUrl: DEFAULT_MAP_TILE_URL, mapAttribution: DEFAULT_MAP_ATTRIBUTION });
    expect(withSettingsDefaults({ ...valid, addressTe: 'తుళ్లూరు' }).addressTe).toBe('తుళ్లూరు');
    expect(withSettingsDefaults({ ...valid, mapTileUrl: '', mapAttribution: 'Mine' })).toMatchObject({ mapTileUrl: DEFAULT_MAP_TILE_URL, mapAttribution: 'Mine' });
  });

  it('rejects a WhatsApp number that is not digits with a country code', () => {
    expect(siteSettingsSchema.safeParse({ ...valid, whatsappNumber: '+91 98480' }).success).toBe(false);
  });

  it('rejects links that are not URLs', () => {
    expect(siteSettingsSchema.safeParse({ ...valid, mapsUrl: 'javascript-ish text' }).success).toBe(false);
  });
});
