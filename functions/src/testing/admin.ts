import { anAdmin, apiRequest, signIn } from './auth';
import type { TestServer } from './test-server';

/** A signed-in admin's side of the API, as the SPA calls it (JSON, X-Requested-With, the session cookie). */
export interface AdminClient {
  cookie: string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  put(path: string, body: unknown): Promise<Response>;
  patch(path: string, body: unknown): Promise<Response>;
  delete(path: string): Promise<Response>;
}

/** Makes an admin through the Auth port and signs in through the API. */
export async function signedInAdmin(server: TestServer, email = 'office@example.com'): Promise<AdminClient> {
  await anAdmin(server, email);
  const cookie = await signIn(server, email);
  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    apiRequest(`${server.url}${path}`, { method, cookie, ...(body !== undefined ? { body } : {}), ...(headers ? { headers } : {}) });
  return {
    cookie,
    get: (path, headers) => call('GET', path, undefined, headers),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    patch: (path, body) => call('PATCH', path, body),
    delete: (path) => call('DELETE', path),
  };
}
