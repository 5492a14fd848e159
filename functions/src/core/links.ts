import type { Coordinates } from './schemas/plot';

/** Links to the outside world, built from site settings (never hard-coded numbers). */

export function whatsappLink(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

export function bookNowText(location: string, type: string): string {
  return `I'm interested in ${location} property (${type})`;
}

export function shareText(title: string, location: string): string {
  return `Check out this amazing property: ${title} in ${location}`;
}

export function mapLink(coordinates: Coordinates): string {
  return `https://www.google.com/maps/search/?api=1&query=${coordinates.latitude},${coordinates.longitude}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A map link exists only when coordinates are real: 0,0 means "no location" (docs/product.md §11). */
export function hasLocation(coordinates: Coordinates | null | undefined): coordinates is Coordinates {
  return !!coordinates && !(coordinates.latitude === 0 && coordinates.longitude === 0);
}
