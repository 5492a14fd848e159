import type { ImageType } from '../../core/constants';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * The image type the bytes themselves declare (their magic numbers), or null. The file name and
 * the Content-Type the browser sent are never consulted: both are the uploader's to choose.
 * SVG (text, may carry script) and every other format are null.
 */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (bytes.length >= 12 && head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}

/** ISO-BMFF: a leading `ftyp` box whose major or a compatible brand is avif (still) or avis (sequence). */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.subarray(4, 8).toString('latin1') !== 'ftyp') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  if (boxSize < 16) return false;
  if (AVIF_BRANDS.has(bytes.subarray(8, 12).toString('latin1'))) return true;
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    if (AVIF_BRANDS.has(bytes.subarray(offset, offset + 4).toString('latin1'))) return true;
  }
  return false;
}
