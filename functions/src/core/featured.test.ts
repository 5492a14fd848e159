import { describe, expect, it } from 'vitest';
import { featuredCountForWidth } from './featured';

describe('featured plot count by window width', () => {
  it.each([
    [320, 4],
    [767, 4],
    [768, 6],
    [1023, 6],
    [1024, 9],
    [1279, 9],
    [1280, 12],
    [2560, 12],
  ])('%d px → %d plots', (width, count) => {
    expect(featuredCountForWidth(width)).toBe(count);
  });

  it('starts at 6 before the width is known', () => {
    expect(featuredCountForWidth(undefined)).toBe(6);
    expect(featuredCountForWidth(Number.NaN)).toBe(6);
  });
});
