import { describe, expect, it } from 'vitest';
import type { HostingConfig } from './firebase-json';
import { headersFor } from './hosting-rules';
import { appSecurityHeaders, checkSecurityHeadersMatchApp } from './security-headers';
import { failures, repoFirebaseJson } from './testing';

describe('the repository configuration', () => {
  it('sets the same security headers as the app (helmet) on files, and leaves the CSP of pages to the function', () => {
    const hosting = repoFirebaseJson().hosting as HostingConfig;
    const app = appSecurityHeaders();
    expect(app.get('content-security-policy')).toContain("frame-ancestors 'none'");
    for (const path of ['/assets/index-1.js', '/images/about.webp', '/favicon.svg']) expect(failures(checkSecurityHeadersMatchApp(headersFor(hosting, path), app)), path).toEqual([]);
    for (const path of ['/', '/amaravati-updates/abc', '/admin/leads']) {
      expect(headersFor(hosting, path).get('content-security-policy'), path).toBeUndefined();
      expect(headersFor(hosting, path).get('strict-transport-security'), path).toBe(app.get('strict-transport-security'));
    }
  });
});

describe('security headers of Hosting against the app', () => {
  const app = () => appSecurityHeaders();
  const hostingWith = (edit: (headers: Map<string, string>) => void) => {
    const headers = headersFor(repoFirebaseJson().hosting as HostingConfig, '/assets/index-1.js');
    edit(headers);
    return headers;
  };

  it('ignores the spacing and order of CSP directives', () => {
    const reordered = hostingWith((h) => h.set('content-security-policy', h.get('content-security-policy')!.split('; ').reverse().join(';  ')));
    expect(failures(checkSecurityHeadersMatchApp(reordered, app()))).toEqual([]);
  });

  it.each<[string, (headers: Map<string, string>) => void, RegExp]>([
    ['a CSP source the app does not allow', (h) => h.set('content-security-policy', h.get('content-security-policy')!.replace("connect-src 'self'", "connect-src 'self' https://api.example.com")), /content-security-policy/],
    ['a CSP directive missing', (h) => h.set('content-security-policy', h.get('content-security-policy')!.replace("; form-action 'self'", '')), /content-security-policy/],
    ['another HSTS lifetime', (h) => h.set('strict-transport-security', 'max-age=600'), /strict-transport-security/],
    ['no X-Frame-Options', (h) => h.delete('x-frame-options'), /x-frame-options/],
  ])('fails on %s', (_case, edit, expected) => {
    expect(failures(checkSecurityHeadersMatchApp(hostingWith(edit), app())).join('\n')).toMatch(expected);
  });
});
