import type { NextFunction, Request, Response } from 'express';
import { unsupportedMediaType } from '../errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** application/json or any +json type (application/merge-patch+json), with or without a charset. */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);
}

/**
 * Writes to JSON endpoints must say they are JSON (docs/security.md): text/plain, form-encoded and
 * multipart bodies are what a cross-site <form> can send without a CORS preflight, so they get
 * 415 before anything reads them. A write without any Content-Type and without a body (a bare
 * DELETE) has nothing to interpret and passes. Multipart upload routes are mounted before this.
 */
export function jsonOnlyWrites() {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const contentType = req.get('content-type');
    if (contentType === undefined) {
      const hasBody = (req.get('content-length') ?? '0') !== '0' || req.get('transfer-encoding') !== undefined;
      return hasBody ? next(unsupportedMediaType()) : next();
    }
    return isJsonContentType(contentType) ? next() : next(unsupportedMediaType());
  };
}
