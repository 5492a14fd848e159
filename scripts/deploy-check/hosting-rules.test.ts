import { describe, expect, it } from 'vitest';
import type { HostingConfig } from './firebase-json';
import { globMatches, headersFor, rewriteFor } from './hosting-rules';
import { repoFirebaseJson } from './testing';

describe('the repository configuration', () => {
  it('routes and caches paths as intended', () => {
    const hosting = repoFirebaseJson().hosting as HostingConfig;
    const api = { functionId: 'api', region: 'asia-south1' };
    expect(rewriteFor(hosting, '/api/admin/uploads')?.function).toEqual(api);
    // Pages, the unknown ones too, are rendered by the same function.
    for (const path of ['/', '/amaravati-updates/abc', '/admin/leads', '/no-such-page']) expect(rewriteFor(hosting, path)?.function, path).toEqual(api);
    for (const path of ['/assets/gone-123.js', '/images/gone.webp', '/videos/gone.mp4']) expect(rewriteFor(hosting, path), path).toBeUndefined();
    expect(headersFor(hosting, '/assets/index-1.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor(hosting, '/favicon.svg').get('cache-control')).toBe('no-cache');
    // The function's own Cache-Control reaches the CDN and the browser on pages and the API.
    for (const path of ['/', '/admin/leads', '/amaravati-updates', '/api/plots']) expect(headersFor(hosting, path).get('cache-control'), path).toBeUndefined();
    expect(headersFor(hosting, '/api/plots').get('x-content-type-options')).toBe('nosniff');
  });
});

describe('globs as Hosting reads them', () => {
  it.each([
    ['/api/**', '/api/plots', true],
    ['/api/**', '/api/admin/uploads', true],
    ['/api/**', '/api', false],
    ['/api/**', '/api/', true],
    ['/a/**/b', '/a/b', true],
    ['/a/**/b', '/a/x/y/b', true],
    ['/api/**', '/apiary', false],
    ['**', '/anything/at/all', true],
    ['**/*.html', '/index.html', true],
    ['**/*.html', '/a/b.html', true],
    ['/assets/**', '/assets/x.js', true],
    ['!/@(api|assets)/**', '/plots/1', true],
    ['!/@(api|assets)/**', '/', true],
    ['!/@(api|assets)/**', '/assets/x.js', false],
    ['!/@(api|assets)/**', '/api/x', false],
    ['/*.*', '/favicon.svg', true],
    ['/*.*', '/', false],
    ['/*.*', '/amaravati-updates/a.b', false],
    ['/*.{js,css}', '/a.css', true],
    ['/*.{js,css}', '/a/b.css', false],
  ])('%s on %s → %s', (glob, path, expected) => {
    expect(globMatches(glob, path)).toBe(expected);
  });

  // Where the hand-written matcher this replaced read the glob otherwise than Hosting's emulator (minimatch).
  it.each([
    ['**', '/.well-known/assetlinks.json', false, '* and ** skip a segment that starts with a dot'],
    ['**/*.*', '/.well-known/assetlinks.json', false, '* and ** skip a segment that starts with a dot'],
    ['/[ab].js', '/a.js', true, 'a character class'],
    ['/!(api)/**', '/plots/1', true, 'a negated group'],
    ['/!(api)/**', '/api/x', false, 'a negated group'],
    ['/a/*', '/a/', false, '* needs at least one character'],
  ])('%s on %s → %s (%s)', (glob, path, expected) => {
    expect(globMatches(glob, path)).toBe(expected);
  });
});
