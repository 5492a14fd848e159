import { describe, expect, it } from 'vitest';
import { adminPaths } from '../functions/src/core/site-paths';
import { adminFlowFile } from './admin-flow-file';
import { ADMIN, screenshot } from './harness';

/**
 * The activity trail (docs/decisions/021-activity-trail.md), as an admin reads it: a lead's status
 * changed on its page is in Settings → Activity, reached from the lead's own Activity link, with
 * who, and the status before → after; the store holds the same entry.
 */

const file = adminFlowFile();

describe('Settings → Activity', () => {
  it('shows a lead\'s status change, by whom and before → after, from the lead\'s own Activity link', async () => {
    const { store, context } = file;
    const lead = await store.leads.create({ name: `Trail Buyer ${Date.now().toString(36)}`, phone: '9876543210', email: 'trail@example.com', source: 'contact' });
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    try {
      await page.goto(adminPaths.lead(lead.id));
      await page.getByRole('heading', { name: lead.name, level: 2 }).waitFor();
      await page.getByLabel('Status').selectOption('in_progress');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('status').filter({ hasText: 'Lead updated' }).first().waitFor();

      await page.getByRole('link', { name: `Activity of ${lead.name}` }).click();
      const activity = page.getByRole('region', { name: 'Activity', exact: true });
      await activity.getByText(`Showing the activity of “${lead.name}” only.`).waitFor();
      const row = activity.getByRole('listitem').filter({ hasText: lead.name });
      await row.waitFor();
      await expect.poll(() => row.textContent()).toContain(`by ${ADMIN.email}`);
      await expect.poll(() => row.textContent()).toContain('new → changed to in_progress');
      await screenshot(page, 'admin-settings-activity');
      expect(pageErrors).toEqual([]);
    } finally {
      await page.close();
    }

    const [entry] = await store.activity.list({ kind: 'lead', itemId: lead.id, limit: 5 });
    expect(entry).toMatchObject({ action: 'updated', actor: { email: ADMIN.email }, itemTitle: lead.name });
    expect(entry?.changes).toContainEqual({ field: 'status', before: 'new', after: 'in_progress' });
  });
});
