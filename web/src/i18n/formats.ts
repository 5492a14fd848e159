import { formatArea as formatAreaWith, type AreaUnitWords } from '@core/area-units';
import type { AreaUnit, PriceUnit } from '@core/constants';
import { longDate as longDateWith, longDay as longDayWith } from '@core/dates';
import type { Language } from '@core/languages';
import { formatPlotPrice as formatPlotPriceWith, formatTablePrice as formatTablePriceWith } from '@core/price';
import en from './en/formats';
import te from './te/formats';

/**
 * The core's formats in a page's language: the core counts and groups, the words come from
 * `<language>/formats.ts`. Both languages are here at once (a few hundred bytes): prices and areas
 * are written synchronously everywhere, before any namespace could load.
 */
const FORMAT_WORDS: Record<Language, typeof en> = { en, te };

/** '₹45.5 L' / '₹45.5 లక్షలు'. */
export function formatPlotPrice(rupees: number, unit: PriceUnit | undefined, language: Language): string {
  return formatPlotPriceWith(rupees, unit, FORMAT_WORDS[language].priceUnits);
}

/** '₹4.5L' / '₹4.5 లక్షలు' in the pricing table. */
export function formatTablePrice(value: number | null | undefined, language: Language): string {
  return formatTablePriceWith(value, FORMAT_WORDS[language].priceUnits);
}

/** '2,000 sq.yd' / '2,000 చ.గ.'. */
export function formatArea(areaSqFt: number, unit: AreaUnit, language: Language): string {
  return formatAreaWith(areaSqFt, unit, FORMAT_WORDS[language].areaUnits);
}

export function areaUnitWords(language: Language): AreaUnitWords {
  return FORMAT_WORDS[language].areaUnits;
}

/** The WhatsApp message of 'Book Now'. */
export function bookNowText(location: string, type: string, language: Language): string {
  return FORMAT_WORDS[language].bookNow(location, type);
}

/** The WhatsApp message of 'Book Now' for a plot of a venture's layout. */
export function bookVenturePlotText(venture: string, plotNumber: string, language: Language): string {
  return FORMAT_WORDS[language].bookVenturePlot(venture, plotNumber);
}

/** What sharing a plot says. */
export function shareText(title: string, location: string, language: Language): string {
  return FORMAT_WORDS[language].share(title, location);
}

/** 'January 5, 2025' / 'జనవరి 5, 2025' in India time, with the words' `longMonths`; '' for a missing or unreadable date. */
export function longDate(iso: string | null | undefined, language: Language): string {
  return longDateWith(iso, FORMAT_WORDS[language].longMonths);
}

/** A bare day ('2026-12-05': a reservation's last day, a paper's check) as 'December 5, 2026' / 'డిసెంబర్ 5, 2026'; '' for a missing or unreadable one. */
export function longDay(day: string | null | undefined, language: Language): string {
  return longDayWith(day, FORMAT_WORDS[language].longMonths);
}

/** A month ('2025-04') as 'Apr 2025' / its Telugu, as Intl writes it (the words' `months`). */
export function formatMonth(month: string, language: Language): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${FORMAT_WORDS[language].months[number - 1] ?? month} ${year}`;
}
