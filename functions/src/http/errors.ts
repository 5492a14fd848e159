import type { z } from 'zod';
import type { ApiErrorBody, ApiErrorCode } from '../core/schemas/api-error';
import { messageKey, type MessageRef } from '../core/message-key';
import { englishMessage, isMessageKey } from '../core/messages';

/**
 * The one error type of the API. Anything thrown as an HttpError reaches the client as
 * `{ error: { code, message, key, fields?, fieldKeys? } }` with its status: the message and each
 * field's message by key (core/message-key.ts) and in English; anything else is a bug (500,
 * logged, no details to the client).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    /** The message's key (with its values). */
    readonly key: MessageRef,
    /** Field path → the key of its message. */
    readonly fields?: Record<string, MessageRef>,
    /** Response headers that belong to this answer (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
    /** What the client needs to recover (ApiErrorBody `details`). */
    readonly details?: Record<string, string | number>,
  ) {
    super(englishMessage(key));
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    const fields = this.fields ? Object.entries(this.fields) : null;
    return {
      error: {
        code: this.code,
        message: this.message,
        key: this.key,
        ...(fields
          ? {
              fields: Object.fromEntries(fields.map(([path, key]) => [path, englishMessage(key)])),
              fieldKeys: Object.fromEntries(fields),
            }
          : {}),
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

export const badRequest = (key: MessageRef = messageKey('requestInvalid'), fields?: Record<string, MessageRef>) =>
  new HttpError(400, 'bad_request', key, fields);

export const notFound = (key: MessageRef = messageKey('notFound')) => new HttpError(404, 'not_found', key);

export const forbidden = (key: MessageRef = messageKey('forbidden')) => new HttpError(403, 'forbidden', key);

/** No valid session: the SPA sends the admin to the login page. */
export const unauthenticated = (key: MessageRef = messageKey('signInRequired')) => new HttpError(401, 'unauthenticated', key);

export const conflict = (key: MessageRef, fields?: Record<string, MessageRef>, details?: Record<string, string | number>) =>
  new HttpError(409, 'conflict', key, fields, undefined, details);

export const unsupportedMediaType = (key: MessageRef = messageKey('jsonRequired')) => new HttpError(415, 'unsupported_media_type', key);

export const tooManyRequests = () => new HttpError(429, 'rate_limited', messageKey('tooManyRequests'));

export const internalError = () => new HttpError(500, 'internal', messageKey('internalError'));

/**
 * First message key per field path ('name', 'coordinates.latitude'); the root is '_form'. Schemas
 * are parsed with `keyedErrors`, so every issue names a key; one that does not (a schema parsed
 * without it) says its rule broke, not zod's English.
 */
export function zodFields(error: z.ZodError): Record<string, MessageRef> {
  const fields: Record<string, MessageRef> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form';
    if (!(path in fields)) fields[path] = isMessageKey(issue.message) ? (issue.message as MessageRef) : messageKey('valueInvalid');
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
export const invalidForm = (fields: Record<string, MessageRef>) => new HttpError(422, 'validation_failed', messageKey('fixFormErrors'), fields);

export function validationError(error: z.ZodError, target: ValidationTarget): HttpError {
  const fields = zodFields(error);
  if (target === 'body') return invalidForm(fields);
  const names = Object.keys(fields).join(', ');
  return new HttpError(400, 'validation_failed', target === 'query' ? messageKey('queryInvalid', { fields: names }) : messageKey('pathInvalid', { fields: names }), fields);
}
