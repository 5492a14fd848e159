import { describe, expect, it } from 'vitest';
import { hasLocation, mapLink } from './plot-links';

describe('a plot\'s outside links', () => {
  it('links maps', () => {
    expect(mapLink({ latitude: 16.5, longitude: 80.5 })).toContain('query=16.5,80.5');
  });

  it('treats 0,0 coordinates as no location', () => {
    expect(hasLocation({ latitude: 0, longitude: 0 })).toBe(false);
    expect(hasLocation({ latitude: 16.5, longitude: 0 })).toBe(true);
    expect(hasLocation(undefined)).toBe(false);
  });
});
