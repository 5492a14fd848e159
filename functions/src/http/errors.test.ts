import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../core/messages';
import { HttpError, validationError, zodFields } from './errors';

const schema = z.object({
  name: z.string().min(2, 'too short').regex(/^[a-z]+$/, 'letters only'),
  coordinates: z.object({ latitude: z.number('latitude must be a number') }),
});

describe('zodFields', () => {
  it('keeps the first message per path, dotted', () => {
    const result = schema.safeParse({ name: '1', coordinates: { latitude: 'x' } });
    expect(result.success).toBe(false);
    expect(zodFields(result.error!)).toEqual({ name: 'too short', 'coordinates.latitude': 'latitude must be a number' });
  });

  it('puts object-level issues under _form', () => {
    const result = z.object({ a: z.string() }).safeParse('not an object');
    expect(Object.keys(zodFields(result.error!))).toEqual(['_form']);
  });
});

describe('validationError', () => {
  const error = schema.safeParse({}).error!;
  it('is 422 with the form message for a body', () => {
    const httpError = validationError(error, 'body');
    expect(httpError).toBeInstanceOf(HttpError);
    expect(httpError.status).toBe(422);
    expect(httpError.toBody()).toEqual({
      error: { code: 'validation_failed', message: MESSAGES.fixFormErrors, fields: zodFields(error) },
    });
  });

  it.each(['query', 'params'] as const)('is 400 for %s', (target) => {
    const httpError = validationError(error, target);
    expect(httpError.status).toBe(400);
    expect(httpError.code).toBe('validation_failed');
    expect(httpError.message).toContain('name');
  });
});
