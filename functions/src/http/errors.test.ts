import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageKey } from '../core/message-key';
import { MESSAGES } from '../core/messages';
import { keyedErrors } from '../core/schemas/message-keys';
import { HttpError, validationError, zodFields } from './errors';

const schema = z.object({
  name: z.string().min(2, messageKey('nameTooShort')).regex(/^[a-z]+$/, messageKey('formatInvalid')),
  coordinates: z.object({ latitude: z.number().max(90) }),
});

describe('zodFields', () => {
  it('keeps the first message key per path, dotted; a rule without a message of its own gets one from keyedErrors', () => {
    const result = schema.safeParse({ name: '1', coordinates: { latitude: 91 } }, { error: keyedErrors });
    expect(result.success).toBe(false);
    expect(zodFields(result.error!)).toEqual({ name: 'nameTooShort', 'coordinates.latitude': 'numberTooLarge?max=90' });
  });

  it("never passes zod's own English on: a schema parsed without keyedErrors says its value is not valid", () => {
    const result = schema.safeParse({ name: 'ab', coordinates: { latitude: 91 } });
    expect(zodFields(result.error!)).toEqual({ 'coordinates.latitude': 'valueInvalid' });
  });

  it('puts object-level issues under _form', () => {
    const result = z.object({ a: z.string() }).safeParse('not an object');
    expect(Object.keys(zodFields(result.error!))).toEqual(['_form']);
  });
});

describe('validationError', () => {
  const error = schema.safeParse({}, { error: keyedErrors }).error!;
  it('is 422 with the form message for a body', () => {
    const httpError = validationError(error, 'body');
    expect(httpError).toBeInstanceOf(HttpError);
    expect(httpError.status).toBe(422);
    expect(httpError.toBody()).toEqual({
      error: {
        code: 'validation_failed',
        message: MESSAGES.fixFormErrors,
        key: 'fixFormErrors',
        fields: { name: 'This field is required', coordinates: 'This field is required' },
        fieldKeys: { name: 'required', coordinates: 'required' },
      },
    });
  });

  it.each(['query', 'params'] as const)('is 400 for %s', (target) => {
    const httpError = validationError(error, target);
    expect(httpError.status).toBe(400);
    expect(httpError.code).toBe('validation_failed');
    expect(httpError.message).toContain('name');
  });
});
