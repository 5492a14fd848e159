import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { LAYOUT_IMAGE_MAX_SIDE } from '../../core/venture-constants';
import { InvalidImageError, LINK_PREVIEW_HEIGHT, LINK_PREVIEW_MAX_BYTES, LINK_PREVIEW_WIDTH, type Images, type StoredImage, type StoredPlan } from '../../ports/images';

/** The two renditions the site uses: cards take the small one, wide screens the large one. */
const RENDITION_WIDTHS = [480, 960] as const;
const SMALL_WIDTH = 480;
const LARGE_WIDTH = 960;
const WEBP_QUALITY = 80;
/**
 * libwebp's method 2 instead of the default 4: measured on photos and on the demo pictures, files
 * come out within a few percent of the same size for about half the CPU (it matters on a 2-core box
 * seeding 40+ pictures, and keeps an upload request short).
 */
const WEBP_EFFORT = 2;

/** JPEG qualities tried for a link preview, best first, until one fits LINK_PREVIEW_MAX_BYTES. */
const PREVIEW_QUALITIES = [82, 72, 60, 45];

/**
 * A layout plan is a drawing of thin lines and small numbers: a higher quality than the photos'
 * keeps them sharp when the page zooms in.
 */
const PLAN_WEBP_QUALITY = 88;

/** Only ids this adapter could have made: keeps a crafted id from reaching outside the folder. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** A finished rendition's or plan's file name (half-written `.partial` files never match). */
const RENDITION_FILE = /^([A-Za-z0-9_-]{1,100})-(\d+|plan)\.webp$/;
/** A picture made from a plan is named by its variant (the availability's version). */
const VARIANT = /^[A-Za-z0-9_]{1,64}$/;

export interface LocalDiskImagesOptions {
  /** Folder the renditions are written to (created on first put). */
  dir: string;
  /** URL path the server serves that folder under, e.g. '/images'. */
  publicBaseUrl: string;
}

/**
 * Images on the local disk, served as static files. Every upload is re-encoded to WebP (which drops
 * EXIF, GPS and anything hidden in the original) after applying its EXIF orientation, at two widths
 * and never upscaled; a layout plan once, whole. Names are generated here, never taken from the upload.
 */
