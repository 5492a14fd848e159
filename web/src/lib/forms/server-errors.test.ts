import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { applyServerErrors, failureText } from './server-errors';

const refused = (status: number, fields: Record<string, string>) => new ApiError(status, 'validation_failed', 'Please fix the errors in the form', fields);

describe('applyServerErrors', () => {
  it('puts one message on each input the form has, in the server’s order, and keeps all of them for a banner', () => {
    const set: [string, string][] = [];
    const fieldOf = (path: string) => (path.startsWith('features.') ? 'features' : ['title', 'area'].includes(path) ? path : null);
    const result = applyServerErrors(
      refused(422, { area: 'Must be greater than 0', 'features.0': 'Too long', 'features.3': 'Empty', source: 'Unknown' }),
      fieldOf,
      (path, message) => set.push([path, message]),
    );
    expect(set).toEqual([
      ['area', 'Must be greater than 0'],
      ['features', 'Too long'],
    ]);
    expect(result.shown).toEqual(['area', 'features']);
    expect(result.all.map(({ serverPath }) => serverPath)).toEqual(['area', 'features.0', 'features.3', 'source']);
  });

  it('takes the fields of a 409 too, and of nothing else', () => {
    const set: string[] = [];
    expect(applyServerErrors(refused(409, { email: 'An admin with this email already exists' }), (path) => path, (path) => set.push(path)).shown).toEqual(['email']);
    for (const failure of [refused(400, { id: 'Invalid' }), refused(500, { email: 'x' }), new Error('boom'), null]) {
      expect(applyServerErrors(failure, (path) => path, (path) => set.push(path))).toEqual({ shown: [], all: [], unshown: [] });
    }
    expect(set).toEqual(['email']);
  });
});

describe('failureText', () => {
  it('says the server’s words for a 429 and the form’s own for anything else', () => {
    expect(failureText(new ApiError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.'), 'Not sent')).toBe(
      'Too many requests. Please wait a minute and try again.',
    );
    expect(failureText(new ApiError(500, 'internal', 'Database down'), 'Not sent')).toBe('Not sent');
    expect(failureText(new ApiError(0, 'network', 'Could not reach the server.'), (error) => (error instanceof ApiError ? error.message : 'x'))).toBe('Could not reach the server.');
  });
});
