// @vitest-environment jsdom
import { addDays, siteDay } from '@core/dates';
import type { Plot } from '@core/schemas/plot';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminApiPaths } from '@/config/admin-api-paths';
import { aPlot } from '@/testing/a-plot';
import { aVenture } from '@/testing/a-venture';
import { renderWithApp, type ApiAnswer, type ApiCall } from '@/testing/render-with-app';
import type { PlotStatusChangeEntry } from '../api/get-status-history';
import { PlotFormModal, type PlotFormTarget } from './plot-form-modal';

/** A venture with no layout plan yet, approved by DTCP. */
const aVentureOf = (id: string, name: string) => aVenture({ id, name, layoutAuthority: 'DTCP', layoutPermitNumber: '45/2021', layout: { image: null, version: 0 } });
const VENTURES = [aVentureOf('v1', 'Green Meadows'), aVentureOf('v2', 'Lotus Enclave')];

/** The admin API the form talks to: the ventures, a status history, and saves; plot number 27 is taken in every venture. */
function formApi({ history = [] as PlotStatusChangeEntry[] } = {}) {
  return ({ method, url, body }: ApiCall): ApiAnswer | undefined => {
    if (method === 'GET' && url === adminApiPaths.ventures()) return { status: 200, body: VENTURES };
    if (method === 'GET' && url.endsWith('/status-history')) return { status: 200, body: { history } };
    if (method === 'POST' || method === 'PUT') {
      const plot = body as Plot;
      if (plot.ventureId && plot.plotNumber === '27') {
        const message = 'Plot number 27 is already used in this venture';
        return { status: 422, body: { error: { code: 'validation', message, key: 'plotNumberTaken?number=27', fields: { plotNumber: message }, fieldKeys: { plotNumber: 'plotNumberTaken?number=27' } } } };
      }
      return { status: method === 'POST' ? 201 : 200, body: { ...aPlot(), ...plot, id: 'new' } };
    }
    return undefined;
  };
}

async function openForm(target: PlotFormTarget, api = formApi()) {
  const view = await renderWithApp(<PlotFormModal target={target} onClose={() => undefined} />, { path: '/admin/plots', api });
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

async function fillRequired(user: Awaited<ReturnType<typeof openForm>>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Title/), 'Plot in Green Meadows');
  await user.type(within(dialog).getByLabelText(/^Location/), 'Thullur');
  await user.type(within(dialog).getByLabelText(/^Price per sq.yd/), '45000');
  await user.type(within(dialog).getByLabelText(/^Area \(sq.ft\)/), '1800');
  await user.type(within(dialog).getByLabelText(/^Road Width/), '12');
  await user.selectOptions(within(dialog).getByLabelText(/^Road Facing/), 'East');
}

const saves = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' || call.method === 'PUT').map((call) => call.body as Plot);

