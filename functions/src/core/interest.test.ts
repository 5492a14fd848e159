import { describe, expect, it } from 'vitest';
import { enquiriesPer100Views, interestByPlot, interestChange, NO_INTEREST, sumInterest } from './interest';

describe('interest per listing', () => {
  it('sums a plot\'s days over the last 7 and 30 India days, today included, and nothing outside them', () => {
    const days = [
      { plotId: 'p1', day: '2026-11-27', views: 3, whatsapp: 1 },
      { plotId: 'p1', day: '2026-11-21', views: 2, calls: 2 },
      { plotId: 'p1', day: '2026-11-20', views: 10, enquiries: 1 },
      { plotId: 'p1', day: '2026-10-29', views: 4 },
      { plotId: 'p1', day: '2026-10-28', views: 100, enquiries: 9 },
      { plotId: 'p1', day: '2026-11-28', views: 50 },
      { plotId: 'p2', day: '2026-11-27', enquiries: 2 },
    ];
    expect(interestByPlot(days, '2026-11-27')).toEqual({
      p1: { views7: 5, views30: 19, whatsapp30: 1, calls30: 2, enquiries30: 1 },
      p2: { ...NO_INTEREST, enquiries30: 2 },
    });
  });

  it('adds up plots, and writes enquiries per 100 views with one decimal, null without a view', () => {
    const total = sumInterest([
      { views7: 1, views30: 40, whatsapp30: 1, calls30: 0, enquiries30: 1 },
      { views7: 2, views30: 16, whatsapp30: 0, calls30: 3, enquiries30: 3 },
    ]);
    expect(total).toEqual({ views7: 3, views30: 56, whatsapp30: 1, calls30: 3, enquiries30: 4 });
    expect(enquiriesPer100Views(total)).toBe(7.1);
    expect(enquiriesPer100Views({ views30: 3, enquiries30: 0 })).toBe(0);
    expect(enquiriesPer100Views({ views30: 0, enquiries30: 2 })).toBeNull();
  });

  it('refuses a fraction or a day that is not YYYY-MM-DD', () => {
    expect(interestChange({ plotId: 'p1', day: '2026-11-27', views: 2 })).toEqual({ views: 2, whatsapp: 0, calls: 0, enquiries: 0 });
    expect(() => interestChange({ plotId: 'p1', day: '2026-11-27', calls: 1.5 })).toThrow(TypeError);
    expect(() => interestChange({ plotId: 'p1', day: '27/11/2026', views: 1 })).toThrow(TypeError);
  });
});
