import type { NextFunction, Request, Response } from 'express';
import type { ApiErrorCode } from '../../core/schemas/api-error';
import { messageKey, type MessageRef } from '../../core/message-key';
import { HttpError, internalError, notFound } from '../errors';
import type { Logger } from '../../ports/logger';

/** 4xx statuses a library may raise (body-parser, router, static files) and their codes. */
const CODES_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const LIBRARY_MESSAGES: Record<string, MessageRef> = {
  'entity.parse.failed': messageKey('bodyNotJson'),
  'entity.too.large': messageKey('bodyTooLarge'),
  'encoding.unsupported': messageKey('bodyEncodingUnsupported'),
  'charset.unsupported': messageKey('bodyCharsetUnsupported'),
  'request.aborted': messageKey('requestAborted'),
  'request.size.invalid': messageKey('bodySizeMismatch'),
  'stream.encoding.set': messageKey('requestUnreadable'),
};

interface LibraryError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  type?: unknown;
}

/** An error from a library that carries a client-error status (http-errors style). */
function asClientError(error: unknown): HttpError | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as LibraryError;
  const status = typeof candidate.status === 'number' ? candidate.status : candidate.statusCode;
  if (typeof status !== 'number' || status < 400 || status > 499) return null;
  const code = CODES_BY_STATUS[status] ?? 'bad_request';
  const type = typeof candidate.type === 'string' ? candidate.type : '';
  const key = LIBRARY_MESSAGES[type] ?? (status === 404 ? messageKey('notFound') : messageKey('requestInvalid'));
  return new HttpError(status, code, key);
}

/** Unknown /api paths: JSON 404, never the SPA. */
export function apiNotFound() {
  return (_req: Request, _res: Response, next: NextFunction) => next(notFound(messageKey('noSuchEndpoint')));
}

/**
 * Every error becomes the one JSON shape. HttpErrors and library client errors keep their
 * status; anything else is a bug: 500, logged with its stack, and the client learns nothing more.
 */
export function errorHandler(log: Logger) {
  // Express recognises an error handler by its four parameters.
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      log.error('response_failed_after_headers', { method: req.method, path: req.path, error: String(error) });
      return next(error);
    }
    let httpError = error instanceof HttpError ? error : asClientError(error);
    if (!httpError) {
      log.error('unhandled_error', {
        method: req.method,
        path: req.path,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      httpError = internalError();
    }
    // An error must never be cached as if it were the resource. A stricter policy already set
    // (`private, no-store` on session routes) stays.
    if (!/\bno-store\b/.test(String(res.get('Cache-Control') ?? ''))) res.set('Cache-Control', 'no-store');
    res.removeHeader('ETag');
    if (httpError.headers) res.set(httpError.headers);
    res.status(httpError.status).json(httpError.toBody());
  };
}