describe('the plot form: venture, plot number and reservation', () => {
  // The form keeps what was typed as a draft (sessionStorage): each test starts without one.
  beforeEach(() => sessionStorage.clear());

  it('links a plot to a venture with its number, showing the venture’s approvals instead of asking them', async () => {
    const { user, dialog, calls } = await openForm({ mode: 'add' });
    await fillRequired(user, dialog);
    const venture = within(dialog).getByRole('combobox', { name: /^Venture/ });
    await within(venture).findByRole('option', { name: 'Green Meadows' });
    expect(within(venture).getAllByRole('option').map((option) => option.textContent)).toEqual(['None (a plot on its own)', 'Green Meadows', 'Lotus Enclave']);
    expect(within(dialog).queryByLabelText(/^Plot number/)).toBeNull();
    expect(within(dialog).getByLabelText(/^LP number/)).toBeTruthy();

    await user.selectOptions(venture, 'Green Meadows');
    expect(within(dialog).getByTestId('venture-approvals').textContent).toContain('Green Meadows: DTCP · LP 45/2021 · RERA P06060125894');
    expect(within(dialog).queryByLabelText(/^LP number/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Plot number/), 'A-14');
    await user.click(screen.getByRole('button', { name: 'Add Plot' }));
    await expect.poll(() => saves(calls).length).toBe(1);
    expect(saves(calls)[0]).toMatchObject({ ventureId: 'v1', plotNumber: 'A-14', ventureName: 'Green Meadows', reservedUntil: '' });
  });

  it('says a plot number taken in the venture next to the number, naming it, and keeps what was typed', async () => {
    const { user, dialog } = await openForm({ mode: 'add' });
    await fillRequired(user, dialog);
    await within(dialog).findByRole('option', { name: 'Lotus Enclave' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Venture/ }), 'Lotus Enclave');
    await user.type(within(dialog).getByLabelText(/^Plot number/), '27');
    await user.click(screen.getByRole('button', { name: 'Add Plot' }));
    const number = within(dialog).getByLabelText(/^Plot number/) as HTMLInputElement;
    await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText('Plot number 27 is already used in this venture').length).toBeGreaterThan(0);
    expect(number.value).toBe('27');
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Plot in Green Meadows');
  });

  it('drops the plot number when the venture is taken off, and checks a plot number’s form', async () => {
    const { user, dialog, calls } = await openForm({ mode: 'add' });
    await fillRequired(user, dialog);
    await within(dialog).findByRole('option', { name: 'Green Meadows' });
    const venture = within(dialog).getByRole('combobox', { name: /^Venture/ });
    await user.selectOptions(venture, 'Green Meadows');
    await user.type(within(dialog).getByLabelText(/^Plot number/), 'A 14!');
    await user.click(screen.getByRole('button', { name: 'Add Plot' }));
    expect(await within(dialog).findByText(/Plot numbers are letters and digits/)).toBeTruthy();
    expect(saves(calls)).toEqual([]);

    await user.selectOptions(venture, 'None (a plot on its own)');
    await user.click(screen.getByRole('button', { name: 'Add Plot' }));
    await expect.poll(() => saves(calls).length).toBe(1);
    expect(saves(calls)[0]).toMatchObject({ ventureId: '', plotNumber: '' });
  });

  it('asks a reserved plot’s last day, from today on, and sends it only while reserved', async () => {
    const { user, dialog, calls } = await openForm({ mode: 'add' });
    await fillRequired(user, dialog);
    const status = within(dialog).getByRole('combobox', { name: /^Status/ });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Available', 'Reserved', 'Booked', 'Sold', 'Not for sale']);
    expect(within(dialog).queryByLabelText(/^Reserved until/)).toBeNull();
    await user.selectOptions(status, 'Reserved');
    const until = within(dialog).getByLabelText(/^Reserved until/);
    await user.click(screen.getByRole('button', { name: 'Add Plot' }));
    expect(await within(dialog).findByText('A reserved plot needs the last day of its reservation')).toBeTruthy();
    await user.type(until, addDays(siteDay(new Date()), -2));
    await user.click(screen.getByRole('button', { name: 'Add Plot' }));
    expect(await within(dialog).findByText('The reservation must last until today or a later day')).toBeTruthy();
    expect(saves(calls)).toEqual([]);

    const day = addDays(siteDay(new Date()), 5);
    await user.clear(until);
    await user.type(until, day);
    await user.click(screen.getByRole('button', { name: 'Add Plot' }));
    await expect.poll(() => saves(calls).length).toBe(1);
    expect(saves(calls)[0]).toMatchObject({ status: 'reserved', reservedUntil: day });
  });

  it('shows an edited plot’s venture and its status history, newest first, with who and when', async () => {
    const plot = aPlot({ id: 'p9', title: 'Plot 12 of Lotus Enclave', ventureId: 'v2', plotNumber: '12', status: 'sold' });
    const history: PlotStatusChangeEntry[] = [
      { id: 'h1', plotId: 'p9', at: '2026-03-01T05:30:00.000Z', by: { id: 'a1', email: 'office@example.com' }, from: 'available', to: 'reserved', reservedUntil: '2026-03-10' },
      { id: 'h2', plotId: 'p9', at: '2026-03-11T00:00:00.000Z', by: null, from: 'reserved', to: 'available', reservedUntil: '' },
      { id: 'h3', plotId: 'p9', at: '2026-03-12T06:00:00.000Z', by: { id: 'a1', email: 'office@example.com' }, from: 'available', to: 'sold', reservedUntil: '' },
    ];
    const { dialog } = await openForm({ mode: 'edit', plot }, formApi({ history }));
    const venture = within(dialog).getByRole('combobox', { name: /^Venture/ }) as HTMLSelectElement;
    await within(venture).findByRole('option', { name: 'Lotus Enclave' });
    expect(venture.value).toBe('v2');
    expect((within(dialog).getByLabelText(/^Plot number/) as HTMLInputElement).value).toBe('12');

    const list = await within(dialog).findByTestId('status-history');
    const lines = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Available → Soldoffice@example.com · 12 Mar 2026/);
    expect(lines[1]).toMatch(/^Reserved → AvailableAutomatically \(the reservation ended\) · 11 Mar 2026/);
    expect(lines[2]).toMatch(/^Available → Reserved until 10 Mar 2026office@example.com · 1 Mar 2026/);
    // Every other change of the plot: its own trail in Settings → Activity.
    expect(within(dialog).getByRole('link', { name: 'Activity of Plot 12 of Lotus Enclave' }).getAttribute('href')).toBe('/admin/settings?kind=plot&item=p9#activity');
  });
});

