// @vitest-environment jsdom
import type { ActivityEntry, ActivityPage } from '@core/activity';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '@/config/admin-api-paths';
import { renderWithApp, type ApiCall } from '@/testing/render-with-app';
import { ActivitySection } from './activity-section';

function anEntry(id: string, overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id,
    at: '2026-03-01T10:00:00.000Z',
    day: '2026-03-01',
    cursor: `2026-03-01T10:00:00.000Z~${id}`,
    actor: { id: 'a1', email: 'asha@example.com' },
    ip: '203.0.113.7',
    kind: 'plot',
    itemId: 'p1',
    itemTitle: 'Corner plot',
    action: 'updated',
    changes: [],
    ...overrides,
  };
}

const USERS = { status: 200, body: [{ id: 'a1', email: 'asha@example.com' }, { id: 'a2', email: 'ravi@example.com' }] };

/** The API: the trail's pages by their address, the admins for the filter. */
function activityApi(pages: Record<string, ActivityPage>) {
  return (call: ApiCall) => {
    if (call.url === adminApiPaths.users()) return USERS;
    if (call.method === 'GET' && call.url.startsWith('/api/admin/activity')) return { status: 200, body: pages[call.url] ?? { items: [], next: null } };
    return undefined;
  };
}

describe('ActivitySection (Settings → Activity)', () => {
  it('lists who changed what, newest first, each field before → after, and reads older pages on "Show older"', async () => {
    const newest = anEntry('e2', { actor: { id: 'a2', email: 'ravi@example.com' }, changes: [{ field: 'status', before: 'available', after: 'sold' }, { field: 'facing', before: '', after: 'East' }] });
    const older = anEntry('e1', { action: 'created', kind: 'lead', itemTitle: 'Kiran', itemId: 'l1', ip: '' });
    const { user, calls } = await renderWithApp(<ActivitySection />, {
      api: activityApi({
        [adminApiPaths.activity({})]: { items: [newest], next: newest.cursor },
        [adminApiPaths.activity({ cursor: newest.cursor })]: { items: [older], next: null },
      }),
    });
    const list = await screen.findByRole('list', { name: 'Activity, newest first' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Corner plot changed');
    expect(first!.textContent).toContain('by ravi@example.com from 203.0.113.7');
    expect(within(first!).getByText('Status').nextElementSibling?.textContent).toBe('available → changed to sold');
    expect(within(first!).getByText('Facing').nextElementSibling?.textContent).toContain('(blank)');

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[1]!.textContent).toContain('Kiran created');
    expect(calls.some((call) => call.url === adminApiPaths.activity({ cursor: newest.cursor }))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('filters by admin, kind and day through labelled fields, and shows one item\'s trail when its page links here', async () => {
    const mine = anEntry('e1', { itemId: 'p9', itemTitle: 'Lake view plot' });
    const { user, calls, router } = await renderWithApp(<ActivitySection />, {
      path: '/admin/settings?kind=plot&item=p9',
      api: activityApi({ [adminApiPaths.activity({ kind: 'plot', item: 'p9' })]: { items: [mine], next: null } }),
    });
    expect(await screen.findByText('Showing the activity of “Lake view plot” only.')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Kind'), 'lead');
    await waitFor(() => expect(calls.some((call) => call.url === adminApiPaths.activity({ kind: 'lead' }))).toBe(true));
    expect(router.state.location.search).toBe('?kind=lead');
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();

    await user.selectOptions(await screen.findByLabelText('Admin'), await screen.findByRole('option', { name: 'ravi@example.com' }));
    await user.type(screen.getByLabelText('Day'), '2026-03-01');
    await waitFor(() => expect(calls.some((call) => call.url === adminApiPaths.activity({ admin: 'a2', kind: 'lead', day: '2026-03-01' }))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows placeholders while loading, a failure with Try again, then the empty trail', async () => {
    let fail = true;
    const { user } = await renderWithApp(<ActivitySection />, {
      api: (call) =>
        call.url === adminApiPaths.users()
          ? USERS
          : call.url.startsWith('/api/admin/activity')
            ? fail
              ? { status: 503, body: { error: { code: 'internal', message: 'Try later.' } } }
              : { status: 200, body: { items: [], next: null } }
            : undefined,
    });
    expect(screen.getByRole('status', { name: 'Loading the activity' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the activity.');
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No activity')).toBeTruthy();
  });
});
