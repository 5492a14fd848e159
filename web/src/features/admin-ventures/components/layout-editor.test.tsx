// @vitest-environment jsdom
import { MESSAGES } from '@core/messages';
import type { LayoutShape, VentureLayout } from '@core/schemas/venture';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LAYOUT_TEXTS } from '@/config/admin-texts';
import { aPlot } from '@/testing/a-plot';
import { aLayoutPlot, aVenture } from '@/testing/a-venture';
import { renderWithApp, type ApiAnswer, type ApiCall } from '@/testing/render-with-app';
import { layoutDraftKey } from '../utils/layout-draft';
import type { LayoutMapProps } from './layout-map';
import { LayoutEditor } from './layout-editor';

/**
 * The editor without a real Leaflet map: a stand-in plan shows what the editor gives the map (the
 * selection) and does what a press on the plan would (click a shape, draw a block, drag a box).
 */
vi.mock('./lazy-layout-map', () => ({
  LazyLayoutMap: (props: LayoutMapProps) => (
    <div data-testid="fake-map" data-selected={[...props.selected].sort().join(',')} data-shapes={props.shapes.length}>
      <button type="button" onClick={() => props.onShapeClick('s1', false)}>
        click s1
      </button>
      <button type="button" onClick={() => props.onShapeClick('s3', true)}>
        shift-click s3
      </button>
      <button type="button" onClick={() => props.onRect({ x: 0, y: 300, width: 400, height: 100 }, 'block', false)}>
        draw a block
      </button>
      <button type="button" onClick={() => props.onRect({ x: 0, y: 0, width: 220, height: 200 }, 'box', false)}>
        drag a box
      </button>
    </div>
  ),
}));

const square = (id: string, x: number, label: string, plotId: string | null, kind: LayoutShape['kind'] = 'plot'): LayoutShape => ({
  id,
  kind,
  label,
  points: [
    [x, 0],
    [x + 100, 0],
    [x + 100, 200],
    [x, 200],
  ],
  plotId,
});
const venture = aVenture();
const read = (): VentureLayout => ({
  venture,
  version: 3,
  image: venture.layout.image,
  shapes: [square('s1', 0, '1', 'p1'), square('s2', 100, '2', 'p2'), square('s3', 200, '3', null), square('road', 300, 'Main road', null, 'road')],
  plots: [aLayoutPlot('p1', '1', { enquiries: 2 }), aLayoutPlot('p2', '2', { status: 'sold' }), aLayoutPlot('p9', '9')],
});

/** The API: each request answered by `answer` (status and body). */
const server =
  (answer: (call: ApiCall) => [number, unknown]) =>
  (call: ApiCall): ApiAnswer => {
    const [status, body] = answer(call);
    return { status, body };
  };

const stale: [number, unknown] = [409, { error: { code: 'conflict', message: MESSAGES.layoutStale, key: 'layoutStale' } }];
const map = () => screen.getByTestId('fake-map');
const row = (number: string) => screen.getByRole('textbox', { name: `Number of plot ${number}` }).closest('tr')!;

async function renderEditor(api: (call: ApiCall) => ApiAnswer, reload = vi.fn(async () => read())) {
  return { ...(await renderWithApp(<LayoutEditor venture={venture} read={read()} reload={reload} />, { api })), reload };
}

beforeAll(() => {
  // jsdom lays nothing out: bringing a row or the plan into view does nothing here.
  Element.prototype.scrollIntoView = () => undefined;
});

