// @vitest-environment jsdom
import type { Region } from '@core/schemas/region';
import { aRegion } from '@/testing/a-region';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@/config/api-paths';
import { aVenturePage } from '@/testing/a-venture';
import { renderWithApp } from '@/testing/render-with-app';
import { RegionPricing } from './region-pricing';

const region = (id: string, name: string): Region => aRegion({ id, region: name });

describe("the pricing table's village rows", () => {
  it("link to the ventures of their village, and say nothing for a village without one", async () => {
    const venture = aVenturePage().summary;
    await renderWithApp(<RegionPricing />, {
      data: { [apiPaths.regions()]: [region('thullur', 'Thullur'), region('rayapudi', 'Rayapudi')], [apiPaths.ventures()]: [venture] },
    });
    const row = screen.getByRole('rowheader', { name: /Thullur/ });
    const list = within(row).getByRole('list', { name: 'Ventures' });
    expect(within(list).getByRole('link', { name: 'Green Meadows' }).getAttribute('href')).toBe('/ventures/v1-green-meadows');
    expect(within(screen.getByRole('rowheader', { name: /Rayapudi/ })).queryByRole('list')).toBeNull();
    // The phone's cards say the same.
    expect(within(screen.getByTestId('region-cards')).getAllByRole('link', { name: 'Green Meadows' })).toHaveLength(1);
  });
});
