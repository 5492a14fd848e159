import { describe, expect, it } from 'vitest';
import { imageOfType, SVG_IMAGE } from '../../testing/uploads';
import { detectImageType } from './image-type';

describe('detectImageType (by the bytes only)', () => {
  it.each(['png', 'jpeg', 'webp', 'avif', 'gif'] as const)('recognises a real %s', async (type) => {
    expect(detectImageType(await imageOfType(type))).toBe(type);
  });

  it.each([
    ['SVG', SVG_IMAGE],
    ['text', Buffer.from('Just some text pretending to be a photo')],
    ['HTML', Buffer.from('<!doctype html><img src=x onerror=alert(1)>')],
    ['PDF', Buffer.from('%PDF-1.7\n%âãÏÓ')],
    ['empty', Buffer.alloc(0)],
    ['two bytes of JPEG', Buffer.from([0xff, 0xd8])],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['HEIC (ISO-BMFF, not AVIF)', Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\x00\x00\x00\x00mif1heic', 'latin1')])],
    ['an ftyp box too short to hold brands', Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('ftypavif', 'latin1')])],
  ])('refuses %s', (_label, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });

  it('takes AVIF from a compatible brand when the major brand is generic', () => {
    const box = Buffer.concat([Buffer.from([0, 0, 0, 28]), Buffer.from('ftypmif1\x00\x00\x00\x00mif1miafavif', 'latin1')]);
    expect(detectImageType(box)).toBe('avif');
  });
});
