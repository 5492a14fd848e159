import { longDay } from '@/i18n/formats';
import type { Language } from '@core/languages';
import type { Plot } from '@core/schemas/plot';
import type { Dictionaries } from '@/i18n/namespaces';

/** A reservation's last day as the page writes days ('December 5, 2026' / 'డిసెంబర్ 5, 2026'); '' for none or one that is not a day. */
export function reservedDayText(reservedUntil: string | undefined, language: Language): string {
  return longDay(reservedUntil, language);
}

/**
 * A plot's status in words: 'Available', 'Reserved until December 5, 2026' (plain 'Reserved' when
 * the day is missing), 'Booked', 'Sold', 'Not for sale'.
 */
export function plotStatusText(plot: Pick<Plot, 'status' | 'reservedUntil'>, words: Dictionaries['parts']['plot'], language: Language): string {
  if (plot.status === 'reserved') {
    const day = reservedDayText(plot.reservedUntil, language);
    return day ? words.reservedUntil(day) : words.statuses.reserved;
  }
  return words.statuses[plot.status];
}
