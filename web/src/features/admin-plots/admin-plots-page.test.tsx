// @vitest-environment jsdom
import { addDays, siteDay } from '@core/dates';
import type { InterestFigures } from '@core/schemas/interest';
import type { Plot } from '@core/schemas/plot';
import type { PlotPage } from '@core/schemas/plot-search';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '@/config/admin-api-paths';
import { aPlot } from '@/testing/a-plot';
import { renderWithApp, type ApiAnswer, type ApiCall } from '@/testing/render-with-app';
import { AdminPlotsPage } from './admin-plots-page';

const LIST = '/api/admin/plots?';

/** The admin API over a list of plots: the list, and a status saved as the server saves it (a past last day refused as it refuses one). */
function plotsApi(plots: Plot[]) {
  let stored = plots;
  return ({ method, url, body }: ApiCall): ApiAnswer | undefined => {
    if (method === 'GET' && url.startsWith(LIST)) return { status: 200, body: { items: stored, total: stored.length, page: 1, pageSize: 24 } satisfies PlotPage };
    if (method === 'GET' && url === adminApiPaths.ventures()) return { status: 200, body: [] };
    const plot = stored.find((item) => url === adminApiPaths.plotStatus(item.id));
    if (method !== 'PATCH' || !plot) return undefined;
    const change = body as { status: Plot['status']; reservedUntil?: string };
    if (change.status === 'reserved' && (change.reservedUntil ?? '') < siteDay(new Date())) {
      return { status: 422, body: { error: { code: 'validation', message: 'The reservation must last until today or a later day', fields: { reservedUntil: 'The reservation must last until today or a later day' } } } };
    }
    const saved = { ...plot, status: change.status, reservedUntil: change.reservedUntil ?? '' };
    stored = stored.map((item) => (item.id === plot.id ? saved : item));
    return { status: 200, body: saved };
  };
}

