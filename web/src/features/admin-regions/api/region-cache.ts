/**
 * The public pricing table reads this key; every admin write revalidates it at once so the public
 * site shows the change without waiting for its 30-second refresh. (A literal, not an import: a
 * feature does not import another feature.)
 */
export const PUBLIC_REGIONS_KEY = '/api/regions';
