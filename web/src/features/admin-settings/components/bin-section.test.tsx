// @vitest-environment jsdom
import type { BinItem } from '@core/bin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '@/config/admin-api-paths';
import { renderWithApp, type ApiCall } from '@/testing/render-with-app';
import { BinSection } from './bin-section';

function anItem(id: string, title: string, overrides: Partial<BinItem> = {}): BinItem {
  return {
    kind: 'plot',
    id,
    title,
    deletedAt: '2026-03-01T10:00:00.000Z',
    deletedBy: { id: 'a1', email: 'asha@example.com' },
    expiresAt: '2026-03-31T10:00:00.000Z',
    daysLeft: 12,
    ...overrides,
  };
}

/** The API of a bin holding `items`, which the writes change as the server would. */
function binApi(items: BinItem[], answers: { restore?: { status: number; body?: unknown } } = {}) {
  let held = [...items];
  return (call: ApiCall) => {
    if (call.method === 'GET' && call.url === adminApiPaths.bin()) return { status: 200, body: { items: held } };
    const restored = held.find((item) => call.url === adminApiPaths.binRestore(item.kind, item.id));
    if (call.method === 'POST' && restored) {
      if (answers.restore) return answers.restore;
      held = held.filter((item) => item !== restored);
      return { status: 200, body: { kind: restored.kind, id: restored.id, item: {} } };
    }
    const purged = held.find((item) => call.url === adminApiPaths.binItem(item.kind, item.id));
    if (call.method === 'DELETE' && purged) {
      held = held.filter((item) => item !== purged);
      return { status: 204 };
    }
    if (call.method === 'DELETE' && call.url === adminApiPaths.bin()) {
      const removed = held.length;
      held = [];
      return { status: 200, body: { removed } };
    }
    return undefined;
  };
}

describe('BinSection (Settings → Bin)', () => {
  it('lists what was deleted with who, when and the days left, and restores one', async () => {
    const items = [anItem('p1', 'Corner plot in Thullur'), anItem('p2', 'East-facing plot', { deletedBy: null, daysLeft: 1 }), anItem('v1', 'Sri Sai Nagar', { kind: 'venture' })];
    const { user, calls } = await renderWithApp(<BinSection />, { api: binApi(items) });
    const list = await screen.findByRole('list', { name: 'Deleted items' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Corner plot in Thullur'), expect.stringContaining('East-facing plot'), expect.stringContaining('Sri Sai Nagar')]);
    expect(rows[0]!.textContent).toMatch(/^Plot/);
    expect(rows[2]!.textContent).toMatch(/^Venture/);
    expect(rows[0]!.textContent).toContain('by asha@example.com');
    expect(rows[0]!.textContent).toContain('12 days left');
    expect(rows[1]!.textContent).toContain('1 day left');
    expect(screen.getByText(/wait here for 30 days/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Restore Corner plot in Thullur' }));
    expect(await screen.findByText('“Corner plot in Thullur” is back')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url === adminApiPaths.binRestore('plot', 'p1'))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore Corner plot in Thullur' })).toBeNull());
  });

  it('says the server\'s words when a restore clashes, and keeps the item listed', async () => {
    const clash = 'Cannot restore: plot number 12 in Sai Nagar is now used by another plot. Give that plot another number, then restore this one.';
    const { user } = await renderWithApp(<BinSection />, {
      api: binApi([anItem('p1', 'Plot 12')], { restore: { status: 409, body: { error: { code: 'conflict', message: clash, key: 'binPlotNumberTaken?number=12&venture=Sai+Nagar' } } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Restore Plot 12' }));
    expect(await screen.findByText(clash)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restore Plot 12' })).toBeTruthy();
  });

  it('deletes one forever only once confirmed, and empties the bin after its own confirmation', async () => {
    const { user, calls } = await renderWithApp(<BinSection />, { api: binApi([anItem('p1', 'Plot one'), anItem('p2', 'Plot two')]) });
    await user.click(await screen.findByRole('button', { name: 'Delete Plot one forever' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Plot one forever' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText('Deleted for good')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Plot one forever' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Empty bin' }));
    const emptying = await screen.findByRole('dialog');
    expect(emptying.textContent).toContain('Delete the 1 item in the bin for good?');
    await user.click(within(emptying).getByRole('button', { name: 'Empty bin' }));
    expect(await screen.findByText('Deleted 1 item for good')).toBeTruthy();
    expect(await screen.findByText('The bin is empty')).toBeTruthy();
  });

  it('shows placeholders while loading, and a failure with Try again', async () => {
    let fail = true;
    const { user } = await renderWithApp(<BinSection />, {
      api: (call) => (call.url === adminApiPaths.bin() ? (fail ? { status: 503, body: { error: { code: 'internal', message: 'Try later.' } } } : { status: 200, body: { items: [] } }) : undefined),
    });
    expect(screen.getByRole('status', { name: 'Loading the bin' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the bin.');
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('The bin is empty')).toBeTruthy();
  });
});
