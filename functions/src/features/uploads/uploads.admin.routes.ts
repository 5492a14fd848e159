import express, { type Router } from 'express';
import { messageKey } from '../../core/message-key';
import { HttpError, unsupportedMediaType } from '../../http/errors';
import type { Logger } from '../../ports/logger';
import { adminLocals } from '../../http/middleware/require-admin';
import { InvalidImageError, type Images } from '../../ports/images';
import { detectImageType } from './image-type';
import { parseImageUpload, uploadSource } from './parse-image-upload';

/**
 * POST /api/admin/uploads: multipart, one field `file` → 201 { publicId, url }.
 * Mounted in app.ts behind requireAdmin and the CSRF checks but before the JSON-only rule (it is
 * the one multipart endpoint). The type is judged by the bytes (JPEG, PNG, WebP, AVIF, GIF), never
 * by the name or Content-Type; the image is re-encoded by the Images port (metadata stripped,
 * server-made name). 413 over 5 MB · 415 not an allowed image (SVG included) or not multipart ·
 * 422 no file, empty file, or bytes that do not decode · 400 a malformed body or more than one file.
 */
export function uploadsAdminRoutes(deps: { images: Images; log: Logger }): Router {
  const router = express.Router();

  router.post('/', async (req, res) => {
    const { admin } = adminLocals(res);
    const { bytes, filename } = await parseImageUpload(req.headers, uploadSource(req));
    const type = detectImageType(bytes);
    if (!type) {
      deps.log.warn('upload_refused', { reason: 'type', by: admin.id, bytes: bytes.length, filename: filename.slice(0, 100) });
      throw unsupportedMediaType(messageKey('imageTypeNotAllowed'));
    }
    const stored = await deps.images.put(bytes).catch((error: unknown) => {
      if (!(error instanceof InvalidImageError)) throw error;
      deps.log.warn('upload_refused', { reason: 'undecodable', type, by: admin.id, bytes: bytes.length, error: error.message });
      throw new HttpError(422, 'validation_failed', messageKey('imageUnreadable'), { file: messageKey('imageUnreadable') });
    });
    deps.log.info('image_uploaded', { publicId: stored.publicId, type, bytes: bytes.length, by: admin.id });
    res.status(201).json(stored);
  });

  return router;
}
