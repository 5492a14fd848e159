import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { MAX_IMAGE_BYTES } from '../../core/constants';
import { messageKey, type MessageRef } from '../../core/message-key';
import { badRequest, HttpError, unsupportedMediaType } from '../../http/errors';

/** Cloud Functions hand the body over already read, as `req.rawBody`; standalone the request is a stream. */
export function uploadSource(req: Request): Request | Buffer {
  const rawBody = (req as Request & { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(rawBody) ? rawBody : req;
}

/** The one field the upload form sends (docs/api.md). */
const UPLOAD_FIELD = 'file';

/**
 * busboy's limits, all explicit (docs/security.md): one file in the field `file` (of at most the
 * route's UploadLimit, below), a few small text fields at most (a browser may add none; anything
 * more is not our form). busboy reports `limit` (truncated) as soon as a file *reaches* fileSize,
 * so fileSize is one byte over the largest file accepted: exactly 5 MB passes, 5 MB + 1 byte is a 413.
 */
const UPLOAD_LIMITS = {
  files: 1,
  fields: 5,
  parts: 6,
  fieldNameSize: 100,
  fieldSize: 1024,
  headerPairs: 20,
} as const;

/**
 * Room for the multipart framing around the file (boundaries, part headers, the small fields).
 * A body announced or found to be bigger than the file limit plus this cannot hold an acceptable
 * image, so it is refused without reading it all.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface ParsedUpload {
  bytes: Buffer;
  /** As the browser named it: for logs only, never for the stored name or the type. */
  filename: string;
}

/** What one upload route takes: the largest file, and what a larger one is told. */
export interface UploadLimit {
  maxBytes: number;
  tooLarge: MessageRef;
}

/** The photos' limit (POST /api/admin/uploads): 5 MB. */
const PHOTO_UPLOAD_LIMIT: UploadLimit = { maxBytes: MAX_IMAGE_BYTES, tooLarge: messageKey('imageTooLarge') };

const tooLarge = (limit: UploadLimit, closeConnection = false) =>
  new HttpError(413, 'payload_too_large', limit.tooLarge, { file: limit.tooLarge }, closeConnection ? { Connection: 'close' } : undefined);

const missing = () => new HttpError(422, 'validation_failed', messageKey('imageMissing'), { file: messageKey('imageMissing') });
const empty = () => new HttpError(422, 'validation_failed', messageKey('imageEmpty'), { file: messageKey('imageEmpty') });
const notMultipart = () => unsupportedMediaType(messageKey('uploadNotMultipart', { field: UPLOAD_FIELD }));

/**
 * Reads the one image of a multipart upload into memory (at most `limit.maxBytes`: 5 MB for a
 * photo, 10 MB for a layout plan), rejecting with the
 * HttpError the client should get. `source` is the request stream (standalone), or the body
 * Cloud Functions already read into `req.rawBody` (a Buffer): busboy parses either.
 *
 * - not multipart → 415; malformed multipart, a second file, too many parts → 400
 * - no file (or an empty file input) → 422; an empty file → 422
 * - a file over the limit (busboy truncates it) or a body far beyond that → 413 with the limit's message
 */
export function parseImageUpload(headers: IncomingHttpHeaders, source: Readable | Buffer, limit: UploadLimit = PHOTO_UPLOAD_LIMIT): Promise<ParsedUpload> {
  // busboy would also parse a urlencoded form: only multipart can carry a file.
  const mediaType = headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'multipart/form-data') return Promise.reject(notMultipart());
  const maxBody = limit.maxBytes + MULTIPART_OVERHEAD_BYTES;
  const announced = Number(headers['content-length']);
  const size = Buffer.isBuffer(source) ? source.length : Number.isFinite(announced) ? announced : undefined;
  if (size !== undefined && size > maxBody) return Promise.reject(tooLarge(limit, !Buffer.isBuffer(source)));

  return new Promise<ParsedUpload>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { ...UPLOAD_LIMITS, fileSize: limit.maxBytes + 1 } });
    } catch {
      // busboy refuses a Content-Type that is not multipart (or one without a boundary).
      reject(notMultipart());
      return;
    }

    let settled = false;
    // The first thing wrong decides the answer; parsing goes on to the end of the body so the
    // client can read that answer (it is still sending when a limit is hit).
    let problem: HttpError | null = null;
    const fail = (error: HttpError) => {
      problem ??= error;
    };
    let upload: { chunks: Buffer[]; length: number; filename: string; truncated: boolean } | null = null;
    let fileDone: Promise<void> = Promise.resolve();

    const finish = (error: HttpError | null) => {
      if (settled) return;
      settled = true;
      if (!Buffer.isBuffer(source)) source.unpipe(parser);
      if (error) reject(error);
      else if (!upload || (upload.length === 0 && upload.filename === '')) reject(missing());
      else if (upload.length === 0) reject(empty());
      else resolve({ bytes: Buffer.concat(upload.chunks, upload.length), filename: upload.filename });
    };

    parser.on('file', (name, stream, info) => {
      if (name !== UPLOAD_FIELD || upload) {
        fail(badRequest(messageKey('uploadOneField', { field: UPLOAD_FIELD })));
        stream.resume();
        return;
      }
      const current = { chunks: [] as Buffer[], length: 0, filename: info.filename ?? '', truncated: false };
      upload = current;
      fileDone = new Promise<void>((done) => {
        stream.on('data', (chunk: Buffer) => {
          current.chunks.push(chunk);
          current.length += chunk.length;
        });
        stream.on('limit', () => {
          current.truncated = true;
          // What was kept is not the image: drop it now rather than hold megabytes while the rest drains.
          current.chunks = [];
          fail(tooLarge(limit));
        });
        stream.on('end', () => done());
        stream.on('error', () => done());
      });
    });
    parser.on('filesLimit', () => fail(badRequest(messageKey('imageOneAtATime'))));
    parser.on('partsLimit', () => fail(badRequest(messageKey('uploadTooManyParts'))));
    parser.on('fieldsLimit', () => fail(badRequest(messageKey('uploadTooManyFields'))));
    parser.on('error', () => finish(badRequest(messageKey('uploadMalformed'))));
    parser.on('close', () => {
      void fileDone.then(() => finish(problem));
    });

    if (Buffer.isBuffer(source)) {
      parser.end(source);
      return;
    }
    // A stream something else already read to its end would never reach busboy: say so rather than hang.
    if (source.readableEnded) {
      finish(badRequest(messageKey('uploadAlreadyRead')));
      return;
    }
    // A body sent without Content-Length (chunked) is counted as it arrives.
    let received = 0;
    source.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBody) finish(tooLarge(limit, true));
    });
    source.on('error', () => finish(badRequest(messageKey('uploadInterrupted'))));
    source.on('aborted', () => finish(badRequest(messageKey('uploadInterrupted'))));
    source.pipe(parser);
  });
}
