import type { Language } from './languages';
import type { Coordinates } from './schemas/plot';

/** What a plot's buttons say and link to outside the site: Book Now, Share, its place on a map. */

/** The WhatsApp message of 'Book Now' (docs/product.md §7); in Telugu on Telugu pages, with the type in Telugu words. */
export function bookNowText(location: string, type: string, language: Language = 'en'): string {
  if (language === 'te') return `${location} లోని ప్లాట్‌ (${TELUGU_TYPES[type] ?? type}) పై నాకు ఆసక్తి ఉంది`;
  return `I'm interested in ${location} property (${type})`;
}

/** What sharing a plot says (docs/product.md §7). */
export function shareText(title: string, location: string, language: Language = 'en'): string {
  if (language === 'te') return `ఈ ఆస్తిని చూడండి: ${location} లో ${title}`;
  return `Check out this amazing property: ${title} in ${location}`;
}

const TELUGU_TYPES: Record<string, string> = { Residential: 'నివాస', Commercial: 'వాణిజ్య' };

export function mapLink(coordinates: Coordinates): string {
  return `https://www.google.com/maps/search/?api=1&query=${coordinates.latitude},${coordinates.longitude}`;
}

/** A map link exists only when coordinates are real: 0,0 means "no location" (docs/product.md §11). */
export function hasLocation(coordinates: Coordinates | null | undefined): coordinates is Coordinates {
  return !!coordinates && !(coordinates.latitude === 0 && coordinates.longitude === 0);
}
