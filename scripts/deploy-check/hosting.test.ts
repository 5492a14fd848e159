import { describe, expect, it } from 'vitest';
import { checkHosting } from './hosting';
import { failures, firebaseJsonWith, repoFirebaseJson, type Edit } from './testing';

describe('the repository configuration', () => {
  it('passes every Hosting check, without a warning', () => {
    const checks = checkHosting(repoFirebaseJson());
    expect(failures(checks)).toEqual([]);
    expect(checks.filter((check) => check.status === 'warn')).toEqual([]);
  });
});

describe('broken firebase.json', () => {
  it.each<[string, Edit, RegExp]>([
    ['the api rewrite names another function', (c) => (c.hosting.rewrites[0]!.function!.functionId = 'app'), /not api/],
    ['the api rewrite has no region', (c) => delete c.hosting.rewrites[0]!.function!.region, /without region asia-south1/],
    ['a catch-all fallback comes first and swallows /api', (c) => c.hosting.rewrites.unshift({ source: '**', destination: '/index.html' }), /not rewritten to a function/],
    ['pages are not rewritten to the function', (c) => c.hosting.rewrites.pop(), /page routes not rewritten to function api in asia-south1: \/ \(not rewritten\)/],
    ['pages go to the function without its region', (c) => delete c.hosting.rewrites[1]!.function!.region, /page routes not rewritten .*\/ \(function api \(no region\)\)/],
    ['pages go to another function', (c) => (c.hosting.rewrites[1]!.function!.functionId = 'pages'), /page routes not rewritten .*function pages in asia-south1/],
    ['the old SPA fallback is back (for pages)', (c) => (c.hosting.rewrites[1] = { source: '!/@(api|assets|images|videos)/**', destination: '/index.html' }), /page routes not rewritten .*\/index\.html/],
    ['an SPA fallback is left behind the page rewrite', (c) => c.hosting.rewrites.push({ source: '**', destination: '/index.html' }), /rewrite to \/index\.html/],
    ['missing hashed files go to the function', (c) => (c.hosting.rewrites[1]!.source = '**'), /missing files are rewritten: \/assets\/index-3f9a1c2b\.js → function api/],
    ['hosting serves another folder', (c) => (c.hosting.public = 'dist'), /hosting.public/],
    ['hashed assets are not immutable', (c) => (c.hosting.headers = c.hosting.headers.filter((rule) => rule.source !== '/assets/**')), /\/assets\/\*\* Cache-Control/],
    ['a rule sets Cache-Control on pages', (c) => c.hosting.headers.push({ source: '!/@(api|assets|images|videos)/**', headers: [{ key: 'Cache-Control', value: 'no-cache' }] }), /Cache-Control on pages: \/ \(no-cache\)/],
    ['a rule sets Cache-Control on the API', (c) => c.hosting.headers.push({ source: '**', headers: [{ key: 'Cache-Control', value: 'no-cache' }] }), /Cache-Control on \/api/],
    ['the CSP does not allow Cloudinary images', (c) => (c.hosting.headers[1]!.headers[0]!.value = c.hosting.headers[1]!.headers[0]!.value.replace(' https://res.cloudinary.com', '')), /res\.cloudinary\.com/],
    ['the CSP lets anything frame the site', (c) => (c.hosting.headers[1]!.headers[0]!.value = c.hosting.headers[1]!.headers[0]!.value.replace("; frame-ancestors 'none'", '')), /frame-ancestors/],
    ['the files have no CSP', (c) => c.hosting.headers.splice(1, 1), /no Content-Security-Policy on the files/],
    ['a rule sets a CSP on pages (it would block their inline script)', (c) => c.hosting.headers[0]!.headers.push({ key: 'Content-Security-Policy', value: c.hosting.headers[1]!.headers[0]!.value }), /Content-Security-Policy on pages: \/, /],
  ])('fails when %s', (_case, edit, expected) => {
    const labels = failures(checkHosting(firebaseJsonWith(edit)));
    expect(labels.join('\n')).toMatch(expected);
  });

  it('warns when root files are left to the default cache, or the hosting predeploy builds the web app alone', () => {
    const warnings = (edit: Edit) => checkHosting(firebaseJsonWith(edit)).filter((check) => check.status === 'warn').map((check) => check.label).join('\n');
    expect(warnings((c) => (c.hosting.headers = c.hosting.headers.filter((rule) => rule.source !== '/*.*')))).toMatch(/\/favicon\.svg Cache-Control is "Hosting default/);
    expect(warnings((c) => (c.hosting.predeploy = ['npm --prefix "$PROJECT_DIR" run build -w web']))).toMatch(/no predeploy that runs the whole build/);
  });
});
