// @vitest-environment jsdom
import type { Region } from '@core/schemas/region';
import type { VentureLayout } from '@core/schemas/venture';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminApiPaths } from '@/config/admin-api-paths';
import { apiPaths } from '@/config/api-paths';
import { aLayoutPlot, aVenture } from '@/testing/a-venture';
import { renderWithApp, type ApiAnswer, type ApiCall } from '@/testing/render-with-app';
import { AdminVenturePage } from './admin-venture-page';

// No Leaflet in jsdom: the editor's plan is a stand-in (the editor has its own tests).
vi.mock('./components/lazy-layout-map', () => ({ LazyLayoutMap: () => <div data-testid="fake-map" /> }));

const venture = aVenture();
const thullur = { id: 'thullur', region: 'Thullur', regionTe: 'తుళ్లూరు' } as Region;
const layout: VentureLayout = { venture, version: 3, image: venture.layout.image, shapes: [], plots: [aLayoutPlot('p1', '1'), aLayoutPlot('p2', '2')] };

/** The admin API of one venture: itself, its layout, the villages; DELETE answers how many plots were unlinked. */
function ventureApi({ found = true } = {}) {
  return ({ method, url }: ApiCall): ApiAnswer | undefined => {
    if (url === adminApiPaths.venture('v1')) {
      if (!found) return { status: 404, body: { error: { code: 'not_found', message: 'Venture not found', key: 'ventureNotFound' } } };
      return method === 'DELETE' ? { status: 200, body: { unlinkedPlots: 2 } } : { status: 200, body: venture };
    }
    if (url === adminApiPaths.ventureLayout('v1')) return found ? { status: 200, body: layout } : { status: 404 };
    if (url === apiPaths.regions()) return { status: 200, body: [thullur] };
    if (url === adminApiPaths.ventures()) return { status: 200, body: [] };
    return undefined;
  };
}

const renderPage = (found = true) =>
  renderWithApp(<AdminVenturePage ventureId="v1" />, {
    path: '/admin/ventures/v1',
    routes: [{ path: '/admin/ventures', element: <p>The ventures list</p> }],
    api: ventureApi({ found }),
  });

describe("a venture's page", () => {
  it('opens on its layout; its tabs move with the arrow keys', async () => {
    const { user } = await renderPage();
    expect(await screen.findByRole('heading', { name: 'Green Meadows' })).toBeTruthy();
    const layoutTab = await screen.findByRole('tab', { name: 'Layout & plots' });
    expect(layoutTab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('table', { name: 'Plots of the layout' })).toBeTruthy();
    layoutTab.focus();
    await user.keyboard('{ArrowRight}');
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(details);
    expect(screen.getByRole('form', { name: 'Venture details' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(layoutTab.getAttribute('aria-selected')).toBe('true');
  });

  it('asks before deleting, saying it goes to the bin and how many plots stay, unlinked; then goes back to the list', async () => {
    const { user, calls, router } = await renderPage();
    await screen.findByRole('table', { name: 'Plots of the layout' });
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await user.click(screen.getByRole('button', { name: 'Delete venture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Green Meadows”?' });
    expect(dialog.textContent).toContain('It goes to the bin (Settings → Bin) for 30 days');
    expect(dialog.textContent).toContain('Its 2 plots stay, unlinked from any venture until it is restored.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete venture' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ventures'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/admin/ventures/v1']);
    expect(await screen.findByText('Venture moved to the bin; 2 plots were unlinked')).toBeTruthy();
  });

  it('says so when the venture does not exist', async () => {
    await renderPage(false);
    expect(await screen.findByText('This venture does not exist any more.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All ventures' }).getAttribute('href')).toBe('/admin/ventures');
  });
});
