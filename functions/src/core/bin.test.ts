import { describe, expect, it } from 'vitest';
import { BIN_DAYS, binCutoff, binDaysLeft, binExpiresAt, isBinKind } from './bin';

describe('the bin', () => {
  const deletedAt = '2026-03-01T10:00:00.000Z';

  it('keeps an item 30 days', () => {
    expect(BIN_DAYS).toBe(30);
    expect(binExpiresAt(deletedAt).toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });

  it('counts the whole days left, never below 0', () => {
    expect(binDaysLeft(deletedAt, new Date('2026-03-01T10:00:00.000Z'))).toBe(30);
    expect(binDaysLeft(deletedAt, new Date('2026-03-01T11:00:00.000Z'))).toBe(30);
    expect(binDaysLeft(deletedAt, new Date('2026-03-30T11:00:00.000Z'))).toBe(1);
    expect(binDaysLeft(deletedAt, new Date('2026-04-02T00:00:00.000Z'))).toBe(0);
  });

  it('cuts off what was binned more than 30 days ago', () => {
    expect(binCutoff(new Date('2026-03-31T10:00:00.001Z')).getTime()).toBeGreaterThan(Date.parse(deletedAt));
    expect(binCutoff(new Date('2026-03-31T09:59:59.999Z')).getTime()).toBeLessThan(Date.parse(deletedAt));
  });

  it('knows its kinds', () => {
    expect(isBinKind('plot')).toBe(true);
    expect(isBinKind('spaceship')).toBe(false);
    expect(isBinKind(undefined)).toBe(false);
  });
});
