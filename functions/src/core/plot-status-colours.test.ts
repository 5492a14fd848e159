import { describe, expect, it } from 'vitest';
import { PLOT_STATUSES } from './constants';
import { PLOT_STATUS_COLOURS } from './plot-status-colours';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('plot status colours', () => {
  it('give every status its own fill, with text on it readable at 4.5:1', () => {
    const fills = PLOT_STATUSES.map((status) => PLOT_STATUS_COLOURS[status].fill);
    expect(new Set(fills).size).toBe(PLOT_STATUSES.length);
    for (const status of PLOT_STATUSES) {
      const { fill, ink } = PLOT_STATUS_COLOURS[status];
      expect(contrast(fill, ink), status).toBeGreaterThanOrEqual(4.5);
    }
  });
});
