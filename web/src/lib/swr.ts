import type { SWRConfiguration } from 'swr';
import { api } from './api-client';

export const swrConfig: SWRConfiguration = {
  fetcher: (url: string) => api.get(url),
  revalidateOnFocus: true,
  shouldRetryOnError: true,
  errorRetryCount: 3,
  dedupingInterval: 2000,
};
