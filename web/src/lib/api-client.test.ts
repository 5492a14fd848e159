import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, onAdminSessionLost } from './api-client';

function answer(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ error: { code: 'x', message: 'Refused', fields: { name: 'Name is required' } } }), { status }))),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('turns a refusal into an ApiError with the server’s words and fields', async () => {
    answer(422);
    const error = await api.post('/api/contact', {}).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'x', message: 'Refused', fields: { name: 'Name is required' } });
  });

  it('reports a 401 of an admin request, read or write, to the session listener, and nothing else', async () => {
    const lost = vi.fn();
    const stop = onAdminSessionLost(lost);
    answer(401);
    await api.get('/api/admin/plots?page=1').catch(() => undefined);
    await api.put('/api/admin/settings', {}).catch(() => undefined);
    expect(lost).toHaveBeenCalledTimes(2);

    // A wrong password, a public read, another refusal of an admin request: not a lost session.
    await api.post('/api/auth/login', {}).catch(() => undefined);
    await api.get('/api/plots').catch(() => undefined);
    answer(403);
    await api.delete('/api/admin/users/u1').catch(() => undefined);
    expect(lost).toHaveBeenCalledTimes(2);

    stop();
    answer(401);
    await api.get('/api/admin/plots').catch(() => undefined);
    expect(lost).toHaveBeenCalledTimes(2);
  });
});
