import { describe, expect, it } from 'vitest';
import { redirectTarget } from './login-redirect';

describe('redirectTarget', () => {
  it('goes back to the admin page that was asked for, with its query and hash', () => {
    expect(redirectTarget({ from: { pathname: '/admin/plots', search: '?status=sold', hash: '#top' } })).toBe(
      '/admin/plots?status=sold#top',
    );
    expect(redirectTarget({ from: { pathname: '/admin/settings', search: '', hash: '' } })).toBe('/admin/settings');
  });

  it('falls back to the dashboard for anything else', () => {
    expect(redirectTarget(undefined)).toBe('/admin/dashboard');
    expect(redirectTarget(null)).toBe('/admin/dashboard');
    expect(redirectTarget({})).toBe('/admin/dashboard');
    expect(redirectTarget({ from: { pathname: '/contact' } })).toBe('/admin/dashboard');
    expect(redirectTarget({ from: { pathname: '/admin/login' } })).toBe('/admin/dashboard');
    expect(redirectTarget({ from: { pathname: '/admin/reset-password', search: '?token=x' } })).toBe('/admin/dashboard');
    expect(redirectTarget({ from: { pathname: '//evil.example/admin/' } })).toBe('/admin/dashboard');
    expect(redirectTarget({ from: { pathname: 42 } })).toBe('/admin/dashboard');
  });
});
