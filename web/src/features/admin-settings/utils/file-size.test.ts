import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('fileSize', () => {
  it('says bytes below a kilobyte', () => {
    expect(fileSize(0)).toBe('0 bytes');
    expect(fileSize(1)).toBe('1 byte');
    expect(fileSize(1023)).toBe('1023 bytes');
  });

  it('uses the largest unit below 1024, one decimal under 10', () => {
    expect(fileSize(1024)).toBe('1 KB');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(13 * 1024 * 1024 + 400 * 1024)).toBe('13 MB');
    expect(fileSize(2.25 * 1024 ** 3)).toBe('2.3 GB');
    expect(fileSize(5 * 1024 ** 4)).toBe('5 TB');
  });
});
