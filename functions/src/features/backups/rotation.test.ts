import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/dates';
import { isoWeek, rotateBackups, type RotatedBackup } from './rotation';

/** A backup taken at 01:00 India time (19:30 UTC the day before) on a YYYY-MM-DD day. */
function nightly(day: string, good = true): RotatedBackup {
  const at = new Date(`${day}T01:00:00.000+05:30`);
  return { name: `backup-${day}`, createdAt: at, good };
}

function everyDay(from: string, to: string): RotatedBackup[] {
  const backups: RotatedBackup[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) backups.push(nightly(day));
  return backups;
}

describe('isoWeek', () => {
  it('numbers weeks Monday first, the year being that of the week’s Thursday', () => {
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(isoWeek('2026-11-22')).toBe('2026-W47');
    expect(isoWeek('2026-11-23')).toBe('2026-W48');
  });
});

describe('rotateBackups', () => {
  it('keeps nothing and removes nothing when there are no backups', () => {
    expect(rotateBackups([])).toEqual({ keep: [], remove: [] });
  });

  it('after a year of nightly backups keeps 7 days, 4 weeks and 6 months (newest of each), 14 in all', () => {
    const { keep, remove } = rotateBackups(everyDay('2026-01-01', '2026-11-27'));
    expect(keep).toEqual([
      ...['27', '26', '25', '24', '23', '22', '21'].map((day) => `backup-2026-11-${day}`),
      'backup-2026-11-15', // weeks: 11-23…29 and 11-16…22 are kept as days already
      'backup-2026-11-08',
      'backup-2026-10-31', // months: November's newest is today's
      'backup-2026-09-30',
      'backup-2026-08-31',
      'backup-2026-07-31',
      'backup-2026-06-30',
    ]);
    expect(remove).toHaveLength(331 - 14);
  });

  it('keeps only the newest of several backups on one day, days counted in India time', () => {
    const lateEvening = { name: 'late', createdAt: new Date('2026-11-26T23:30:00.000+05:30'), good: true };
    const earlyMorning = { name: 'early', createdAt: new Date('2026-11-27T00:30:00.000+05:30'), good: true };
    const onDemand = { name: 'noon', createdAt: new Date('2026-11-27T12:00:00.000+05:30'), good: true };
    // 23:30 and 00:30 India time are the same UTC day but two days in Amaravati.
    expect(rotateBackups([earlyMorning, lateEvening, onDemand])).toEqual({ keep: ['noon', 'late'], remove: ['early'] });
  });

  it('does not spend a slot on a period without a backup: a server off for months keeps 7 backups', () => {
    const sparse = ['2026-01-10', '2026-03-02', '2026-05-20', '2026-07-14', '2026-09-09', '2026-10-01', '2026-11-20'].map((day) => nightly(day));
    expect(rotateBackups(sparse)).toEqual({ keep: sparse.map((backup) => backup.name).reverse(), remove: [] });
  });

  it('gives the same answer whatever order the backups come in', () => {
    const backups = everyDay('2026-08-01', '2026-11-27');
    const shuffled = [...backups].sort((a, b) => (a.name.length * 7919 + a.createdAt.getTime() % 97) - (b.name.length * 7919 + b.createdAt.getTime() % 97));
    expect(rotateBackups(shuffled)).toEqual(rotateBackups(backups));
  });

  it('never fills a slot with a bad backup, and keeps the newest bad one only while no good one is newer', () => {
    const backups = [...everyDay('2026-11-18', '2026-11-25'), nightly('2026-11-26', false), nightly('2026-11-27', false)];
    const { keep, remove } = rotateBackups(backups);
    expect(keep[0]).toBe('backup-2026-11-27');
    expect(keep.slice(1)).toEqual(['25', '24', '23', '22', '21', '20', '19'].map((day) => `backup-2026-11-${day}`));
    expect(remove).toEqual(['backup-2026-11-26', 'backup-2026-11-18']);

    const recovered = rotateBackups([...backups, nightly('2026-11-28')]);
    expect(recovered.keep).not.toContain('backup-2026-11-27');
    expect(recovered.keep).toContain('backup-2026-11-28');
  });

  it('keeps the newest backup when every backup is bad, so the failure stays visible', () => {
    expect(rotateBackups([nightly('2026-11-26', false), nightly('2026-11-27', false)])).toEqual({
      keep: ['backup-2026-11-27'],
      remove: ['backup-2026-11-26'],
    });
  });
});
