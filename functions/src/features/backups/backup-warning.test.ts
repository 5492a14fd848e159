import { describe, expect, it } from 'vitest';
import type { BackupRow } from '../../core/schemas/backup-listing';
import { backupWarning } from './backup-warning';

const row = (createdAt: string, state: 'good' | 'bad' = 'good'): BackupRow => ({ archive: `backup-${createdAt}.tar.gz`, createdAt, state, problems: [], bytes: state === 'good' ? 100 : null, offsite: null });
const now = new Date('2026-11-27T12:00:00.000Z');

describe('backupWarning', () => {
  it('is quiet while the newest backup is good and at most two days old', () => {
    expect(backupWarning([row('2026-11-25T12:00:00.000Z')], now)).toBeNull();
    expect(backupWarning([], now)).toBeNull();
  });

  it('warns when the newest backup is bad, even with good ones before it', () => {
    expect(backupWarning([row('2026-11-27T11:00:00.000Z', 'bad'), row('2026-11-26T21:00:00.000Z')], now)).toEqual({ kind: 'bad', newestAt: '2026-11-27T11:00:00.000Z' });
  });

  it('warns when the newest backup is older than two days', () => {
    expect(backupWarning([row('2026-11-25T11:59:59.000Z')], now)).toEqual({ kind: 'stale', newestAt: '2026-11-25T11:59:59.000Z' });
  });
});
