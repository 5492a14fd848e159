import { describe, expect, it } from 'vitest';
import { durationText } from './duration-text';

describe('durationText', () => {
  it('says minutes under an hour', () => {
    expect(durationText(42)).toBe('42 min');
    expect(durationText(1)).toBe('1 min');
    expect(durationText(59)).toBe('59 min');
  });

  it('says hours and minutes under a day, leaving out no minutes', () => {
    expect(durationText(190)).toBe('3 h 10 min');
    expect(durationText(60)).toBe('1 h');
    expect(durationText(23 * 60 + 59)).toBe('23 h 59 min');
  });

  it('says days and whole hours from a day on, rounding to the hour', () => {
    expect(durationText(24 * 60)).toBe('1 day');
    expect(durationText((2 * 24 + 4) * 60)).toBe('2 days 4 h');
    expect(durationText((2 * 24 + 4) * 60 + 29)).toBe('2 days 4 h');
    expect(durationText((2 * 24 + 4) * 60 + 31)).toBe('2 days 5 h');
    // 1 day 23 h 40 min rounds up to a whole day more.
    expect(durationText((24 + 23) * 60 + 40)).toBe('2 days');
    expect(durationText(45 * 24 * 60)).toBe('45 days');
  });

  it('rounds fractions of a minute and says an answer within the minute plainly', () => {
    expect(durationText(41.6)).toBe('42 min');
    expect(durationText(0)).toBe('under 1 min');
    expect(durationText(0.4)).toBe('under 1 min');
    expect(durationText(-5)).toBe('under 1 min');
  });

  it("is a dash for no figure", () => {
    expect(durationText(null)).toBe('—');
    expect(durationText(Number.NaN)).toBe('—');
  });

  it('spells the units out for screen readers', () => {
    expect(durationText(190, 'long')).toBe('3 hours 10 minutes');
    expect(durationText(61, 'long')).toBe('1 hour 1 minute');
    expect(durationText((2 * 24 + 4) * 60, 'long')).toBe('2 days 4 hours');
    expect(durationText(24 * 60 + 60, 'long')).toBe('1 day 1 hour');
    expect(durationText(0, 'long')).toBe('under a minute');
    expect(durationText(null, 'long')).toBe('none');
  });
});
