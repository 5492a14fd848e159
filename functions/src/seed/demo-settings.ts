import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '../core/constants';
import type { SiteSettings } from '../core/schemas/settings';

/**
 * Business details for the demo and for a fresh install: an invented brokerage. The numbers are
 * placeholders (98765 43210 is the number Indian forms use as an example) and the email domain is
 * a reserved .example one, so no real person or business is ever contacted from a demo site.
 * Admins replace all of it under Admin → Settings.
 */
export const DEMO_SETTINGS: SiteSettings = {
  businessName: 'Capital Acres Realty',
  phone: '+91 98765 43210',
  whatsappNumber: '919876543210',
  email: 'hello@capitalacres.example',
  address: 'Door No. 4-112, Seed Access Road, Rayapudi, Thullur Mandal, Amaravati, Andhra Pradesh 522237',
  addressTe: 'డోర్ నెం. 4-112, సీడ్ యాక్సెస్ రోడ్డు, రాయపూడి, తుళ్లూరు మండలం, అమరావతి, ఆంధ్రప్రదేశ్ 522237',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Rayapudi%2C+Amaravati%2C+Andhra+Pradesh',
  mapTileUrl: DEFAULT_MAP_TILE_URL,
  mapAttribution: DEFAULT_MAP_ATTRIBUTION,
  social: {
    facebook: 'https://www.facebook.com/capitalacresrealty',
    instagram: 'https://www.instagram.com/capitalacresrealty',
    twitter: 'https://x.com/capitalacres',
    youtube: 'https://www.youtube.com/@capitalacresrealty',
    linkedin: 'https://www.linkedin.com/company/capital-acres-realty',
  },
};
