import type { z } from 'zod';
import type { ApiErrorBody, ApiErrorCode } from '../core/schemas/api-error';
import { MESSAGES } from '../core/messages';

/**
 * The one error type of the API. Anything thrown as an HttpError reaches the client as
 * `{ error: { code, message, fields? } }` with its status; anything else is a bug (500, logged,
 * no details to the client).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Response headers that belong to this answer (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const badRequest = (message = 'The request is not valid.', fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);

export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);

export const forbidden = (message = 'Forbidden.') => new HttpError(403, 'forbidden', message);

/** No valid session: the SPA sends the admin to the login page. */
export const unauthenticated = (message: string = MESSAGES.signInRequired) => new HttpError(401, 'unauthenticated', message);

export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, 'conflict', message, fields);

export const unsupportedMediaType = (message = 'Send the request body as JSON (Content-Type: application/json).') =>
  new HttpError(415, 'unsupported_media_type', message);

export const payloadTooLarge = (message = 'The request body is too large.') =>
  new HttpError(413, 'payload_too_large', message);

export const tooManyRequests = () => new HttpError(429, 'rate_limited', MESSAGES.tooManyRequests);

export const internalError = () => new HttpError(500, 'internal', 'Something went wrong on our side. Please try again.');

/** First message per field path ('name', 'coordinates.latitude'); the root is '_form'. */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/**
 * Which status a failed validation gets:
 * - 400 `validation_failed` for the query string and path parameters: the client built a bad URL
 *   (a sort that does not exist, page=0, limit=99); there is no form for a person to fix.
 * - 422 `validation_failed` for a body that is well-formed JSON but breaks the rules of the form
 *   (a missing name, a bad phone): the SPA shows `message` and puts `fields` next to the inputs.
 * Malformed JSON itself never reaches a schema: the body parser answers 400 `bad_request`.
 */
export type ValidationTarget = 'query' | 'params' | 'body';

/** 422: a form the server judged wrong, with a message per field to show next to its input. */
export const invalidForm = (fields: Record<string, string>) => new HttpError(422, 'validation_failed', MESSAGES.fixFormErrors, fields);

export function validationError(error: z.ZodError, target: ValidationTarget): HttpError {
  const fields = zodFields(error);
  if (target === 'body') return invalidForm(fields);
  const where = target === 'query' ? 'query parameters' : 'path parameters';
  return new HttpError(400, 'validation_failed', `Invalid ${where}: ${Object.keys(fields).join(', ')}`, fields);
}
