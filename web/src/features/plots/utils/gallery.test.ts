import { describe, expect, it } from 'vitest';
import en from '@/i18n/en/plot-page';
import te from '@/i18n/te/plot-page';
import { photoAlt, stepIndex, swipeDirection } from './gallery';

describe('gallery', () => {
  it("uses the photo's alt text, else names the photo by its place", () => {
    expect(photoAlt({ alt: 'Entrance arch' }, 0, 'East facing plot', en.gallery.photoOf)).toBe('Entrance arch');
    expect(photoAlt({ alt: '  ' }, 1, 'East facing plot', en.gallery.photoOf)).toBe('Photo 2 of East facing plot');
    expect(photoAlt({ alt: '' }, 1, 'తూర్పు ముఖం ప్లాట్', te.gallery.photoOf)).toBe('తూర్పు ముఖం ప్లాట్ – ఫోటో 2');
  });

  it('goes round at both ends', () => {
    expect(stepIndex(0, -1, 4)).toBe(3);
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(1, 1, 4)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('reads a horizontal swipe, not a tap or a scroll', () => {
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, -10)).toBe(-1);
    expect(swipeDirection(20, 0)).toBe(0);
    expect(swipeDirection(-60, 120)).toBe(0);
  });
});
