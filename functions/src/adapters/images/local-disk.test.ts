import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeImagesContract, pngOfSize } from './images.contract';
import { createLocalDiskImages } from './local-disk';

const BASE_URL = '/images';

describeImagesContract('local disk', async () => {
  const root = await mkdtemp(join(tmpdir(), 'images-contract-'));
  const dir = join(root, 'images');
  return {
    images: createLocalDiskImages({ dir, publicBaseUrl: BASE_URL }),
    // What the static server would answer for the URL: the file under dir, or nothing.
    read: async (url) => {
      if (!url.startsWith(`${BASE_URL}/`)) throw new Error(`Not a local image URL: ${url}`);
      return readFile(join(dir, url.slice(BASE_URL.length + 1))).catch(() => null);
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});

describe('local-disk images', () => {
  let root: string;
  let dir: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'images-local-'));
    dir = join(root, 'images');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  describe('linkPreview', () => {
    /** A photo's worth of detail (noise compresses worst of all), portrait so the crop has work to do. */
    const noisyPhoto = () => sharp({ create: { width: 1000, height: 1400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 70 } } }).png().toBuffer();

    it('makes a 1200×630 JPEG of at most 200 KB from the stored image, keeps it beside it and deletes it with it', async () => {
      const images = createLocalDiskImages({ dir, publicBaseUrl: '/images' });
      const stored = await images.put(await noisyPhoto());
      const preview = await images.linkPreview(stored.publicId);
      if (!preview || !('jpeg' in preview)) throw new Error('expected the bytes of a picture');
      const meta = await sharp(preview.jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      expect(preview.jpeg.length).toBeLessThanOrEqual(200_000);
      expect(await readdir(dir)).toContain(`${stored.publicId}-preview.jpg`);
      // Made once: the second answer is the kept file.
      await writeFile(join(dir, `${stored.publicId}-preview.jpg`), 'kept');
      expect(await images.linkPreview(stored.publicId)).toEqual({ jpeg: Buffer.from('kept') });
      // Not an image of its own for the orphan cleanup, and gone with the photo.
      expect(await images.list()).toEqual([stored.publicId]);
      await images.delete(stored.publicId);
      expect(await readdir(dir)).toEqual([]);
    });

    it('answers null for an image that is not stored or an id it could never have made', async () => {
      const images = createLocalDiskImages({ dir, publicBaseUrl: '/images' });
      expect(await images.linkPreview('0123456789abcdef01234567')).toBeNull();
      expect(await images.linkPreview('../../etc/passwd')).toBeNull();
    });
  });

  it('keeps a layout plan as <publicId>-plan.webp, and the latest picture drawn from it beside it, deleted with it', async () => {
    const images = createLocalDiskImages({ dir, publicBaseUrl: '/images' });
    const plan = await images.putPlan(await pngOfSize(900, 600));
    expect(plan.url).toBe(`/images/${plan.publicId}-plan.webp`);
    let draws = 0;
    const draw = (text: string) => async () => {
      draws += 1;
      return Buffer.from(text);
    };
    expect(String(await images.planPicture(plan.publicId, 'aaaa', draw('first')))).toBe('first');
    // Drawn once per variant: the second answer is the kept file.
    expect(String(await images.planPicture(plan.publicId, 'aaaa', draw('again')))).toBe('first');
    expect(draws).toBe(1);
    // A new variant replaces the old one.
    expect(String(await images.planPicture(plan.publicId, 'bbbb', draw('second')))).toBe('second');
    expect((await readdir(dir)).sort()).toEqual([`${plan.publicId}-plan-bbbb.jpg`, `${plan.publicId}-plan.webp`]);
    // A variant that cannot name a file is drawn every time and never kept.
    expect(String(await images.planPicture(plan.publicId, '../x', draw('odd')))).toBe('odd');
    expect(await images.list()).toEqual([plan.publicId]);
    await images.delete(plan.publicId);
    expect(await readdir(dir)).toEqual([]);
  });

  it('writes <publicId>-480.webp and <publicId>-960.webp and links the large one', async () => {
    const images = createLocalDiskImages({ dir, publicBaseUrl: '/images/' });
    const stored = await images.put(await pngOfSize(2000, 1200));

    expect(stored.url).toBe(`/images/${stored.publicId}-960.webp`);
    expect((await readdir(dir)).sort()).toEqual([`${stored.publicId}-480.webp`, `${stored.publicId}-960.webp`]);
    for (const width of [480, 960]) {
      const bytes = await readFile(join(dir, `${stored.publicId}-${width}.webp`));
      // RIFF....WEBP: judged by the bytes, not the name.
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect((await sharp(bytes).metadata()).width).toBe(width);
    }
  });

  it('removes both files on delete and tolerates missing ones', async () => {
    const images = createLocalDiskImages({ dir, publicBaseUrl: '/images' });
    const stored = await images.put(await pngOfSize(600, 400));
    await rm(join(dir, `${stored.publicId}-480.webp`));
    await images.delete(stored.publicId);
    expect(await readdir(dir)).toEqual([]);
  });

  it('never deletes outside its folder, whatever id it is given', async () => {
    const images = createLocalDiskImages({ dir, publicBaseUrl: '/images' });
    await images.put(await pngOfSize(100, 100));
    const outside = join(root, 'secret-960.webp');
    await writeFile(outside, 'keep me');
    await images.delete('../secret');
    expect(await readFile(outside, 'utf8')).toBe('keep me');
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('lists ids from finished renditions only, aged by their newest file', async () => {
    const images = createLocalDiskImages({ dir, publicBaseUrl: '/images' });
    expect(await images.list()).toEqual([]); // no folder yet
    const old = await images.put(await pngOfSize(100, 100));
    const fresh = await images.put(await pngOfSize(100, 100));
    await writeFile(join(dir, 'abc-960.webp.123.partial'), 'half');
    await writeFile(join(dir, 'notes.txt'), 'not an image');
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    for (const width of [480, 960]) await utimes(join(dir, `${old.publicId}-${width}.webp`), dayAgo, dayAgo);
    expect((await images.list()).sort()).toEqual([old.publicId, fresh.publicId].sort());
    expect(await images.list({ createdBefore: new Date(Date.now() - 60 * 60 * 1000) })).toEqual([old.publicId]);
  });

  it('uses server-generated names that say nothing about the upload', async () => {
    const images = createLocalDiskImages({ dir, publicBaseUrl: '/images' });
    const stored = await images.put(await pngOfSize(100, 100));
    expect(stored.publicId).toMatch(/^[a-f0-9]{24}$/);
  });
});
