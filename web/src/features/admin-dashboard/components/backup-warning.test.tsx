// @vitest-environment jsdom
import type { BackupListing } from '@core/schemas/backup-listing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '@/config/admin-api-paths';
import { BACKUP_TEXTS } from '@/config/admin-texts';
import { renderWithApp } from '@/testing/render-with-app';
import { BackupWarning } from './backup-warning';

const listing = (warning: BackupListing['warning']): BackupListing => ({ backups: [], running: false, warning });

describe('BackupWarning (the dashboard)', () => {
  it('warns about a bad newest backup and links to Settings → Backups', async () => {
    await renderWithApp(<BackupWarning />, { data: { [adminApiPaths.backups()]: listing({ kind: 'bad', newestAt: '2026-11-27T21:00:00.000Z' }) } });
    expect((await screen.findByRole('alert')).textContent).toContain(BACKUP_TEXTS.warningBad);
    expect(screen.getByRole('link', { name: 'Open Backups' }).getAttribute('href')).toBe('/admin/settings#backups');
  });

  it('warns when the newest backup is older than 2 days', async () => {
    await renderWithApp(<BackupWarning />, { data: { [adminApiPaths.backups()]: listing({ kind: 'stale', newestAt: '2026-11-20T21:00:00.000Z' }) } });
    expect((await screen.findByRole('alert')).textContent).toContain(BACKUP_TEXTS.warningStale);
  });

  it('says nothing when all is well', async () => {
    await renderWithApp(<BackupWarning />, { data: { [adminApiPaths.backups()]: listing(null) } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing in Firebase mode, where the backups API answers 404', async () => {
    const { calls } = await renderWithApp(<BackupWarning />, {
      api: (call) => (call.url === adminApiPaths.backups() ? { status: 404, body: { error: { code: 'not_found', message: 'Firestore keeps the backups.', key: 'backupsFirestoreManaged' } } } : undefined),
    });
    await waitFor(() => expect(calls.some((call) => call.url === adminApiPaths.backups())).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
