import type { Middleware, SWRConfiguration } from 'swr';
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

/**
 * Reads the server rendered the page with are handed to SWR as `fallback`, so the first render in
 * the browser matches the HTML. Until the visitor navigates, a hook mounting on one of those keys
 * does not fetch it again at once; focus and refresh intervals revalidate it as always.
 */
export function renderedDataMiddleware(rendered: ReadonlySet<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const fresh = typeof key === 'string' && rendered.has(key);
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };
}
