import { z } from 'zod';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, MAX_SHORT_TEXT } from '../constants';
import { teluguText } from './fields';
import { messageKey } from '../message-key';

const url = z.union([z.literal(''), z.url(messageKey('urlInvalid')).max(2000)]);

/** Business details shown across the public site (docs/product.md §11: editable, never hard-coded). */
export const siteSettingsSchema = z.object({
  businessName: z.string().trim().min(1).max(MAX_SHORT_TEXT),
  phone: z.string().trim().min(1, messageKey('businessPhoneRequired')).max(30),
  /** Digits with country code, as wa.me expects (e.g. 919876543210). */
  whatsappNumber: z.string().trim().regex(/^\d{10,15}$/, messageKey('whatsappNumberInvalid')),
  email: z.email(messageKey('emailInvalid')),
  address: z.string().trim().min(1, messageKey('addressRequired')).max(500),
  /** The address in Telugu, for the Telugu site; blank = the English one is shown. */
  addressTe: teluguText(500).default(''),
  mapsUrl: url,
  /** Map tiles for plot pages and the listings' map: an {z}/{x}/{y} URL template and its attribution. */
  mapTileUrl: z
    .string()
    .trim()
    .max(500)
    .refine((value) => /^https?:\/\/\S+$/.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), messageKey('tileUrlInvalid'))
    .default(DEFAULT_MAP_TILE_URL),
  mapAttribution: z.string().trim().min(1, messageKey('mapAttributionRequired')).max(300).default(DEFAULT_MAP_ATTRIBUTION),
  social: z.object({
    facebook: url,
    instagram: url,
    twitter: url,
    youtube: url,
    linkedin: url,
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The social profile links, in the schema's order. */
export const SOCIAL_LINK_FIELDS = siteSettingsSchema.shape.social.keyof().options;
/** The single-line details: every setting but the social links. */
export const SETTINGS_TEXT_FIELDS = siteSettingsSchema
  .keyof()
  .options.filter((field): field is Exclude<keyof SiteSettings, 'social'> => field !== 'social');

/** Settings stored before the map fields existed (or with them blank) read back with their defaults; before the Telugu address, with it blank. */
export function withSettingsDefaults<T extends Partial<SiteSettings>>(stored: T): T & Pick<SiteSettings, 'mapTileUrl' | 'mapAttribution' | 'addressTe'> {
  return {
    ...stored,
    addressTe: stored.addressTe ?? '',
    mapTileUrl: stored.mapTileUrl || DEFAULT_MAP_TILE_URL,
    mapAttribution: stored.mapAttribution || DEFAULT_MAP_ATTRIBUTION,
  };
}
