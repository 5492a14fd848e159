// @vitest-environment jsdom
import type { BackupListing, BackupRow } from '@core/schemas/backup-listing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '@/config/admin-api-paths';
import { BACKUP_TEXTS } from '@/config/admin-texts';
import { renderWithApp } from '@/testing/render-with-app';
import { BackupsSection } from './backups-section';

const GOOD: BackupRow = { archive: 'backup-2026-11-26T21-00-00-000Z.tar.gz', createdAt: '2026-11-26T21:00:00.000Z', state: 'good', problems: [], bytes: 13 * 1024 * 1024, offsite: { state: 'copied', location: 's3://plots-backups/backup-2026-11-26T21-00-00-000Z.tar.gz' } };
const BAD: BackupRow = { archive: 'backup-2026-11-27T21-00-00-000Z.tar.gz', createdAt: '2026-11-27T21:00:00.000Z', state: 'bad', problems: ['not written: ENOSPC: no space left on device'], bytes: null, offsite: null };
const listing = (backups: BackupRow[], running = false): BackupListing => ({ backups, running, warning: null });

describe('BackupsSection (Settings → Backups)', () => {
  it('lists each backup with its time, state, size and a download; a bad one says why and has nothing to download', async () => {
    await renderWithApp(<BackupsSection />, { data: { [adminApiPaths.backups()]: listing([BAD, GOOD]) } });
    const rows = await screen.findAllByTestId('backup-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Bad · no archive');
    expect(rows[0]!.textContent).toContain('not written: ENOSPC: no space left on device');
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    expect(rows[1]!.textContent).toContain('Good · 13 MB');
    expect(rows[1]!.textContent).toContain('Copied to s3://plots-backups/backup-2026-11-26T21-00-00-000Z.tar.gz');
    expect(within(rows[1]!).getByRole('link', { name: /^Download/ }).getAttribute('href')).toBe(`/api/admin/backups/${GOOD.archive}`);
  });

  it('Back up now starts one, is disabled while it runs, and the new backup shows when written', async () => {
    const newer: BackupRow = {
      ...GOOD,
      archive: 'backup-2026-11-28T05-00-00-000Z.tar.gz',
      createdAt: '2026-11-28T05:00:00.000Z',
      offsite: { state: 'failed', location: 's3://plots-backups/backup-2026-11-28T05-00-00-000Z.tar.gz', problem: 'NoSuchBucket: The specified bucket does not exist' },
    };
    let state: BackupListing = listing([GOOD]);
    const { user, calls } = await renderWithApp(<BackupsSection />, {
      api: (call) => {
        if (call.url !== adminApiPaths.backups()) return undefined;
        if (call.method === 'POST') {
          state = listing([GOOD], true);
          return { status: 202, body: state };
        }
        return { status: 200, body: state };
      },
    });
    const button = await screen.findByRole('button', { name: 'Back up now' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    expect(await screen.findByText(BACKUP_TEXTS.running)).toBeTruthy();
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    // The server finishes: the list, read again while it runs, shows the new backup.
    state = listing([newer, GOOD]);
    await waitFor(() => expect(screen.getAllByTestId('backup-row')).toHaveLength(2));
    expect(screen.getAllByTestId('backup-row')[0]!.textContent).toContain('Copy off the machine failed: NoSuchBucket: The specified bucket does not exist');
    expect(screen.queryByText(BACKUP_TEXTS.running)).toBeNull();
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('says why when the server refuses to start one', async () => {
    const { user } = await renderWithApp(<BackupsSection />, {
      data: { [adminApiPaths.backups()]: listing([]) },
      api: (call) =>
        call.method === 'POST'
          ? { status: 409, body: { error: { code: 'conflict', message: 'A backup is being written already: wait for it to finish.', key: 'backupRunning' } } }
          : undefined,
    });
    expect(await screen.findByText(BACKUP_TEXTS.none)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('A backup is being written already: wait for it to finish.')).toBeTruthy();
  });

  it('in Firebase mode says Firestore keeps the backups, with no button', async () => {
    await renderWithApp(<BackupsSection />, {
      api: (call) =>
        call.url === adminApiPaths.backups()
          ? { status: 404, body: { error: { code: 'not_found', message: 'In Firebase mode Firestore keeps the backups.', key: 'backupsFirestoreManaged' } } }
          : undefined,
    });
    expect(await screen.findByText(BACKUP_TEXTS.firestoreManaged)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back up now' })).toBeNull();
  });
});
