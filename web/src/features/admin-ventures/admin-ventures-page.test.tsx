// @vitest-environment jsdom
import { emptyStatusCounts } from '@core/plot-status';
import type { VentureListItem } from '@core/schemas/venture';
import { sitePaths } from '@core/site-paths';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '@/config/admin-api-paths';
import { apiPaths } from '@/config/api-paths';
import { aRegion } from '@/testing/a-region';
import { aVenture } from '@/testing/a-venture';
import { renderWithApp, type ApiAnswer, type ApiCall } from '@/testing/render-with-app';
import { AdminVenturesPage } from './admin-ventures-page';

const thullur = aRegion({ regionTe: 'తుళ్లూరు', ResidentialPriceMin: 10_000, ResidentialPriceMax: 20_000, CommercialPriceMin: 20_000, CommercialPriceMax: 40_000 });
const listed = (overrides: Partial<VentureListItem> = {}): VentureListItem => ({ ...aVenture(), counts: emptyStatusCounts(), ...overrides });

/** The API: the ventures (answered by `ventures`, in turn), the villages. */
function ventureApi(...answers: ApiAnswer[]) {
  return ({ method, url }: ApiCall): ApiAnswer | undefined => {
    if (method === 'GET' && url === adminApiPaths.ventures()) return answers.length > 1 ? answers.shift() : answers[0];
    if (method === 'GET' && url === apiPaths.regions()) return { status: 200, body: [thullur] };
    return undefined;
  };
}

describe('the ventures list', () => {
  it('lists each venture with its village, sale status, approvals, plots available of all, and its pages', async () => {
    const venture = listed({ layoutPermitNumber: '31/2020', saleStatus: 'selling', counts: { ...emptyStatusCounts(), available: 3, sold: 1, reserved: 1 } });
    await renderWithApp(<AdminVenturesPage />, { api: ventureApi({ status: 200, body: [venture, listed({ id: 'v2', name: 'Lake View', regionId: 'gone' })] }) });
    const items = await screen.findAllByTestId('admin-venture');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Green Meadows' }).getAttribute('href')).toBe('/admin/ventures/v1');
    expect(await first.findByText(/Thullur · Selling · APCRDA LP 31\/2020/)).toBeTruthy();
    expect(first.getByText('3 of 5 available')).toBeTruthy();
    expect(first.getByRole('link', { name: /Public page/ }).getAttribute('href')).toBe(sitePaths.venture(venture));
    // A village that is gone is left out, not named wrongly.
    expect(within(items[1]!).getByText('No plots yet')).toBeTruthy();
    expect(within(items[1]!).queryByText(/Thullur/)).toBeNull();
    expect(screen.getByText('2 ventures')).toBeTruthy();
  });

  it('shows a loading state, then says when there is no venture yet', async () => {
    let answer: (value: ApiAnswer) => void = () => undefined;
    const pending = new Promise<ApiAnswer>((resolve) => (answer = resolve));
    await renderWithApp(<AdminVenturesPage />, { api: (call) => (call.url === adminApiPaths.ventures() ? pending : ventureApi({ status: 200, body: [] })(call)) });
    expect(await screen.findByRole('status', { name: 'Loading ventures' })).toBeTruthy();
    answer({ status: 200, body: [] });
    expect(await screen.findByText('No ventures yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add venture' }).getAttribute('href')).toBe('/admin/ventures/new');
  });

  it('says when the list could not be read, and reads it again when asked', async () => {
    const { user } = await renderWithApp(<AdminVenturesPage />, {
      api: ventureApi({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } }, { status: 200, body: [listed()] }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load ventures');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Green Meadows' })).toBeTruthy();
  });
});
