import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { InvalidImageError, LINK_PREVIEW_HEIGHT, LINK_PREVIEW_MAX_BYTES, LINK_PREVIEW_WIDTH, type Images, type StoredImage } from '../../ports/images';

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

/** Only ids this adapter could have made: keeps a crafted id from reaching outside the folder. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** A finished rendition's file name (half-written `.partial` files never match). */
const RENDITION_FILE = /^([A-Za-z0-9_-]{1,100})-(\d+)\.webp$/;

export interface LocalDiskImagesOptions {
  /** Folder the renditions are written to (created on first put). */
  dir: string;
  /** URL path the server serves that folder under, e.g. '/images'. */
  publicBaseUrl: string;
}

/**
 * Images on the local disk, served as static files. Every upload is re-encoded to WebP (which drops
 * EXIF, GPS and anything hidden in the original) after applying its EXIF orientation, at two widths
 * and never upscaled. Names are generated here, never taken from the upload.
 */
export function createLocalDiskImages(options: LocalDiskImagesOptions): Images {
  const baseUrl = options.publicBaseUrl.replace(/\/+$/, '');
  const fileName = (publicId: string, width: number) => `${publicId}-${width}.webp`;
  /** The link preview, made once from the large rendition and kept beside it (deleted with it). */
  const previewFile = (publicId: string) => join(options.dir, `${publicId}-preview.jpg`);
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
      // Write under a temporary name and rename, so the server never serves half a file.
      await Promise.all(
        renditions.map(async ({ width, data }) => {
          const target = join(options.dir, fileName(publicId, width));
          const partial = `${target}.${process.pid}.partial`;
          await writeFile(partial, data);
          await rename(partial, target);
        }),
      );
      return { publicId, url: urlFor(publicId, LARGE_WIDTH) };
    },

    async delete(publicId: string): Promise<void> {
      // An id we could never have made has no files here: nothing to delete.
      if (!PUBLIC_ID.test(publicId)) return;
      await Promise.all([
        ...RENDITION_WIDTHS.map((width) => rm(join(options.dir, fileName(publicId, width)), { force: true })),
        rm(previewFile(publicId), { force: true }),
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
      const partial = `${previewFile(publicId)}.${process.pid}.partial`;
      await writeFile(partial, jpeg);
      await rename(partial, previewFile(publicId));
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
