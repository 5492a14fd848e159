// @vitest-environment jsdom
import type { VillagePage } from '@core/schemas/village';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadDeferred } from '@/components/ui/deferred';
import { apiPaths } from '@/config/api-paths';
import { aPlot } from '@/testing/a-plot';
import { renderWithApp } from '@/testing/render-with-app';
import { VillagePageView } from './village-page';

const prices = (residential: number) => ({ ResidentialPriceMin: residential, ResidentialPriceMax: residential + 5000, CommercialPriceMin: residential * 2, CommercialPriceMax: residential * 2 + 5000 });

function aVillagePage(overrides: Partial<VillagePage> = {}): VillagePage {
  return {
    village: { id: 'r1', name: 'Thullur', nameTe: 'తుళ్లూరు', slug: 'thullur', prices: prices(45_000), description: 'Seat of the capital works.', descriptionTe: '', latitude: 16.5, longitude: 80.4, marketValuePerSqYd: 0 },
    history: [
      { month: '2026-10', prices: prices(40_000) },
      { month: '2026-11', prices: prices(45_000) },
    ],
    changes: { residential: { oneYear: 12.5, threeYears: null }, commercial: { oneYear: -3, threeYears: 40 } },
    pricesSince: '2026-11-01',
    plots: [aPlot({ id: 'p1', title: 'East facing plot', location: 'Thullur' })],
    plotsAvailable: 7,
    ventures: [],
    nearby: [{ id: 'r2', name: 'Rayapudi', nameTe: '', slug: 'rayapudi', prices: prices(50_000), km: 3.2 }],
    ...overrides,
  };
}

const open = (page: VillagePage | null, path = '/villages/thullur') =>
  renderWithApp(<VillagePageView slug="thullur" whatsappNumber="919876543210" mapTiles={undefined} villages={[{ id: 'r2', region: 'Rayapudi', regionTe: 'రాయపూడి' }]} />, {
    path,
    data: page ? { [apiPaths.village('thullur')]: page } : {},
  });

describe('VillagePageView', () => {
  // The part below the first screen loads its code as it nears the screen (village-details.tsx):
  // loaded once here, as the server does before rendering.
  beforeAll(() => preloadDeferred(), 60_000);

  it("shows today's ranges with their changes (or not known), the chart with its numbers, the plots and the villages nearby", async () => {
    await open(aVillagePage());
    expect(await screen.findByRole('heading', { level: 1, name: 'Thullur plot prices per sq.yd' })).toBeTruthy();
    const residential = screen.getByTestId('today-residential');
    expect(within(residential).getByText('+12.5 %')).toBeTruthy();
    expect(within(residential).getByText('not known')).toBeTruthy();
    expect(within(screen.getByTestId('today-commercial')).getByText('−3 %')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Price history of Thullur/ })).toBeTruthy();
    expect(within(screen.getByTestId('price-history-table')).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('7 plots available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See every plot in Thullur' }).getAttribute('href')).toBe('/properties?location=Thullur');
    expect(screen.getByRole('link', { name: 'Rayapudi' }).getAttribute('href')).toBe('/villages/rayapudi');
    expect(screen.getByText('3.2 km away')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About Thullur' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Where it is' })).toBeTruthy();
  });

  it('says when no plots are listed, and leaves out the map and neighbours of a village not on the map', async () => {
    await open(aVillagePage({ plots: [], plotsAvailable: 0, nearby: [], village: { ...aVillagePage().village, latitude: 0, longitude: 0, description: '' } }));
    expect(await screen.findByText(/No plots listed in Thullur right now/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask us' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Where it is' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Villages nearby' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'About Thullur' })).toBeNull();
  });

  it('speaks Telugu with the village\'s Telugu name under /te', async () => {
    await open(aVillagePage(), '/te/villages/thullur');
    expect(await screen.findByRole('heading', { level: 1, name: /తుళ్లూరు ప్లాట్ ధరలు/ })).toBeTruthy();
  });

  it('says a missing village is not there and lists the villages there are', async () => {
    await open(null);
    expect(await screen.findByText('We have no page for that village.')).toBeTruthy();
    expect(within(screen.getByTestId('village-list')).getByRole('link', { name: 'Rayapudi' }).getAttribute('href')).toBe('/villages/rayapudi');
  });
});
