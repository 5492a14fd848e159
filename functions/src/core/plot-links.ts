import type { Coordinates } from './schemas/plot';

/** Where a plot's map buttons link outside the site (what Book Now and Share say is in web/src/i18n/<language>/formats.ts). */

export function mapLink(coordinates: Coordinates): string {
  return `https://www.google.com/maps/search/?api=1&query=${coordinates.latitude},${coordinates.longitude}`;
}

/** A map link exists only when coordinates are real: 0,0 means "no location" (docs/product.md §11). */
export function hasLocation(coordinates: Coordinates | null | undefined): coordinates is Coordinates {
  return !!coordinates && !(coordinates.latitude === 0 && coordinates.longitude === 0);
}
