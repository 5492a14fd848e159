import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LAYOUT_IMAGE_MAX_SIDE } from '../../core/venture-constants';
import { InvalidImageError, LINK_PREVIEW_WIDTH, type Images } from '../../ports/images';

export interface ImagesHarness {
  images: Images;
  /** Fetches what a URL the adapter handed out serves, or null when nothing is there any more. */
  read: (url: string) => Promise<Buffer | null>;
  cleanup: () => Promise<void>;
}

/**
 * The one suite every Images adapter must pass (local disk now, Cloudinary later). It writes through
 * `put` and checks what the handed-out URLs serve, so it reads back through a different path.
 */
export function describeImagesContract(adapterName: string, makeImages: () => Promise<ImagesHarness>): void {
  describe(`Images contract: ${adapterName}`, () => {
    let images: Images;
    let read: ImagesHarness['read'];
    let cleanup: ImagesHarness['cleanup'];

    beforeEach(async () => {
      ({ images, read, cleanup } = await makeImages());
    });
    afterEach(async () => {
      await cleanup();
    });

    it('stores an image and serves both renditions as WebP no wider than their width', async () => {
      const stored = await images.put(await pngOfSize(1600, 1000));
      expect(stored.publicId).toEqual(expect.any(String));
      expect(stored.url).toEqual(expect.any(String));

      const large = await metadataAt(stored.url);
      expect(large.format).toBe('webp');
      expect(large.width).toBeLessThanOrEqual(960);
      expect(large.width).toBeGreaterThan(480);

      const small = await metadataAt(images.urlFor(stored.publicId, 480));
      expect(small.format).toBe('webp');
      expect(small.width).toBeLessThanOrEqual(480);
      // The aspect ratio survives the resize.
      expect(small.height! / small.width!).toBeCloseTo(1000 / 1600, 1);
    });

    it('never enlarges a small image', async () => {
      const stored = await images.put(await pngOfSize(300, 200));
      expect((await metadataAt(images.urlFor(stored.publicId, 960))).width).toBeLessThanOrEqual(300);
      expect((await metadataAt(images.urlFor(stored.publicId, 480))).width).toBeLessThanOrEqual(300);
    });

    it('picks the small rendition up to 480 px and the large one above', async () => {
      const stored = await images.put(await pngOfSize(1200, 800));
      expect(images.urlFor(stored.publicId, 320)).toBe(images.urlFor(stored.publicId, 480));
      expect(images.urlFor(stored.publicId, 481)).toBe(images.urlFor(stored.publicId, 960));
      expect(images.urlFor(stored.publicId, 1920)).toBe(images.urlFor(stored.publicId, 960));
      expect(images.urlFor(stored.publicId, 480)).not.toBe(images.urlFor(stored.publicId, 960));
    });

    it('strips EXIF (camera, GPS) and applies the orientation it carried', async () => {
      // A landscape JPEG whose EXIF says "rotate 90°": the stored image must be portrait, with no EXIF left.
      const photo = await sharp(await pngOfSize(800, 400))
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExifMerge({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitude: '16/1 30/1 0/1' } })
        .toBuffer();
      expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
      expect(photo.includes(Buffer.from('SecretCam'))).toBe(true);

      const stored = await images.put(photo);
      for (const width of [480, 960]) {
        const url = images.urlFor(stored.publicId, width);
        const bytes = await read(url);
        const meta = await sharp(bytes!).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.height).toBeGreaterThan(meta.width!);
        expect(bytes!.includes(Buffer.from('SecretCam'))).toBe(false);
      }
    });

    it('gives every upload its own id', async () => {
      const png = await pngOfSize(100, 100);
      const first = await images.put(png);
      const second = await images.put(png);
      expect(first.publicId).not.toBe(second.publicId);
      expect(first.url).not.toBe(second.url);
    });

    it('deletes both renditions and leaves other images alone', async () => {
      const gone = await images.put(await pngOfSize(1000, 600));
      const kept = await images.put(await pngOfSize(1000, 600));
      await images.delete(gone.publicId);
      expect(await read(images.urlFor(gone.publicId, 480))).toBeNull();
      expect(await read(images.urlFor(gone.publicId, 960))).toBeNull();
      expect(await read(kept.url)).not.toBeNull();
      expect(await read(images.urlFor(kept.publicId, 480))).not.toBeNull();
    });

    it('treats deleting a missing image as done', async () => {
      await expect(images.delete('never-stored-0000')).resolves.toBeUndefined();
      const stored = await images.put(await pngOfSize(100, 100));
      await images.delete(stored.publicId);
      await expect(images.delete(stored.publicId)).resolves.toBeUndefined();
    });

    it('rejects bytes that are not an image', async () => {
      await expect(images.put(Buffer.from('definitely not an image'))).rejects.toThrow();
    });

    it('rejects undecodable bytes with InvalidImageError, even behind a real image signature', async () => {
      await expect(images.put(Buffer.from('definitely not an image'))).rejects.toBeInstanceOf(InvalidImageError);
      const truncatedPng = (await pngOfSize(200, 200)).subarray(0, 60);
      await expect(images.put(truncatedPng)).rejects.toBeInstanceOf(InvalidImageError);
    });

    it('lists every stored image once, and no deleted one', async () => {
      expect(await images.list()).toEqual([]);
      const first = await images.put(await pngOfSize(120, 80));
      const second = await images.put(await pngOfSize(120, 80));
      expect((await images.list()).sort()).toEqual([first.publicId, second.publicId].sort());
      await images.delete(first.publicId);
      expect(await images.list()).toEqual([second.publicId]);
    });

    it('lists only images stored before a given instant', async () => {
      const before = new Date(Date.now() - 60_000);
      const stored = await images.put(await pngOfSize(120, 80));
      expect(await images.list({ createdBefore: before })).toEqual([]);
      expect(await images.list({ createdBefore: new Date(Date.now() + 60_000) })).toEqual([stored.publicId]);
    });

    describe('layout plans', () => {
      it('stores a plan whole, re-encoded, with the size it was kept at, served at its url', async () => {
        const plan = await images.putPlan(await pngOfSize(2400, 1600));
        expect(plan).toMatchObject({ publicId: expect.any(String), url: expect.any(String), width: 2400, height: 1600 });
        const served = await metadataAt(plan.url);
        expect([served.width, served.height]).toEqual([2400, 1600]);
        expect(served.format).not.toBe('png');
      });

      it(`keeps a plan at most ${LAYOUT_IMAGE_MAX_SIDE} px on its longer side, its shape kept, and never enlarges one`, async () => {
        const tall = await images.putPlan(await pngOfSize(2100, LAYOUT_IMAGE_MAX_SIDE + 200));
        expect(tall.height).toBe(LAYOUT_IMAGE_MAX_SIDE);
        expect(tall.width).toBe(Math.round((2100 * LAYOUT_IMAGE_MAX_SIDE) / (LAYOUT_IMAGE_MAX_SIDE + 200)));
        expect((await metadataAt(tall.url)).height).toBe(LAYOUT_IMAGE_MAX_SIDE);
        const small = await images.putPlan(await pngOfSize(300, 200));
        expect([small.width, small.height]).toEqual([300, 200]);
      });

      it('applies the orientation a plan carried and strips its EXIF', async () => {
        const photo = await sharp(await pngOfSize(800, 400))
          .jpeg()
          .withMetadata({ orientation: 6 })
          .withExifMerge({ IFD0: { Make: 'SecretCam' } })
          .toBuffer();
        const plan = await images.putPlan(photo);
        expect([plan.width, plan.height]).toEqual([400, 800]);
        const bytes = await read(plan.url);
        expect((await sharp(bytes!).metadata()).exif).toBeUndefined();
        expect(bytes!.includes(Buffer.from('SecretCam'))).toBe(false);
      });

      it('refuses undecodable bytes with InvalidImageError', async () => {
        await expect(images.putPlan(Buffer.from('not a plan'))).rejects.toBeInstanceOf(InvalidImageError);
        await expect(images.putPlan((await pngOfSize(200, 200)).subarray(0, 60))).rejects.toBeInstanceOf(InvalidImageError);
      });

      it('lists a plan like any image, and deletes it', async () => {
        const plan = await images.putPlan(await pngOfSize(640, 480));
        expect(await images.list()).toEqual([plan.publicId]);
        await images.delete(plan.publicId);
        expect(await read(plan.url)).toBeNull();
        expect(await images.list()).toEqual([]);
      });

      it('draws a picture from a plan no wider than a link preview, with the plan of its shape', async () => {
        const plan = await images.putPlan(await pngOfSize(2400, 1200));
        const drawn = Buffer.from('the picture');
        let given: sharp.Metadata | undefined;
        const picture = await images.planPicture(plan.publicId, 'v1', async (bytes) => {
          given = await sharp(bytes).metadata();
          return drawn;
        });
        expect(picture?.equals(drawn)).toBe(true);
        expect(given?.width).toBe(LINK_PREVIEW_WIDTH);
        expect(given?.height).toBe(LINK_PREVIEW_WIDTH / 2);
      });

      it('answers null for a plan it does not hold, without drawing', async () => {
        let drew = false;
        const draw = async () => {
          drew = true;
          return Buffer.from('x');
        };
        const plan = await images.putPlan(await pngOfSize(200, 100));
        await images.delete(plan.publicId);
        expect(await images.planPicture(plan.publicId, 'v1', draw)).toBeNull();
        expect(await images.planPicture('../../etc/passwd', 'v1', draw)).toBeNull();
        expect(drew).toBe(false);
      });
    });

    async function metadataAt(url: string) {
      const bytes = await read(url);
      expect(bytes, `nothing served at ${url}`).not.toBeNull();
      return sharp(bytes!).metadata();
    }
  });
}

/** A PNG with some structure (so encoders do real work), generated locally. */
export async function pngOfSize(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#7ec8e3"/>
    <rect y="${height / 2}" width="100%" height="${height / 2}" fill="#8b6b3e"/>
    <circle cx="${width / 4}" cy="${height / 4}" r="${Math.min(width, height) / 8}" fill="#ffd34e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
