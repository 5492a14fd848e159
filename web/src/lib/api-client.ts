import { NETWORK_ERROR_KEY, NETWORK_ERROR_MESSAGE } from '@core/network-error';
import type { ApiErrorBody } from '@core/schemas/api-error';

/** The one place the SPA talks to the API: JSON in, JSON out, errors as ApiError. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** In English, as the API wrote it. */
    message: string,
    /** Field path → its message in English. */
    readonly fields: Record<string, string> = {},
    /** The message's key (core/message-key.ts), for the page to say it in its language. */
    readonly key: string | undefined = undefined,
    /** Field path → the key of its message. */
    readonly fieldKeys: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const NETWORK_MESSAGE = NETWORK_ERROR_MESSAGE;

/** The back office's API: a 401 there means the admin's session is gone. */
const ADMIN_API = '/api/admin/';
const sessionLostListeners = new Set<() => void>();

/**
 * Calls `listener` whenever an admin request is answered 401 (the session expired or was ended
 * elsewhere), whichever screen, read or write made it; returns the unsubscribe. The admin
 * session gate is the one listener: it sends the admin to sign in and back.
 */
export function onAdminSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => void sessionLostListeners.delete(listener);
}

/** A JSON body, or a multipart form the browser encodes itself (it must set the boundary). */
type Body = { json: unknown } | { form: FormData };

async function request<T>(method: string, url: string, body?: Body, cache?: RequestCache): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      ...(cache ? { cache } : {}),
      headers: {
        Accept: 'application/json',
        ...(body && 'json' in body ? { 'Content-Type': 'application/json' } : {}),
        // The custom header is half of the CSRF defence (docs/decisions/003): a cross-site form cannot set it.
        'X-Requested-With': 'fetch',
      },
      body: body === undefined ? undefined : 'json' in body ? JSON.stringify(body.json) : body.form,
    });
  } catch {
    throw new ApiError(0, 'network', NETWORK_MESSAGE, {}, NETWORK_ERROR_KEY);
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && url.startsWith(ADMIN_API)) for (const listener of sessionLostListeners) listener();
    const error = (data as Partial<ApiErrorBody> | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? `Request failed (${response.status})`,
      error?.fields ?? {},
      error?.key,
      error?.fieldKeys ?? {},
    );
  }
  return data as T;
}

export const api = {
  get: <T>(url: string, options: { cache?: RequestCache } = {}) => request<T>('GET', url, undefined, options.cache),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, { json: body ?? {} }),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, { json: body ?? {} }),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, { json: body ?? {} }),
  delete: <T>(url: string) => request<T>('DELETE', url),
  /** POST multipart/form-data (an image upload). */
  upload: <T>(url: string, form: FormData) => request<T>('POST', url, { form }),
};

/** Builds '/api/x?a=1&b=2', leaving out undefined, null and empty values. */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
