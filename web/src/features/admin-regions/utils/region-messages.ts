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
} as const;
