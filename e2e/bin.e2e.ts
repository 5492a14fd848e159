import { describe, expect, it } from 'vitest';
import type { Plot } from '../functions/src/core/schemas/plot';
import type { PlotPage, PlotSearchQuery } from '../functions/src/core/schemas/plot-search';
import type { VentureAvailability } from '../functions/src/core/schemas/venture';
import { sitePaths } from '../functions/src/core/site-paths';
import { adminFlowFile } from './admin-flow-file';
import { screenshot } from './harness';

/**
 * The bin (docs/decisions/020-bin.md), as an admin lives it: a plot with photos deleted from Plots
 * is gone from its public page (404) and from the search at once, its photos kept; restored from
 * Settings → Bin it is back on its page and in the search, with the same photos. A venture deleted
 * from its page leaves the public with its plots unlinked, and comes back with them. Results are
 * read through the public API and the image store, not through the admin screens that made them.
 */

const file = adminFlowFile();

/** The public search's ids for the plot's location (the search a visitor would make), every page of it. */
async function searchIds(plot: Plot): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${file.server.url}/api/plots?location=${encodeURIComponent(plot.location)}&pageSize=48&page=${page}`);
    expect(response.status).toBe(200);
    const found = (await response.json()) as PlotPage;
    ids.push(...found.items.map((item) => item.id));
    if (ids.length >= found.total || found.items.length === 0) return ids;
  }
}

const pageStatus = async (plot: Plot) => (await fetch(`${file.server.url}${sitePaths.plot(plot)}`)).status;

describe('the bin', () => {
  it('a deleted plot is gone from its page and the search, and comes back with its photos from Settings → Bin', async () => {
    const { server, store, context } = file;
    const plots = (await store.plots.search({ sort: 'newest', page: 1, pageSize: 10_000 } as PlotSearchQuery)).items;
    const plot = plots.find((candidate) => candidate.images.length > 0 && candidate.images.every((image) => image.publicId) && !candidate.ventureId);
    expect(plot, 'a seeded plot with stored photos').toBeDefined();
    const photos = plot!.images.map((image) => image.publicId);
    expect(await pageStatus(plot!)).toBe(200);
    expect(await searchIds(plot!)).toContain(plot!.id);

    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    try {
      // Plots, opened on this plot: Delete says where it goes.
      await page.goto(`/admin/plots?plot=${encodeURIComponent(plot!.id)}`);
      const card = page.locator(`[data-testid="admin-plot-card"][data-plot-id="${plot!.id}"]`).first();
      await card.getByRole('button', { name: /^Delete/ }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'It goes to the bin (Settings → Bin) for 30 days' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('status').filter({ hasText: 'Plot deleted successfully' }).first().waitFor();

      await expect.poll(() => pageStatus(plot!)).toBe(404);
      expect((await fetch(`${server.url}/api/plots/${plot!.id}`)).status).toBe(404);
      expect(await searchIds(plot!)).not.toContain(plot!.id);
      for (const publicId of photos) expect(server.imageStored(publicId)).toBe(true);

      // Settings → Bin: the plot is listed; Restore brings it back.
      await page.goto('/admin/settings');
      const bin = page.getByRole('region', { name: 'Bin', exact: true });
      const row = bin.getByRole('listitem').filter({ hasText: plot!.title });
      await row.waitFor();
      await expect.poll(() => row.textContent()).toContain('30 days left');
      await screenshot(page, 'admin-settings-bin');
      await row.getByRole('button', { name: `Restore ${plot!.title}` }).click();
      await page.getByRole('status').filter({ hasText: `“${plot!.title}” is back` }).first().waitFor();
      await bin.getByText('The bin is empty').waitFor();

      await expect.poll(() => pageStatus(plot!)).toBe(200);
      const back = (await (await fetch(`${server.url}/api/plots/${plot!.id}`)).json()) as Plot;
      expect(back.images).toEqual(plot!.images);
      expect(await searchIds(plot!)).toContain(plot!.id);
      for (const publicId of photos) expect(server.imageStored(publicId)).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a deleted venture leaves its public page with its plots unlinked, and comes back with them from Settings → Bin', async () => {
    const { server, store, context } = file;
    const ventures = await store.ventures.list();
    const counted = await Promise.all(ventures.map(async (venture) => ({ venture, plots: await store.plots.byVenture(venture.id) })));
    const { venture, plots } = counted.find((candidate) => candidate.plots.length > 0)!;
    const availability = async () => ((await (await fetch(`${server.url}/api/ventures/${venture.id}/availability`)).json()) as VentureAvailability).counts;
    const ventureOf = async (plotId: string) => ((await (await fetch(`${server.url}/api/plots/${plotId}`)).json()) as Plot).ventureId;
    const venturePage = async () => (await fetch(`${server.url}${sitePaths.venture(venture)}`)).status;
    const before = await availability();
    const sample = plots[0]!;

    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    try {
      await page.goto(`/admin/ventures/${venture.id}`);
      await page.getByRole('tab', { name: 'Details' }).click();
      await page.getByRole('button', { name: 'Delete venture' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'It goes to the bin (Settings → Bin) for 30 days' });
      await confirm.getByRole('button', { name: 'Delete venture' }).click();
      await page.getByRole('status').filter({ hasText: 'Venture moved to the bin' }).first().waitFor();

      await expect.poll(venturePage).toBe(404);
      await expect.poll(() => ventureOf(sample.id)).toBe('');

      await page.goto('/admin/settings');
      const row = page.getByRole('region', { name: 'Bin', exact: true }).getByRole('listitem').filter({ hasText: venture.name });
      await row.getByRole('button', { name: `Restore ${venture.name}` }).click();
      await page.getByRole('status').filter({ hasText: `“${venture.name}” is back` }).first().waitFor();

      await expect.poll(venturePage).toBe(200);
      await expect.poll(() => ventureOf(sample.id)).toBe(venture.id);
      // Its counts by status are its plots' again (on Firebase, kept by the plots' triggers).
      await expect.poll(availability).toEqual(before);
      expect((await store.plots.byVenture(venture.id)).map((plot) => plot.plotNumber).sort()).toEqual(plots.map((plot) => plot.plotNumber).sort());
      expect(pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
