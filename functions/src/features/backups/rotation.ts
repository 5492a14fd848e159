import { siteDay } from '../../core/dates';

/** How many backups the rotation keeps: the newest of each of the last 7 days, 4 weeks and 6 months that have one. */
const BACKUP_RETENTION = { daily: 7, weekly: 4, monthly: 6 } as const;

export interface RotatedBackup {
  name: string;
  /** When the backup was taken. */
  createdAt: Date;
  /** Whether it was found whole when written (manifest state `good`). */
  good: boolean;
}

export interface Rotation {
  keep: string[];
  remove: string[];
}

/** The ISO week (Monday first) a YYYY-MM-DD day falls in, as `YYYY-Www`. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  // The week's Thursday decides its year (ISO 8601).
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const year = date.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The newest backup of each of the latest `count` periods (newest first input). */
function newestPerPeriod(newestFirst: readonly RotatedBackup[], period: (backup: RotatedBackup) => string, count: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const backup of newestFirst) {
    const key = period(backup);
    if (seen.has(key)) continue;
    if (seen.size === count) break;
    seen.add(key);
    kept.push(backup.name);
  }
  return kept;
}

/**
 * Which backups to keep and which to delete: of the good ones, the newest of each of the latest 7
 * days, 4 ISO weeks and 6 months that have one (periods in India time, the site's day; periods
 * without a backup do not use up a slot, so a server that was off for a week still keeps 7).
 * A bad backup never fills a slot; the newest one is kept while no good backup is newer, so the
 * list and the dashboard show the failure until a good backup follows it. Pure; the caller deletes.
 */
export function rotateBackups(backups: readonly RotatedBackup[]): Rotation {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.name.localeCompare(b.name));
  const good = newestFirst.filter((backup) => backup.good);
  const day = (backup: RotatedBackup) => siteDay(backup.createdAt);
  const keep = new Set([
    ...newestPerPeriod(good, day, BACKUP_RETENTION.daily),
    ...newestPerPeriod(good, (backup) => isoWeek(day(backup)), BACKUP_RETENTION.weekly),
    ...newestPerPeriod(good, (backup) => day(backup).slice(0, 7), BACKUP_RETENTION.monthly),
  ]);
  const newestBad = newestFirst.find((backup) => !backup.good);
  if (newestBad && (good.length === 0 || newestBad.createdAt > good[0]!.createdAt)) keep.add(newestBad.name);
  return {
    keep: newestFirst.filter((backup) => keep.has(backup.name)).map((backup) => backup.name),
    remove: newestFirst.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name),
  };
}
