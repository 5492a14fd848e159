import type { RegionField } from './region-values';

/** The Region Prices toasts of docs/product.md §8, verbatim. */
export const REGION_MESSAGES = {
  loadFailed: 'Failed to load regions',
  priceUpdated: 'Price updated successfully',
  priceFailed: 'Failed to update price',
  added: 'New region added',
  addFailed: 'Failed to add new region',
  deleted: 'Region deleted successfully',
  deleteFailed: 'Failed to delete region',
  nameUpdated: 'Region name updated',
  nameFailed: 'Failed to update region name',
  teluguNameUpdated: 'Telugu name updated',
  teluguNameFailed: 'Failed to update Telugu name',
} as const;

/** The toasts of saving one value: the name's, the Telugu name's or a price's. */
export function regionSaveMessages(field: RegionField): { updated: string; failed: string } {
  if (field === 'region') return { updated: REGION_MESSAGES.nameUpdated, failed: REGION_MESSAGES.nameFailed };
  if (field === 'regionTe') return { updated: REGION_MESSAGES.teluguNameUpdated, failed: REGION_MESSAGES.teluguNameFailed };
  return { updated: REGION_MESSAGES.priceUpdated, failed: REGION_MESSAGES.priceFailed };
}
