import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../core/activity';
import { siteDay } from '../../core/dates';
import { MESSAGES } from '../../core/messages';
import type { Plot } from '../../core/schemas/plot';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { aPlot } from '../../testing/builders';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('the activity API', () => {
  let server: TestServer;
  let asha: AdminClient;
  let ravi: AdminClient;

  beforeAll(async () => {
    server = await startTestServer();
    asha = await signedInAdmin(server, 'asha@example.com');
    ravi = await signedInAdmin(server, 'ravi@example.com');
  });
  afterAll(async () => server.close());

  const page = async (query = '') => json<ActivityPage>(await asha.get(`/api/admin/activity${query}`));
  const summary = (found: ActivityPage) => found.items.map((entry) => `${entry.actor.email} ${entry.action} ${entry.kind} ${entry.itemTitle}`);

  it('lists every admin\'s writes newest first, filtered by admin, kind, item and day, a page at a time', async () => {
    const first = await json<Plot>(await asha.post('/api/admin/plots', aPlot({ title: 'North plot' })));
    const second = await json<Plot>(await ravi.post('/api/admin/plots', aPlot({ title: 'South plot' })));
    await ravi.patch(`/api/admin/plots/${first.id}/status`, { status: 'sold' });
    await asha.put('/api/admin/settings/buying-costs', (await json<object>(await asha.get('/api/admin/settings/buying-costs'))));

    const all = await page();
    expect(summary(all)).toEqual(['ravi@example.com updated plot North plot', 'ravi@example.com created plot South plot', 'asha@example.com created plot North plot']);
    expect(all.next).toBeNull();
    expect(all.items[0]?.changes).toEqual([{ field: 'status', before: 'available', after: 'sold' }]);

    const raviId = all.items[0]!.actor.id;
    expect(summary(await page(`?admin=${raviId}`))).toHaveLength(2);
    expect(summary(await page(`?kind=plot&item=${first.id}`))).toEqual(['ravi@example.com updated plot North plot', 'asha@example.com created plot North plot']);
    expect(summary(await page(`?item=${second.id}`))).toEqual(['ravi@example.com created plot South plot']);
    expect(summary(await page('?kind=lead'))).toEqual([]);
    expect(summary(await page(`?day=${siteDay(new Date())}&admin=${raviId}&kind=plot`))).toHaveLength(2);
    expect(summary(await page('?day=2020-01-01'))).toEqual([]);

    const one = await page('?limit=2');
    expect(one.items).toHaveLength(2);
    expect(one.next).toBe(one.items[1]!.cursor);
    const two = await page(`?limit=2&cursor=${encodeURIComponent(one.next!)}`);
    expect(summary(two)).toEqual(['asha@example.com created plot North plot']);
    expect(two.next).toBeNull();
  });

  it('refuses a filter it cannot read with 400, naming it in the message-key shape', async () => {
    const kind = await expectApiError(await asha.get('/api/admin/activity?kind=planet'), 400, 'validation_failed');
    expect(kind.fields).toEqual({ kind: MESSAGES.activityKindInvalid });
    const day = await expectApiError(await asha.get('/api/admin/activity?day=yesterday'), 400, 'validation_failed');
    expect(day.fields).toEqual({ day: MESSAGES.activityDayInvalid });
    const cursor = await expectApiError(await asha.get('/api/admin/activity?cursor=page-2'), 400, 'validation_failed');
    expect(cursor.fields).toEqual({ cursor: MESSAGES.activityCursorInvalid });
    await expectApiError(await asha.get('/api/admin/activity?limit=1000'), 400, 'validation_failed');
  });

  it('is for admins only', async () => {
    await expectApiError(await fetch(`${server.url}/api/admin/activity`), 401, 'unauthenticated');
  });
});