describe('the layout editor', () => {
  it('lists every plot shape and every plot of the venture in the table, with status and enquiries', async () => {
    const { calls } = await renderEditor(server(() => [200, {}]));
    const table = await screen.findByRole('table', { name: 'Plots of the layout' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(row('1')).getByRole('combobox', { name: 'Status of plot 1' })).toHaveProperty('value', 'available');
    expect(within(row('2')).getByRole('combobox', { name: 'Status of plot 2' })).toHaveProperty('value', 'sold');
    expect(within(row('1')).getAllByRole('cell')[7]!.textContent).toBe('2');
    expect(within(row('3')).getByText('No plot yet')).toBeTruthy();
    expect(within(row('9')).queryByRole('button', { name: /Show/ })).toBeNull();
    // Opening the editor writes nothing (a select's value replayed as the page goes live is no change).
    expect(calls).toEqual([]);
  });

  it('keeps the plan and the table in step: a shape clicked selects its row, a row checked selects its shape, a box selects the plots in it', async () => {
    const { user } = await renderEditor(server(() => [200, {}]));
    await user.click(await screen.findByRole('button', { name: 'click s1' }));
    expect(screen.getByRole('checkbox', { name: 'Select plot 1' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'shift-click s3' }));
    expect(map().dataset.selected).toBe('s1,s3');
    await user.click(screen.getByRole('checkbox', { name: 'Select plot 1' }));
    expect(map().dataset.selected).toBe('s3');
    expect(screen.getByText('1 plot selected')).toBeTruthy();
    // Centres (50, 100) and (150, 100) are in the box, (250, 100) is not; the road is no plot.
    await user.click(screen.getByRole('button', { name: 'drag a box' }));
    expect(map().dataset.selected).toBe('s1,s2');
  });

  it('generates a block from a drawn rectangle, numbered after the last plot, unsaved until saved', async () => {
    const { user, calls } = await renderEditor(server((call) => (call.method === 'PUT' ? [200, { version: 4 }] : [200, {}])));
    await user.click(await screen.findByRole('button', { name: 'draw a block' }));
    const dialog = await screen.findByRole('form', { name: 'Generate a block of plots' });
    const rows = within(dialog).getByRole('spinbutton', { name: /Rows/ });
    await user.clear(rows);
    await user.type(rows, '2');
    const columns = within(dialog).getByRole('spinbutton', { name: /Columns/ });
    await user.clear(columns);
    await user.type(columns, '3');
    expect(within(dialog).getByRole<HTMLInputElement>('spinbutton', { name: /First number/ }).value).toBe('4');
    await user.click(within(dialog).getByRole('button', { name: 'Generate plots' }));
    await waitFor(() => expect(map().dataset.shapes).toBe('10'));
    for (const number of ['4', '5', '6', '7', '8', '9']) expect(screen.getAllByRole('textbox', { name: `Number of plot ${number}` }).length).toBeGreaterThan(0);
    expect(screen.getByText('6 plots selected')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    await screen.findByText('All changes saved');
    const save = calls.find((call) => call.method === 'PUT')!;
    expect(save.url).toBe('/api/admin/ventures/v1/layout');
    expect((save.body as { version: number; shapes: LayoutShape[] }).version).toBe(3);
    expect((save.body as { shapes: LayoutShape[] }).shapes).toHaveLength(10);
  });

  it('adds a block typed in by keyboard alone, refusing one off the plan', async () => {
    const { user } = await renderEditor(server(() => [200, {}]));
    (await screen.findByRole('button', { name: 'Add a block of plots…' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('form', { name: 'Generate a block of plots' });
    const field = (name: RegExp) => within(dialog).getByRole('spinbutton', { name });
    for (const [name, value] of [
      [/From the left/, '500'],
      [/From the top/, '300'],
      [/Width/, '600'],
      [/Height/, '100'],
      [/Rows/, '1'],
      [/Columns/, '2'],
    ] as const) {
      await user.clear(field(name));
      await user.type(field(name), value);
    }
    // Enter in the last box sends the form.
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText(MESSAGES.layoutShapeOutside)).toBeTruthy();
    expect(map().dataset.shapes).toBe('4');
    await user.clear(field(/Width/));
    await user.type(field(/Width/), '400{Enter}');
    await waitFor(() => expect(map().dataset.shapes).toBe('6'));
    expect(screen.getByText('2 plots selected')).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: 'Number of plot 4' }).length).toBe(1);
    expect(screen.getAllByRole('textbox', { name: 'Number of plot 5' }).length).toBe(1);
  });

  it('selects, renames and changes an area by keyboard, and turns a plot shape into an area', async () => {
    const { user } = await renderEditor(server(() => [200, {}]));
    await user.click(await screen.findByRole('checkbox', { name: 'Main road (Road)' }));
    expect(map().dataset.selected).toBe('road');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'East park{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shape is' }), 'park');
    expect(await screen.findByRole('checkbox', { name: 'East park (Park)' })).toHaveProperty('checked', true);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Select plot 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'East park (Park)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shape is' }), 'amenity');
    expect(await screen.findByRole('checkbox', { name: '3 (Amenity)' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('textbox', { name: 'Number of plot 3' })).toBeNull();
  });

  it('does a status change and a number edit from the table alone', async () => {
    const { user, calls } = await renderEditor(server((call) => (call.url === '/api/plots/p1' ? [200, aPlot({ id: 'p1', plotNumber: '1', ventureId: 'v1' })] : [200, {}])));
    const status = await screen.findByRole('combobox', { name: 'Status of plot 1' });
    await user.selectOptions(status, 'booked');
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/plot-statuses'))).toBe(true));
    expect(calls.find((call) => call.url.endsWith('/plot-statuses'))!.body).toEqual({ plotIds: ['p1'], status: 'booked' });

    const number = screen.getByRole('textbox', { name: 'Number of plot 1' });
    await user.clear(number);
    await user.type(number, 'A 1{Enter}');
    expect(await screen.findByText(MESSAGES.plotNumberFormat)).toBeTruthy();
    await user.clear(number);
    await user.type(number, 'A-1{Enter}');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.url === '/api/admin/plots/p1')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ plotNumber: 'A-1', ventureId: 'v1', title: 'Residential plot' });
  });

  it('asks for the last day of a reservation before sending it', async () => {
    const { user, calls } = await renderEditor(server(() => [200, {}]));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of plot 1' }), 'reserved');
    const dialog = await screen.findByRole('form', { name: 'Set status' });
    expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('available');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'reserved');
    await user.click(within(dialog).getByRole('button', { name: 'Set status' }));
    expect(await within(dialog).findByText(MESSAGES.reservedUntilRequired)).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/plot-statuses'))).toBe(false);
  });

  it('says why a plan was not taken (a PDF that does not render, too large, not an image) and keeps the old plan', async () => {
    const refusals = [
      { status: 413, body: { error: { code: 'payload_too_large', message: MESSAGES.layoutImageTooLarge, key: 'layoutImageTooLarge' } } },
      { status: 415, body: { error: { code: 'unsupported_media_type', message: MESSAGES.layoutImageType, key: 'layoutImageType' } } },
    ];
    const { user, calls } = await renderEditor((call) => (call.url.endsWith('/layout-image') ? refusals.shift()! : { status: 200, body: {} }));
    const input = await screen.findByLabelText('Replace the layout plan');
    await user.upload(input, new File(['not a pdf at all'], 'plan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(MESSAGES.layoutPdfUnreadable)).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/layout-image'))).toBe(false);

    await user.upload(input, new File([new Uint8Array(64)], 'plan.png', { type: 'image/png' }));
    expect(await screen.findByText(MESSAGES.layoutImageTooLarge)).toBeTruthy();
    await user.upload(input, new File([new Uint8Array(64)], 'plan.webp', { type: 'image/webp' }));
    expect(await screen.findByText(MESSAGES.layoutImageType)).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/admin/ventures/v1/layout-image')).toHaveLength(2);
    expect(map().dataset.shapes).toBe('4');
    expect(calls.some((call) => call.method === 'GET' && call.url.endsWith('/layout'))).toBe(false);
  });

  it('takes no new plan while the layout has unsaved changes, and says why', async () => {
    const { user } = await renderEditor(server(() => [200, {}]));
    await user.click(await screen.findByRole('button', { name: 'draw a block' }));
    await user.click(within(await screen.findByRole('form', { name: 'Generate a block of plots' })).getByRole('button', { name: 'Generate plots' }));
    await screen.findByText('Unsaved changes');
    expect(screen.getByLabelText('Replace the layout plan')).toHaveProperty('disabled', true);
    expect(screen.getByText(LAYOUT_TEXTS.saveBeforePlan)).toBeTruthy();
  });

  it('keeps the edits, in the editor and in a draft, when someone saved since (409), and loads theirs only when asked', async () => {
    const api = server((call) => (call.method === 'PUT' ? stale : [200, {}]));
    const first = await renderEditor(api);
    await first.user.click(await screen.findByRole('button', { name: 'click s1' }));
    await first.user.click(screen.getByRole('button', { name: 'Delete shapes' }));
    await first.user.click(within(await screen.findByRole('dialog', { name: 'Delete shapes?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(map().dataset.shapes).toBe('3'));
    await first.user.click(screen.getByRole('button', { name: 'Save layout' }));
    expect(await screen.findByText(MESSAGES.layoutStale)).toBeTruthy();
    expect(map().dataset.shapes).toBe('3');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    const draft = JSON.parse(sessionStorage.getItem(layoutDraftKey('v1'))!) as { version: number; shapes: LayoutShape[] };
    expect(draft.version).toBe(3);
    expect(draft.shapes.map((shape) => shape.id)).toEqual(['s2', 's3', 'road']);

    // A reload of the page puts the edits back, still at the version they were made from.
    first.unmount();
    sessionStorage.setItem(layoutDraftKey('v1'), JSON.stringify(draft));
    const second = await renderEditor(api);
    expect(await screen.findByText('Your unsaved layout changes from earlier in this tab are back.')).toBeTruthy();
    expect(map().dataset.shapes).toBe('3');

    await second.user.click(screen.getByRole('button', { name: 'Save layout' }));
    await second.user.click(await screen.findByRole('button', { name: 'Load the saved layout' }));
    await second.user.click(within(await screen.findByRole('dialog', { name: 'Load the saved layout?' })).getByRole('button', { name: 'Load saved layout' }));
    await waitFor(() => expect(map().dataset.shapes).toBe('4'));
    expect(second.reload).toHaveBeenCalled();
    expect(screen.getByText('All changes saved')).toBeTruthy();
    expect(sessionStorage.getItem(layoutDraftKey('v1'))).toBeNull();
  });
});