const card = (title: string) => screen.getByRole('article', { name: title });
const statusSelect = (title: string) => within(card(title)).getByRole('combobox', { name: `Status of ${title}` });
const patches = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe('AdminPlotsPage statuses', () => {
  it('offers the five statuses and saves one other than Reserved at once', async () => {
    const { user, calls } = await renderWithApp(<AdminPlotsPage />, { path: '/admin/plots', api: plotsApi([aPlot({ id: 'a', title: 'Plot A' })]) });
    const select = await screen.findByRole('combobox', { name: 'Status of Plot A' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Available', 'Reserved', 'Booked', 'Sold', 'Not for sale']);
    await user.selectOptions(select, 'Booked');
    await screen.findByText('Plot status updated');
    expect(patches(calls)).toEqual([{ status: 'booked' }]);
    expect((statusSelect('Plot A') as HTMLSelectElement).value).toBe('booked');
  });

  it('asks the last day before reserving, and sends it with the status', async () => {
    const { user, calls } = await renderWithApp(<AdminPlotsPage />, { path: '/admin/plots', api: plotsApi([aPlot({ id: 'a', title: 'Plot A' })]) });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of Plot A' }), 'Reserved');
    const dialog = await screen.findByRole('dialog', { name: 'Reserve “Plot A”' });
    // Nothing is saved until the day is given; the list still says what is stored.
    expect(patches(calls)).toEqual([]);
    expect((statusSelect('Plot A') as HTMLSelectElement).value).toBe('available');

    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(await within(dialog).findByText('A reserved plot needs the last day of its reservation')).toBeTruthy();
    expect(patches(calls)).toEqual([]);

    const day = addDays(siteDay(new Date()), 10);
    await user.type(within(dialog).getByLabelText(/Reserved until/), day);
    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    await screen.findByText('Plot status updated');
    expect(patches(calls)).toEqual([{ status: 'reserved', reservedUntil: day }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((statusSelect('Plot A') as HTMLSelectElement).value).toBe('reserved');
    expect(within(card('Plot A')).getByTestId('admin-plot-reserved-until').textContent).toMatch(/^until \d{1,2} \w{3} \d{4}/);
  });

  it('refuses a past day in the dialog, and keeps it open with the day typed', async () => {
    const { user, calls } = await renderWithApp(<AdminPlotsPage />, { path: '/admin/plots', api: plotsApi([aPlot({ id: 'a', title: 'Plot A' })]) });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of Plot A' }), 'Reserved');
    const dialog = await screen.findByRole('dialog', { name: 'Reserve “Plot A”' });
    const yesterday = addDays(siteDay(new Date()), -1);
    await user.type(within(dialog).getByLabelText(/Reserved until/), yesterday);
    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(await within(dialog).findByText('The reservation must last until today or a later day')).toBeTruthy();
    expect(patches(calls)).toEqual([]);
    expect((within(dialog).getByLabelText(/Reserved until/) as HTMLInputElement).value).toBe(yesterday);
  });

  it('changes the last day of a reservation from the card', async () => {
    const today = siteDay(new Date());
    const plot = aPlot({ id: 'a', title: 'Plot A', status: 'reserved', reservedUntil: addDays(today, 3) });
    const { user, calls } = await renderWithApp(<AdminPlotsPage />, { path: '/admin/plots', api: plotsApi([plot]) });
    await user.click(await screen.findByRole('button', { name: /^Change day/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve “Plot A”' });
    const input = within(dialog).getByLabelText(/Reserved until/) as HTMLInputElement;
    expect(input.value).toBe(addDays(today, 3));
    await user.clear(input);
    await user.type(input, addDays(today, 20));
    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    await screen.findByText('Plot status updated');
    expect(patches(calls)).toEqual([{ status: 'reserved', reservedUntil: addDays(today, 20) }]);
  });
});

describe('AdminPlotsPage interest', () => {
  const figures = (views7: number, views30: number, enquiriesPer100Views: number | null): InterestFigures => ({
    views7,
    views30,
    whatsapp30: 0,
    calls30: 0,
    enquiries30: 0,
    enquiriesPer100Views,
  });

  /** The list's API, plus the interest of its plots (or a failure), plus one plot by its id. */
  function interestApi(plots: Plot[], interest: Record<string, InterestFigures> | 'fail') {
    const list = plotsApi(plots);
    return (call: ApiCall): ApiAnswer | undefined => {
      if (call.url.startsWith('/api/admin/interest/plots?')) {
        return interest === 'fail' ? { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } } : { status: 200, body: interest };
      }
      const plot = plots.find((item) => call.url === adminApiPaths.plot(item.id));
      if (call.method === 'GET' && plot) return { status: 200, body: plot };
      return list(call);
    };
  }

  it("shows each card's views over 7 and 30 days and enquiries per 100 views, asked for the plots of the page at once", async () => {
    const plots = [aPlot({ id: 'a', title: 'Plot A' }), aPlot({ id: 'b', title: 'Plot B' })];
    const { calls } = await renderWithApp(<AdminPlotsPage />, { path: '/admin/plots', api: interestApi(plots, { a: figures(12, 40, 2.5), b: figures(0, 0, null) }) });
    await expect.poll(() => within(card('Plot A')).queryByTestId('interest-line')?.textContent).toBe('Views 7 days1230 days40Enquiries per 100 views2.5');
    expect(within(card('Plot B')).getByTestId('interest-line').textContent).toBe('Views 7 days030 days0Enquiries per 100 views—');
    expect(calls.filter((call) => call.url.startsWith('/api/admin/interest/')).map((call) => call.url)).toEqual(['/api/admin/interest/plots?ids=a%2Cb']);
  });

  it('says the views are not available when they cannot load, and keeps the list', async () => {
    await renderWithApp(<AdminPlotsPage />, { path: '/admin/plots', api: interestApi([aPlot({ id: 'a', title: 'Plot A' })], 'fail') });
    expect(await within(await screen.findByRole('article', { name: 'Plot A' })).findByText('Views not available')).toBeTruthy();
    expect(within(card('Plot A')).getByRole('combobox', { name: 'Status of Plot A' })).toBeTruthy();
  });

  it('opened on one plot (the dashboard links), shows its card first, until Show all plots only', async () => {
    const plots = [aPlot({ id: 'a', title: 'Plot A' }), aPlot({ id: 'b', title: 'Plot B' })];
    const { user, router } = await renderWithApp(<AdminPlotsPage />, { path: '/admin/plots?plot=b', api: interestApi(plots, { a: figures(1, 1, 0), b: figures(5, 9, 11.1) }) });
    const opened = await screen.findByRole('region', { name: 'The plot you opened' });
    const focused = await within(opened).findByRole('article', { name: 'Plot B' });
    await expect.poll(() => within(focused).queryByTestId('interest-line')?.textContent).toBe('Views 7 days530 days9Enquiries per 100 views11.1');
    await user.click(within(opened).getByRole('button', { name: 'Show all plots only' }));
    expect(screen.queryByRole('region', { name: 'The plot you opened' })).toBeNull();
    expect(router.state.location.search).toBe('');
  });
});
