// @vitest-environment jsdom
import { addDays, siteDay } from '@core/dates';
import type { PastPriceInput, PriceEntry } from '@core/schemas/price-history';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '@/config/admin-api-paths';
import { aRegion } from '@/testing/a-region';
import { renderWithApp, type ApiAnswer, type ApiCall } from '@/testing/render-with-app';
import { AdminRegionsPage } from '../admin-regions-page';

const REGION = aRegion({ id: 'r1', ResidentialPriceMin: 20_000, ResidentialPriceMax: 25_000, CommercialPriceMin: 30_000, CommercialPriceMax: 36_000 });
const prices = (residential: number) => ({ ResidentialPriceMin: residential, ResidentialPriceMax: residential + 5000, CommercialPriceMin: 30_000, CommercialPriceMax: 36_000 });
const anEntry = (id: string, day: string, residential: number, more: Partial<PriceEntry> = {}): PriceEntry => ({ id, regionId: 'r1', day, prices: prices(residential), previous: null, source: 'past', corrects: '', by: { id: 'a1', email: 'office@example.com' }, at: `${day}T10:00:00.000Z`, ...more });

/** The admin API over one region and its history: a past price or a correction is kept as the server keeps it. */
function regionApi(history: PriceEntry[]) {
  const stored = [...history];
  return ({ method, url, body }: ApiCall): ApiAnswer | undefined => {
    if (method === 'GET' && url === adminApiPaths.regions()) return { status: 200, body: [REGION] };
    if (method === 'GET' && url === adminApiPaths.regionPriceHistory('r1')) return { status: 200, body: { history: stored } };
    if (method === 'GET') return { status: 200, body: [] };
    const input = body as PastPriceInput;
    const corrected = stored.find((entry) => url === adminApiPaths.regionPriceCorrection('r1', entry.id));
    if (method === 'POST' && (url === adminApiPaths.regionPriceHistory('r1') || corrected)) {
      const entry = anEntry(`e${stored.length + 1}`, input.day, 0, { prices: input.prices, source: corrected ? 'correction' : 'past', corrects: corrected?.id ?? '', at: new Date().toISOString() });
      stored.push(entry);
      return { status: 201, body: entry };
    }
    return undefined;
  };
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body]);

async function openHistory(history: PriceEntry[]) {
  const app = await renderWithApp(<AdminRegionsPage />, { path: '/admin/regions', api: regionApi(history) });
  await app.user.click(await screen.findByRole('button', { name: 'Price history of Thullur' }));
  const dialog = await screen.findByRole('dialog', { name: 'Price history of Thullur' });
  return { ...app, dialog };
}

async function fill(user: Awaited<ReturnType<typeof openHistory>>['user'], form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(form).getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    await user.type(input, value);
  }
}

describe('the price history of a region', () => {
  it('lists the entries newest day first, a corrected one kept and marked, with who made each', async () => {
    const { dialog } = await openHistory([anEntry('e1', '2024-01-01', 10_000), anEntry('e2', '2025-01-01', 99_000), anEntry('e3', '2025-01-02', 15_000, { source: 'correction', corrects: 'e2' }), anEntry('e4', '2026-01-01', 20_000, { source: 'change', by: null })]);
    const rows = await within(dialog).findAllByTestId('price-entry');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['1 Jan 2026', '₹20,000 – ₹25,000', '₹30,000 – ₹36,000', 'ChangedDemo data'],
      ['2 Jan 2025', '₹15,000 – ₹20,000', '₹30,000 – ₹36,000', 'Correctionoffice@example.com'],
      ['1 Jan 2025', '₹99,000 – ₹1,04,000', '₹30,000 – ₹36,000', 'Correctedoffice@example.com'],
      ['1 Jan 2024', '₹10,000 – ₹15,000', '₹30,000 – ₹36,000', 'From the recordsoffice@example.com'],
    ]);
    // A corrected entry is corrected through its correction.
    expect(within(rows[2]!).queryByRole('button', { name: /Correct/ })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Correct the entry of 2 Jan 2025' })).toBeTruthy();
    // Every other change of the region (its name, its village page): its own trail in Settings → Activity.
    expect(within(dialog).getByRole('link', { name: 'Activity of Thullur' }).getAttribute('href')).toBe('/admin/settings?kind=region&item=r1#activity');
  });

  it('says when nothing is kept yet, adds a past price as typed, and empties the form for the next', async () => {
    const { user, dialog, calls } = await openHistory([]);
    expect(await within(dialog).findByText('No prices kept yet')).toBeTruthy();
    const form = within(dialog).getByRole('form', { name: 'Add a past price' });
    await fill(user, form, { 'From \\(day\\)': '2023-04-01', 'Residential min': '18,000', 'Residential max': '22000', 'Commercial min': '28000', 'Commercial max': '33000' });
    await user.click(within(form).getByRole('button', { name: 'Add to history' }));
    expect(await screen.findByText('Past price added to the history')).toBeTruthy();
    expect(posts(calls)).toEqual([[adminApiPaths.regionPriceHistory('r1'), { day: '2023-04-01', prices: { ResidentialPriceMin: 18_000, ResidentialPriceMax: 22_000, CommercialPriceMin: 28_000, CommercialPriceMax: 33_000 } }]]);
    expect(await within(dialog).findAllByTestId('price-entry')).toHaveLength(1);
    expect((within(form).getByLabelText(/^Residential min/) as HTMLInputElement).value).toBe('');
  });

  it('refuses a day to come and a lowest price above the highest beside their inputs, sending nothing and keeping what was typed', async () => {
    const { user, dialog, calls } = await openHistory([]);
    const form = within(dialog).getByRole('form', { name: 'Add a past price' });
    const tomorrow = addDays(siteDay(new Date()), 1);
    await fill(user, form, { 'From \\(day\\)': tomorrow, 'Residential min': '30000', 'Residential max': '22000', 'Commercial min': '28000', 'Commercial max': '33000' });
    await user.click(within(form).getByRole('button', { name: 'Add to history' }));
    expect(await within(form).findByText('The lowest price cannot be above the highest')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    await fill(user, form, { 'Residential min': '20000' });
    await user.click(within(form).getByRole('button', { name: 'Add to history' }));
    expect(await within(form).findByText('A past price needs a day that has come: today or before')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    expect((within(form).getByLabelText(/^From \(day\)/) as HTMLInputElement).value).toBe(tomorrow);
  });

  it('corrects an entry from a form filled with it, then goes back to adding', async () => {
    const { user, dialog, calls } = await openHistory([anEntry('e1', '2024-01-01', 10_000)]);
    await user.click(await within(dialog).findByRole('button', { name: 'Correct the entry of 1 Jan 2024' }));
    const form = within(dialog).getByRole('form', { name: 'Correct the entry of 1 Jan 2024' });
    expect((within(form).getByLabelText(/^Residential min/) as HTMLInputElement).value).toBe('10000');
    await fill(user, form, { 'Residential min': '11000' });
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Correction saved; the old entry is kept beside it')).toBeTruthy();
    expect(posts(calls)).toEqual([[adminApiPaths.regionPriceCorrection('r1', 'e1'), { day: '2024-01-01', prices: { ...prices(10_000), ResidentialPriceMin: 11_000 } }]]);
    expect(await within(dialog).findByRole('form', { name: 'Add a past price' })).toBeTruthy();
    expect(await within(dialog).findAllByTestId('price-entry')).toHaveLength(2);
  });
});
