import { describe, expect, it } from 'vitest';
import { checkBuild, rendererFiles, type BuildInputs } from './build';
import { failures } from './testing';

describe('the build', () => {
  const good: BuildInputs = { webAssets: true, webIndexHtml: false, functionsBundle: true, rendererMissing: [], filesNotInWeb: [] };

  it('passes web files without index.html and a bundle carrying the renderer of the same build', () => {
    expect(failures(checkBuild(good))).toEqual([]);
  });

  it.each<[string, Partial<BuildInputs>, RegExp]>([
    ['web/dist still has an index.html (Hosting would serve it for /)', { webIndexHtml: true }, /web\/dist\/index\.html exists/],
    ['the web app is not built', { webAssets: false }, /web\/dist\/assets is missing/],
    ['the functions are not built', { functionsBundle: false }, /functions\/dist\/index\.js is missing/],
    ['the renderer is not in the bundle', { rendererMissing: ['entry-server.js', 'template.html'] }, /functions\/dist\/ssr lacks entry-server\.js, template\.html/],
    ['the renderer comes from another build', { filesNotInWeb: ['assets/a.js', 'assets/b.js', 'assets/c.css', 'assets/d.js'] }, /names files web\/dist lacks: assets\/a\.js, assets\/b\.js, assets\/c\.css and 1 more/],
  ])('fails when %s', (_case, change, expected) => {
    expect(failures(checkBuild({ ...good, ...change })).join('\n')).toMatch(expected);
  });

  it('lists the files the rendered pages name: the template links and every chunk, style and asset of the manifest', () => {
    const template = '<link rel="icon" href="/favicon.svg"><script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="stylesheet" href="/assets/index-b2.css"><a href="https://example.com/x">';
    const manifest = {
      'index.html': { file: 'assets/index-a1.js', isEntry: true, css: ['assets/index-b2.css'], imports: ['_shared'] },
      _shared: { file: 'assets/shared-c3.js' },
      'src/app/routes/home.tsx': { file: 'assets/home-d4.js', isDynamicEntry: true, assets: ['assets/hero-e5.webp'] },
    };
    expect(rendererFiles(template, manifest)).toEqual(['assets/hero-e5.webp', 'assets/home-d4.js', 'assets/index-a1.js', 'assets/index-b2.css', 'assets/shared-c3.js', 'favicon.svg']);
  });
});
