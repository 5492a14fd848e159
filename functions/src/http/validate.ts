import type { Request } from 'express';
import type { z } from 'zod';
import { messageKey } from '../core/message-key';
import { keyedErrors } from '../core/schemas/message-keys';
import { badRequest, validationError, type ValidationTarget } from './errors';

/** Parses input with a core schema, throwing the right HttpError (see errors.ts) when it fails. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, target: ValidationTarget): z.output<S> {
  const result = schema.safeParse(input, { error: keyedErrors });
  if (!result.success) throw validationError(result.error, target);
  return result.data;
}

export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  return parseOrThrow(schema, req.query, 'query');
}

/**
 * The JSON body as a plain object. No body counts as `{}` (so the form's "required" messages
 * come back as 422); an array or a bare value is not a form at all, hence 400.
 */
export function jsonObjectBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(messageKey('bodyNotObject'));
  return body as Record<string, unknown>;
}

export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  return parseOrThrow(schema, jsonObjectBody(req), 'body');
}
