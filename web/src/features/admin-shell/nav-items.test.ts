import { describe, expect, it } from 'vitest';
import { adminPageLabel } from './nav-items';

describe('adminPageLabel', () => {
  it('names each admin page as the sidebar does', () => {
    expect(adminPageLabel('/admin/dashboard')).toBe('Dashboard');
    expect(adminPageLabel('/admin/plots')).toBe('Plots Management');
    expect(adminPageLabel('/admin/regions/')).toBe('Region Prices');
    expect(adminPageLabel('/admin/ventures')).toBe('Ventures');
    expect(adminPageLabel('/admin/ventures/v1')).toBe('Ventures');
    expect(adminPageLabel('/admin/blogs')).toBe('Blog Posts');
    expect(adminPageLabel('/admin/contacts')).toBe('Contact Messages');
    expect(adminPageLabel('/admin/settings')).toBe('Settings');
  });

  it('keeps the section for deeper paths and does not match a mere prefix', () => {
    expect(adminPageLabel('/admin/plots/123')).toBe('Plots Management');
    expect(adminPageLabel('/admin/plotsx')).toBe('Admin');
    expect(adminPageLabel('/admin/nope')).toBe('Admin');
  });
});