describe('the plot form: documents we checked', () => {
  beforeEach(() => sessionStorage.clear());
  const today = () => siteDay(new Date());
  const groupOf = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('group', { name: 'Documents we checked' })).getByRole('group', { name });

  it('asks the day of each box ticked (today to start with), the EC its years, and sends what is ticked', async () => {
    const { user, dialog, calls } = await openForm({ mode: 'add' });
    await fillRequired(user, dialog);
    const saleDeed = groupOf(dialog, 'Sale deed');
    expect(within(saleDeed).queryByLabelText('Checked on')).toBeNull();
    await user.click(within(saleDeed).getByRole('checkbox', { name: 'Sale deed' }));
    const saleDeedDay = within(saleDeed).getByLabelText('Checked on') as HTMLInputElement;
    expect(saleDeedDay.value).toBe(today());
    expect(saleDeedDay.max).toBe(today());

    const ec = groupOf(dialog, 'Encumbrance certificate (EC)');
    await user.click(within(ec).getByRole('checkbox'));
    const years = within(ec).getByLabelText('Years the EC covers');
    await user.click(screen.getByRole('button', { name: 'Add Plot' }));
    expect(await within(ec).findByText('Enter how many years the EC covers: a whole number from 1 to 100')).toBeTruthy();
    await user.type(years, '30');

    // A day still to come is named on its box, as the server would.
    await user.clear(saleDeedDay);
    await user.type(saleDeedDay, addDays(today(), 1));
    await user.click(screen.getByRole('button', { name: 'Add Plot' }));
    expect(await within(saleDeed).findByText('A document is checked on a day that has come: today or before')).toBeTruthy();
    expect(saves(calls)).toEqual([]);

    await user.clear(saleDeedDay);
    await user.type(saleDeedDay, addDays(today(), -3));
    // Unticked and ticked again, a box keeps its day; unticked, it is not sent.
    const taxes = groupOf(dialog, 'Tax receipts');
    await user.click(within(taxes).getByRole('checkbox'));
    await user.click(within(taxes).getByRole('checkbox'));
    expect(within(taxes).queryByLabelText('Checked on')).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Note on the documents/), 'EC nil since 1996.');
    await user.click(screen.getByRole('button', { name: 'Add Plot' }));
    await expect.poll(() => saves(calls).length).toBe(1);
    expect(saves(calls)[0]?.documents).toEqual({ checked: { saleDeed: addDays(today(), -3), encumbrance: today() }, encumbranceYears: 30, note: 'EC nil since 1996.' });
  });

  it('shows an edited plot’s checks ticked with their days, and the server’s refusal of one next to its day', async () => {
    const plot = aPlot({ id: 'p7', documents: { checked: { rera: '2026-01-05', encumbrance: '2026-01-04' }, encumbranceYears: 13, note: 'Seen.' } });
    const refusing = ({ method, url }: ApiCall): ApiAnswer | undefined => {
      if (method === 'PUT') {
        const message = 'A document is checked on a day that has come: today or before';
        const fields = { 'documents.checked.rera': message };
        return { status: 422, body: { error: { code: 'validation_failed', message: 'Please correct the highlighted fields', key: 'fixFormErrors', fields, fieldKeys: { 'documents.checked.rera': 'documentCheckDayInFuture' } } } };
      }
      return formApi()({ method, url, body: undefined } as ApiCall);
    };
    const { user, dialog } = await openForm({ mode: 'edit', plot }, refusing);
    const rera = groupOf(dialog, 'AP RERA registration');
    expect((within(rera).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((within(rera).getByLabelText('Checked on') as HTMLInputElement).value).toBe('2026-01-05');
    expect((within(groupOf(dialog, 'Encumbrance certificate (EC)')).getByLabelText('Years the EC covers') as HTMLInputElement).value).toBe('13');
    expect((within(groupOf(dialog, 'Sale deed')).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Update Plot' }));
    const day = within(rera).getByLabelText('Checked on');
    await expect.poll(() => day.getAttribute('aria-invalid')).toBe('true');
    expect(within(rera).getByText('A document is checked on a day that has come: today or before')).toBeTruthy();
    expect(within(dialog).getByText(/AP RERA registration: checked on/)).toBeTruthy();
  });
});
