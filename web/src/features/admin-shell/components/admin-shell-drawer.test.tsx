// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { controlMediaQueries } from '@/testing/media-queries';
import { renderWithApp } from '@/testing/render-with-app';
import { AdminShell } from './admin-shell';

function Shell() {
  return (
    <AdminShell email="admin@example.com" onLogout={() => undefined} loggingOut={false}>
      <p>The page</p>
    </AdminShell>
  );
}

describe('AdminShell on a phone or tablet', () => {
  it('opens the menu drawer, and closes it when the window becomes as wide as a desktop (the sidebar shows there)', async () => {
    const desktop = controlMediaQueries(false);
    const { user } = await renderWithApp(<Shell />, { path: '/admin/plots' });
    const menu = screen.getByRole('button', { name: 'Open menu' });

    await user.click(menu);
    expect(screen.getByRole('dialog', { name: 'Admin menu' })).toBeTruthy();
    expect(menu.getAttribute('aria-expanded')).toBe('true');

    desktop.change(true);
    expect(screen.queryByRole('dialog', { name: 'Admin menu' })).toBeNull();
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    // Narrow again (the tablet turned back): the drawer stays closed until asked for.
    desktop.change(false);
    expect(screen.queryByRole('dialog', { name: 'Admin menu' })).toBeNull();
  });
});
