import sharp from 'sharp';
import { pngOfSize } from '../adapters/images/images.contract';

/** Upload fixtures: real images of every allowed type, and the things an upload must refuse. */

export { pngOfSize };

/** A JPEG carrying EXIF (camera make, GPS) that must not survive the upload. */
export async function jpegWithExif(width = 800, height = 500): Promise<Buffer> {
  return sharp(await pngOfSize(width, height))
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitude: '16/1 30/1 0/1' } })
    .toBuffer();
}

export async function imageOfType(type: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif', width = 320, height = 200): Promise<Buffer> {
  const png = await pngOfSize(width, height);
  switch (type) {
    case 'png':
      return png;
    case 'jpeg':
      return sharp(png).jpeg().toBuffer();
    case 'webp':
      return sharp(png).webp().toBuffer();
    case 'avif':
      return sharp(png).avif({ effort: 0 }).toBuffer();
    case 'gif':
      return sharp(png).gif().toBuffer();
  }
}

export const SVG_IMAGE = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** A multipart body exactly as a browser's FormData makes it, as bytes plus its Content-Type. */
export async function multipartBody(parts: { name: string; value: Buffer | string; filename?: string; type?: string }[]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string' && part.filename === undefined) form.append(part.name, part.value);
    else form.append(part.name, new Blob([part.value], { type: part.type ?? 'application/octet-stream' }), part.filename ?? 'upload.bin');
  }
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}
