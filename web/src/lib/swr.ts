import type { SWRConfiguration } from 'swr';
import { api } from './api-client';

export const swrConfig: SWRConfiguration = {
  // SWR keeps its own cache; its revalidations must reach the server (an unchanged answer is a
  // cheap 304 thanks to ETags) rather than the browser's max-age copy, or "live" data lags.
  fetcher: (url: string) => api.get(url, { cache: 'no-cache' }),
  revalidateOnFocus: true,
  shouldRetryOnError: true,
  errorRetryCount: 3,
  dedupingInterval: 2000,
};
