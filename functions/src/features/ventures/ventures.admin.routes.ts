import express, { type Request, type Router } from 'express';
import { LAYOUT_IMAGE_MAX_BYTES } from '../../core/venture-constants';
import { messageKey, type MessageRef } from '../../core/message-key';
import { keyedErrors } from '../../core/schemas/message-keys';
import { layoutSaveSchema, plotStatusChangeSchema, shapePlotSchema, ventureInputSchema, type LayoutSave } from '../../core/schemas/venture';
import { HttpError, invalidForm, notFound, unsupportedMediaType, zodFields } from '../../http/errors';
import { isJsonContentType } from '../../http/middleware/json-only';
import { adminActor } from '../../http/middleware/require-admin';
import { documentId } from '../../http/params';
import { jsonObjectBody, parseBody } from '../../http/validate';
import { InvalidImageError } from '../../ports/images';
import { detectImageType } from '../uploads/image-type';
import { parseImageUpload, uploadSource, type UploadLimit } from '../uploads/parse-image-upload';
import { createVenturesService, type VenturesDeps } from './ventures.service';
import { createActivityRecorder, recordedItem } from '../activity/activity-recorder';

/** A layout plan's upload: up to 10 MB (a scanned A1 sheet), its own message over that. */
const PLAN_UPLOAD_LIMIT: UploadLimit = { maxBytes: LAYOUT_IMAGE_MAX_BYTES, tooLarge: messageKey('layoutImageTooLarge') };

/** The plan types a layout takes, judged by the bytes. */
const PLAN_TYPES = new Set(['jpeg', 'png', 'webp']);

/**
 * A whole layout's save: 800 shapes of up to 64 corners is far beyond the API's 100 KB (400 plots
 * of a few corners each are about 100 KB), so this one body may be larger.
 */
const LAYOUT_JSON_LIMIT = '2mb';

const ventureNotFound = () => notFound(messageKey('ventureNotFound'));
const ventureId = (req: Request) => documentId(req.params.id, messageKey('ventureNotFound'));

/**
 * PUT /api/admin/ventures/:id/layout's JSON body, read before the API's own parser (app.ts) with
 * the larger limit. Writes of other content types are refused by jsonOnlyWrites before this.
 */
export function ventureLayoutBody(): Router {
  const router = express.Router();
  router.put('/:id/layout', express.json({ limit: LAYOUT_JSON_LIMIT, type: (req) => isJsonContentType(req.headers['content-type']) }));
  return router;
}

/**
 * The editor's save, judged by layoutSaveSchema: a shape's problem (fewer than 3 corners, a corner
 * out of range, a bad id) is named by the shape (`shapes.{index}`), as the service names its own.
 */
function parseLayoutSave(req: Request): LayoutSave {
  const result = layoutSaveSchema.safeParse(jsonObjectBody(req), { error: keyedErrors });
  if (result.success) return result.data;
  const fields: Record<string, MessageRef> = {};
  for (const [path, key] of Object.entries(zodFields(result.error))) {
    const shape = /^shapes\.(\d+)(?:\.|$)/.exec(path);
    const field = shape ? `shapes.${shape[1]}` : path;
    fields[field] ??= key;
  }
  throw invalidForm(fields);
}

/**
 * POST /api/admin/ventures/:id/layout-image: multipart, one field `file` → 201 { image, version }.
 * Mounted in app.ts behind requireAdmin and the CSRF checks, before the JSON-only rule, like the
 * photo uploads. JPEG, PNG or WebP judged by the bytes (a PDF is turned into an image in the
 * browser first); stored whole (up to LAYOUT_IMAGE_MAX_SIDE) through the Images port; the plan it
 * replaces is deleted once the new one is set. 413 over 10 MB · 415 another type or not multipart
 * · 422 no file, an empty file, or bytes that do not decode · 404 no such venture.
 */
export function venturePlanRoutes(deps: VenturesDeps): Router {
  const router = express.Router();
  const ventures = createVenturesService(deps);
  const activity = createActivityRecorder(deps);

  router.post('/:id/layout-image', async (req, res) => {
    const id = ventureId(req);
    const admin = adminActor(res);
    const { bytes, filename } = await parseImageUpload(req.headers, uploadSource(req), PLAN_UPLOAD_LIMIT);
    const type = detectImageType(bytes);
    if (!type || !PLAN_TYPES.has(type)) {
      deps.log.warn('layout_plan_refused', { reason: 'type', ventureId: id, by: admin.id, bytes: bytes.length, filename: filename.slice(0, 100) });
      throw unsupportedMediaType(messageKey('layoutImageType'));
    }
    const set = await ventures.setPlan(id, bytes).catch((error: unknown) => {
      if (!(error instanceof InvalidImageError)) throw error;
      deps.log.warn('layout_plan_refused', { reason: 'undecodable', ventureId: id, type, by: admin.id, bytes: bytes.length, error: error.message });
      throw new HttpError(422, 'validation_failed', messageKey('layoutImageUnreadable'), { file: messageKey('layoutImageUnreadable') });
    });
    if (!set) throw ventureNotFound();
    const venture = await deps.store.ventures.get(id);
    await activity.record(req, res, { kind: 'venture', itemId: id, itemTitle: venture?.name ?? '', action: 'updated', changes: [{ field: 'plan', before: '', after: set.image.publicId }] });
    deps.log.info('layout_plan_uploaded', { ventureId: id, publicId: set.image.publicId, width: set.image.width, height: set.image.height, bytes: bytes.length, by: admin.id });
    res.status(201).json(set);
  });

  return router;
}

