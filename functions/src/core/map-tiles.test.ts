import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL } from './constants';
import { mapTileOrigin } from './map-tiles';

describe('mapTileOrigin', () => {
  it('is the scheme, host and port of the template', () => {
    expect(mapTileOrigin(DEFAULT_MAP_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(mapTileOrigin('http://127.0.0.1:4567/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4567');
    expect(mapTileOrigin('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.com');
  });

  it('is null for what is not an http(s) URL', () => {
    expect(mapTileOrigin('javascript:alert(1)//{z}{x}{y}')).toBeNull();
    expect(mapTileOrigin('/{z}/{x}/{y}.png')).toBeNull();
    expect(mapTileOrigin('')).toBeNull();
  });
});