export function createLocalDiskImages(options: LocalDiskImagesOptions): Images {
  const baseUrl = options.publicBaseUrl.replace(/\/+$/, '');
  const fileName = (publicId: string, width: number) => `${publicId}-${width}.webp`;
  /** The link preview, made once from the large rendition and kept beside it (deleted with it). */
  const previewFile = (publicId: string) => join(options.dir, `${publicId}-preview.jpg`);
  /** A plan, kept whole. */
  const planFileName = (publicId: string) => `${publicId}-plan.webp`;
  /** The pictures made from a plan: `{id}-plan-{variant}.jpg`, the latest variant alone kept. */
  const planPicturePrefix = (publicId: string) => `${publicId}-plan-`;
  const planPictureFile = (publicId: string, variant: string) => join(options.dir, `${planPicturePrefix(publicId)}${variant}.jpg`);

  /** Writes under a temporary name and renames, so the server never serves half a file. */
  async function writeWhole(target: string, data: Buffer): Promise<void> {
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, data);
    await rename(partial, target);
  }

  /** Every picture kept for a plan but `keep` (a file name). */
  async function removePlanPictures(publicId: string, keep?: string): Promise<void> {
    const names = await readdir(options.dir).catch(() => [] as string[]);
    const prefix = planPicturePrefix(publicId);
    await Promise.all(names.filter((name) => name.startsWith(prefix) && name.endsWith('.jpg') && name !== keep).map((name) => rm(join(options.dir, name), { force: true })));
  }
  const urlFor = (publicId: string, width: number) =>
    `${baseUrl}/${fileName(publicId, width <= SMALL_WIDTH ? SMALL_WIDTH : LARGE_WIDTH)}`;

  return {
    async put(bytes: Buffer): Promise<StoredImage> {
      const publicId = randomBytes(12).toString('hex');
      await mkdir(options.dir, { recursive: true });
      const oriented = sharp(bytes).rotate();
      // Only decoding and encoding happen here: any failure means the bytes are not a usable image.
      const renditions = await Promise.all(
        RENDITION_WIDTHS.map(async (width) => ({
          width,
          data: await oriented.clone().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer(),
        })),
      ).catch((error: unknown) => {
        throw new InvalidImageError(error instanceof Error ? error.message : String(error));
      });
      await Promise.all(renditions.map(({ width, data }) => writeWhole(join(options.dir, fileName(publicId, width)), data)));
      return { publicId, url: urlFor(publicId, LARGE_WIDTH) };
    },

    async putPlan(bytes: Buffer): Promise<StoredPlan> {
      const publicId = randomBytes(12).toString('hex');
      await mkdir(options.dir, { recursive: true });
      const { data, info } = await sharp(bytes)
        .rotate()
        .resize({ width: LAYOUT_IMAGE_MAX_SIDE, height: LAYOUT_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: PLAN_WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true })
        .catch((error: unknown) => {
          throw new InvalidImageError(error instanceof Error ? error.message : String(error));
        });
      await writeWhole(join(options.dir, planFileName(publicId)), data);
      return { publicId, url: `${baseUrl}/${planFileName(publicId)}`, width: info.width, height: info.height };
    },

    async planPicture(publicId, variant, draw) {
      if (!PUBLIC_ID.test(publicId)) return null;
      const kept = VARIANT.test(variant) ? planPictureFile(publicId, variant) : null;
      if (kept) {
        const picture = await readFile(kept).catch(() => null);
        if (picture) return picture;
      }
      const plan = await readFile(join(options.dir, planFileName(publicId))).catch(() => null);
      if (!plan) return null;
      const picture = await draw(await sharp(plan).resize({ width: LINK_PREVIEW_WIDTH, withoutEnlargement: true }).png().toBuffer());
      // A variant that could not name a file is drawn every time, never kept.
      if (!kept) return picture;
      await writeWhole(kept, picture);
      await removePlanPictures(publicId, basename(kept));
      return picture;
    },

    async delete(publicId: string): Promise<void> {
      // An id we could never have made has no files here: nothing to delete.
      if (!PUBLIC_ID.test(publicId)) return;
      await Promise.all([
        ...RENDITION_WIDTHS.map((width) => rm(join(options.dir, fileName(publicId, width)), { force: true })),
        rm(previewFile(publicId), { force: true }),
        rm(join(options.dir, planFileName(publicId)), { force: true }),
        removePlanPictures(publicId),
      ]);
    },

    urlFor,

    async linkPreview(publicId) {
      if (!PUBLIC_ID.test(publicId)) return null;
      const kept = await readFile(previewFile(publicId)).catch(() => null);
      if (kept) return { jpeg: kept };
      const source = await readFile(join(options.dir, fileName(publicId, LARGE_WIDTH))).catch(() => null);
      if (!source) return null;
      const jpeg = await linkPreviewJpeg(source);
      await writeWhole(previewFile(publicId), jpeg);
      return { jpeg };
    },

    async list(listOptions = {}): Promise<string[]> {
      const names = await readdir(options.dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      // An image is as new as its newest rendition; a file gone meanwhile (deleted) is skipped.
      const newest = new Map<string, number>();
      for (const name of names) {
        const match = RENDITION_FILE.exec(name);
        if (!match) continue;
        const publicId = match[1]!;
        if (!listOptions.createdBefore) {
          newest.set(publicId, 0);
          continue;
        }
        const info = await stat(join(options.dir, name)).catch(() => null);
        if (!info) continue;
        newest.set(publicId, Math.max(newest.get(publicId) ?? 0, info.mtimeMs));
      }
      const cutoff = listOptions.createdBefore?.getTime();
      return [...newest].filter(([, mtime]) => cutoff === undefined || mtime < cutoff).map(([publicId]) => publicId);
    },
  };
}

/** A picture cropped to fill 1200×630 (centre kept), as the best JPEG quality that fits LINK_PREVIEW_MAX_BYTES. */
async function linkPreviewJpeg(source: Buffer): Promise<Buffer> {
  const filled = sharp(source).resize({ width: LINK_PREVIEW_WIDTH, height: LINK_PREVIEW_HEIGHT, fit: 'cover' });
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of PREVIEW_QUALITIES) {
    jpeg = await filled.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= LINK_PREVIEW_MAX_BYTES) break;
  }
  return jpeg;
}
