import { PLOT_IMAGES_MAX } from '@core/constants';
import type { PlotImage } from '@core/schemas/plot';
import { describe, expect, it } from 'vitest';
import { makeCover, movePhoto, movePhotoTo, photoPositionLabel, removePhoto, splitByRoom, withAlt } from './photo-list';

const photo = (name: string): PlotImage => ({ url: `/images/${name}-960.webp`, publicId: name, alt: '' });
const [a, b, c] = [photo('a'), photo('b'), photo('c')];
const ids = (images: PlotImage[]) => images.map((image) => image.publicId);

describe('photo list', () => {
  it('moves a photo one place earlier or later, not past either end', () => {
    expect(ids(movePhoto([a, b, c], 2, -1))).toEqual(['a', 'c', 'b']);
    expect(ids(movePhoto([a, b, c], 0, 1))).toEqual(['b', 'a', 'c']);
    expect(ids(movePhoto([a, b, c], 0, -1))).toEqual(['a', 'b', 'c']);
    expect(ids(movePhoto([a, b, c], 2, 1))).toEqual(['a', 'b', 'c']);
  });

  it('puts a dragged photo where it is dropped', () => {
    expect(ids(movePhotoTo([a, b, c], 2, 0))).toEqual(['c', 'a', 'b']);
    expect(ids(movePhotoTo([a, b, c], 0, 2))).toEqual(['b', 'c', 'a']);
    expect(ids(movePhotoTo([a, b, c], 1, 1))).toEqual(['a', 'b', 'c']);
    expect(ids(movePhotoTo([a, b, c], 1, 5))).toEqual(['a', 'b', 'c']);
  });

  it('makes a photo the cover, keeping the order of the others', () => {
    expect(ids(makeCover([a, b, c], 2))).toEqual(['c', 'a', 'b']);
    expect(ids(makeCover([a, b, c], 0))).toEqual(['a', 'b', 'c']);
  });

  it('removes one photo and edits one alt text without touching the list given', () => {
    const list = [a, b, c];
    expect(ids(removePhoto(list, 1))).toEqual(['a', 'c']);
    const edited = withAlt(list, 1, 'East side road');
    expect(edited[1]).toEqual({ ...b, alt: 'East side road' });
    expect(list[1]!.alt).toBe('');
  });

  it(`accepts files up to ${PLOT_IMAGES_MAX} photos and refuses the rest with a message`, () => {
    const files = ['f1', 'f2', 'f3'];
    expect(splitByRoom(files, 0, 'plot')).toEqual({ accepted: files, refused: [], message: '' });
    const full = splitByRoom(files, PLOT_IMAGES_MAX - 1, 'plot');
    expect(full.accepted).toEqual(['f1']);
    expect(full.refused).toEqual(['f2', 'f3']);
    expect(full.message).toBe(`A plot can have at most ${PLOT_IMAGES_MAX} photos: 2 files were not added. Delete a photo to make room.`);
    expect(splitByRoom(['f13'], PLOT_IMAGES_MAX, 'plot').message).toContain('1 file was not added');
  });

  it('names the cover for screen readers', () => {
    expect(photoPositionLabel(0, 3)).toBe('Photo 1 of 3 (cover)');
    expect(photoPositionLabel(2, 3)).toBe('Photo 3 of 3');
  });
});
