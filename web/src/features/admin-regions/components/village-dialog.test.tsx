// @vitest-environment jsdom
import type { InterestTotals } from '@core/schemas/interest';
import type { Region } from '@core/schemas/region';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '@/config/admin-api-paths';
import { aRegion } from '@/testing/a-region';
import { renderWithApp, type ApiAnswer, type ApiCall } from '@/testing/render-with-app';
import { AdminRegionsPage } from '../admin-regions-page';

const VILLAGE_INTEREST: InterestTotals = { plots: 3, views7: 36, views30: 56, whatsapp30: 2, calls30: 1, enquiries30: 4, enquiriesPer100Views: 7.1 };

/** The admin API over one region: a PATCH is kept as the server keeps it. */
function regionApi(region: Region) {
  let stored = region;
  return ({ method, url, body }: ApiCall): ApiAnswer | undefined => {
    if (method === 'GET' && url === adminApiPaths.regions()) return { status: 200, body: [stored] };
    if (method === 'GET' && url === adminApiPaths.interestVillage(stored.id)) return { status: 200, body: VILLAGE_INTEREST };
    if (method === 'GET') return { status: 200, body: [] };
    if (method === 'PATCH' && url === adminApiPaths.region(stored.id)) {
      stored = { ...stored, ...(body as Partial<Region>) };
      return { status: 200, body: stored };
    }
    return undefined;
  };
}

async function openVillage(region: Region) {
  const app = await renderWithApp(<AdminRegionsPage />, { path: '/admin/regions', api: regionApi(region) });
  await app.user.click(await screen.findByRole('button', { name: `Village page of ${region.region}` }));
  return { ...app, dialog: await screen.findByRole('dialog', { name: `Village page of ${region.region}` }) };
}

describe('the village page of a region', () => {
  it("shows the interest in the village's plots over 30 days above the form", async () => {
    const { dialog } = await openVillage(aRegion({ id: 'r1', region: 'Thullur' }));
    const panel = await within(dialog).findByRole('region', { name: 'Interest in the plots of Thullur, last 30 days' });
    await within(panel).findByText('56');
    expect(within(panel).getByText('Enquiries per 100 views').nextElementSibling?.textContent).toBe('7.1');
    expect(within(panel).getByText('Plots').nextElementSibling?.textContent).toBe('3');
  });


  it('opens with what is saved (0 shown blank) and saves the description, the place and the market value with one PATCH', async () => {
    const { user, dialog, calls } = await openVillage(aRegion({ id: 'r1', region: 'Thullur', description: 'Old words.' }));
    expect((within(dialog).getByLabelText(/^Latitude/) as HTMLInputElement).value).toBe('');
    const about = within(dialog).getAllByLabelText(/^About the village/)[0]!;
    await user.clear(about);
    await user.type(about, 'Seat of the capital works.');
    await user.type(within(dialog).getByLabelText(/^Latitude/), '16.529');
    await user.type(within(dialog).getByLabelText(/^Longitude/), '80.459');
    await user.type(within(dialog).getByLabelText(/^Government market value/), '18,000');
    await user.click(within(dialog).getByRole('button', { name: 'Save village page' }));
    expect(await screen.findByText('Village page saved')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ description: 'Seat of the capital works.', descriptionTe: '', latitude: 16.529, longitude: 80.459, marketValuePerSqYd: 18_000 }]);
  });

  it('refuses a latitude out of range, a place given by half and a value that is no number, beside their boxes, sending nothing', async () => {
    const { user, dialog, calls } = await openVillage(aRegion({ id: 'r1', region: 'Thullur' }));
    await user.type(within(dialog).getByLabelText(/^Latitude/), '99');
    await user.type(within(dialog).getByLabelText(/^Government market value/), 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Save village page' }));
    expect(await within(dialog).findByText('Latitude is a number from -90 to 90')).toBeTruthy();
    expect(within(dialog).getByText('Price must be a number')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/^Latitude/));
    await user.type(within(dialog).getByLabelText(/^Latitude/), '16.5');
    await user.clear(within(dialog).getByLabelText(/^Government market value/));
    await user.click(within(dialog).getByRole('button', { name: 'Save village page' }));
    expect(await within(dialog).findByText('Longitude is a number from -180 to 180')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });
});