/**
 * Ventures, mounted at /api/admin/ventures (behind requireAdmin and the CSRF checks):
 *   GET    /                   → 200 (Venture & { counts })[] by name
 *   POST   /                   ventureInputSchema → 201 Venture | 422 (a village that is not a region)
 *   GET    /:id                → 200 Venture | 404
 *   PUT    /:id                ventureInputSchema → 200 Venture (not its layout; dropped photos deleted) | 404 | 422
 *   DELETE /:id                → 200 { unlinkedPlots } (its plots stay, with no venture and no number) | 404
 *   GET    /:id/layout         → 200 { venture, version, image, shapes, plots (with enquiries) } | 404
 *   PUT    /:id/layout         layoutSaveSchema → 200 { version } | 404 | 409 layoutStale (details.version)
 *                               | 422 naming `shapes.{i}` (or `shapes` without a plan)
 *   POST   /:id/plots          shapePlotSchema → 201 { plot, version } | 404 | 409 | 422
 *   POST   /:id/plot-statuses  plotStatusChangeSchema → 200 { plots } (one store write, each in its
 *                               history) | 404 | 422 (`reservedUntil`, `plotIds`)
 */
export function venturesAdminRoutes(deps: VenturesDeps): Router {
  const router = express.Router();
  const ventures = createVenturesService(deps);
  const activity = createActivityRecorder(deps);

  router.get('/', async (_req, res) => {
    res.json(await ventures.list());
  });

  router.post('/', async (req, res) => {
    const venture = await ventures.create(parseBody(ventureInputSchema, req));
    await activity.record(req, res, { kind: 'venture', itemId: venture.id, itemTitle: venture.name, action: 'created' });
    res.status(201).json(venture);
  });

  router.get('/:id', async (req, res) => {
    const venture = await ventures.get(ventureId(req));
    if (!venture) throw ventureNotFound();
    res.json(venture);
  });

  router.put('/:id', async (req, res) => {
    const id = ventureId(req);
    const data = parseBody(ventureInputSchema, req);
    const venture = await activity.updated(req, res, recordedItem('venture', id, () => deps.store.ventures.get(id), (item) => item.name), () => ventures.update(id, data));
    if (!venture) throw ventureNotFound();
    res.json(venture);
  });

  router.delete('/:id', async (req, res) => {
    const id = ventureId(req);
    const removed = await ventures.remove(id, adminActor(res));
    if (!removed) throw ventureNotFound();
    await activity.record(req, res, { kind: 'venture', itemId: id, itemTitle: removed.venture.name, action: 'deleted' });
    res.json({ unlinkedPlots: removed.unlinkedPlots });
  });

  router.get('/:id/layout', async (req, res) => {
    const layout = await ventures.layout(ventureId(req));
    if (!layout) throw ventureNotFound();
    res.json(layout);
  });

  router.put('/:id/layout', async (req, res) => {
    const id = ventureId(req);
    const save = parseLayoutSave(req);
    const before = await deps.store.ventures.layout(id);
    const saved = await ventures.saveLayout(id, save);
    if (!saved) throw ventureNotFound();
    // A summary, not every shape: how many shapes the layout held before and after.
    const venture = await deps.store.ventures.get(id);
    await activity.record(req, res, { kind: 'venture', itemId: id, itemTitle: venture?.name ?? '', action: 'updated', changes: [{ field: 'layout', before: `${before?.shapes.length ?? 0} shapes`, after: `${save.shapes.length} shapes` }] });
    res.json(saved);
  });

  router.post('/:id/plots', async (req, res) => {
    const id = ventureId(req);
    const input = parseBody(shapePlotSchema, req);
    const made = await ventures.shapePlot(id, input);
    if (!made) throw ventureNotFound();
    // A new plot made from the shape, or an existing one linked to it.
    const linked = input.plotId === undefined ? null : { field: 'layout shape', before: '', after: input.shapeId };
    await activity.record(req, res, { kind: 'plot', itemId: made.plot.id, itemTitle: made.plot.title, action: linked ? 'updated' : 'created', changes: linked ? [linked] : [] });
    res.status(201).json(made);
  });

  router.post('/:id/plot-statuses', async (req, res) => {
    const id = ventureId(req);
    const before = new Map((await deps.store.plots.byVenture(id)).map((plot) => [plot.id, plot]));
    const changed = await ventures.setStatuses(id, parseBody(plotStatusChangeSchema, req), adminActor(res));
    if (!changed) throw ventureNotFound();
    // Each plot's own trail names its change (up to BULK_STATUS_MAX records, written together).
    const fields = (from: { status: string; reservedUntil: string } | undefined) => (from ? { status: from.status, reservedUntil: from.reservedUntil } : null);
    await Promise.all(
      changed.plots.map((plot) => activity.record(req, res, { kind: 'plot', itemId: plot.id, itemTitle: plot.title, action: 'updated', before: fields(before.get(plot.id)), after: fields(plot) })),
    );
    res.json(changed);
  });

  return router;
}
