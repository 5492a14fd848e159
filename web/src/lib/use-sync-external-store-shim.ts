/**
 * SWR imports `useSyncExternalStore` through the `use-sync-external-store/shim` package, written
 * for React 17 and older. React 18 and 19 have it built in, which the shim itself would hand back
 * at run time; the build points the import here (vite.config.ts) so the shim's fallback code is
 * not downloaded by every page.
 */
export { useSyncExternalStore } from 'react';
