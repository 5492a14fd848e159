import { whatsappLink } from '@core/links';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@core/languages';
import { describe, expect, it } from 'vitest';
import { SITE_TIME_ZONE } from '@core/dates';
import { areaUnitWords, bookNowText, bookVenturePlotText, formatArea, formatMonth, formatPlotPrice, formatTablePrice, longDate, longDay, shareText } from './formats';

describe('formats in English', () => {
  it('keeps the original site: L and Cr, sq.yd, the Book Now and share texts exactly', () => {
    expect(formatPlotPrice(4_550_000, 'lakhs', 'en')).toBe('₹45.5 L');
    expect(formatPlotPrice(12_500_000, 'crores', 'en')).toBe('₹1.25 Cr');
    expect(formatTablePrice(12_000_000, 'en')).toBe('₹1.2Cr');
    expect(formatTablePrice(450_000, 'en')).toBe('₹4.5L');
    expect(formatArea(18_000, 'sqyd', 'en')).toBe('2,000 sq.yd');
    expect(formatArea(43_560, 'acres', 'en')).toBe('1 acre');
    expect(bookNowText('Thullur', 'Residential', 'en')).toBe("I'm interested in Thullur property (Residential)");
    expect(whatsappLink('+91 98480 12345', bookNowText('Thullur', 'Residential', 'en'))).toBe(
      "https://wa.me/919848012345?text=I'm%20interested%20in%20Thullur%20property%20(Residential)",
    );
    expect(shareText('Corner plot', 'Rayapudi', 'en')).toBe('Check out this amazing property: Corner plot in Rayapudi');
  });
});

describe('formats in Telugu', () => {
  it('says లక్షలు and కోట్లు where the English says L and Cr, with Indian digit grouping', () => {
    expect(formatPlotPrice(4_550_000, 'lakhs', 'te')).toBe('₹45.5 లక్షలు');
    expect(formatPlotPrice(12_500_000, 'crores', 'te')).toBe('₹1.25 కోట్లు');
    expect(formatTablePrice(12_000_000, 'te')).toBe('₹1.2 కోట్లు');
    expect(formatTablePrice(450_000, 'te')).toBe('₹4.5 లక్షలు');
    expect(formatTablePrice(45_000, 'te')).toBe('₹45,000');
  });

  it('names the units in Telugu, one and many', () => {
    expect(formatArea(18_000, 'sqyd', 'te')).toBe('2,000 చ.గ.');
    expect(formatArea(1800, 'sqft', 'te')).toBe('1,800 చ.అ.');
    expect(formatArea(43_560, 'acres', 'te')).toBe('1 ఎకరం');
    expect(formatArea(87_120, 'acres', 'te')).toBe('2 ఎకరాలు');
    expect(formatArea(18_000, 'cents', 'te')).toBe('41.32 సెంట్లు');
    expect(areaUnitWords('te').sqyd.long).toBe('చదరపు గజాలు');
  });

  it('books and shares in Telugu, with the plot type in Telugu words', () => {
    expect(bookNowText('తుళ్లూరు', 'Residential', 'te')).toBe('తుళ్లూరు లోని ప్లాట్‌ (నివాస) పై నాకు ఆసక్తి ఉంది');
    expect(shareText('కార్నర్ ప్లాట్', 'తుళ్లూరు', 'te')).toBe('ఈ ఆస్తిని చూడండి: తుళ్లూరు లో కార్నర్ ప్లాట్');
  });
});

describe('Book Now on a venture\'s layout', () => {
  it('names the venture and the plot number, in the page\'s language', () => {
    expect(whatsappLink('919848012345', bookVenturePlotText('Green Meadows', 'A-14', 'en'))).toBe(
      "https://wa.me/919848012345?text=I'm%20interested%20in%20plot%20A-14%20of%20Green%20Meadows",
    );
    expect(bookVenturePlotText('గ్రీన్ మెడోస్', '27', 'te')).toBe('గ్రీన్ మెడోస్ లోని ప్లాట్ 27 పై నాకు ఆసక్తి ఉంది');
  });
});

describe('months', () => {
  it.each(LANGUAGES)('writes every month in %s as Intl does (short month, numeric year)', (language) => {
    const intl = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      const key = `2025-${String(month).padStart(2, '0')}`;
      expect(formatMonth(key, language)).toBe(intl.format(new Date(Date.UTC(2025, month - 1, 15))));
    }
  });
});

describe('long dates', () => {
  /** Intl's 'MMMM d, yyyy' in each language, in India time (Telugu from its parts: Intl puts the day first there). */
  const intlLongDate = (date: Date, language: Language): string => {
    const format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : LANGUAGE_TAGS[language], {
      timeZone: SITE_TIME_ZONE,
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      numberingSystem: 'latn',
    });
    const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(date).find((item) => item.type === type)?.value;
    return `${part('month')} ${part('day')}, ${part('year')}`;
  };

  it.each(LANGUAGES)('writes every month in %s as Intl does, on the India day', (language) => {
    for (let month = 0; month < 12; month += 1) {
      // 20:00 UTC on the 10th is already the 11th in Amaravati.
      const date = new Date(Date.UTC(2025, month, 10, 20, 0));
      expect(longDate(date.toISOString(), language)).toBe(intlLongDate(date, language));
    }
  });

  it('keeps the sentences the pages had', () => {
    expect(longDate('2025-01-05T10:00:00.000Z', 'en')).toBe('January 5, 2025');
    expect(longDate('2025-01-05T10:00:00.000Z', 'te')).toBe('జనవరి 5, 2025');
    expect(longDate('2025-10-31T20:00:00.000Z', 'te')).toBe('నవంబర్ 1, 2025');
    expect(longDate(undefined, 'te')).toBe('');
  });

  it.each(LANGUAGES)('writes a bare day in %s as Intl writes that day in India', (language) => {
    for (let month = 0; month < 12; month += 1) {
      const day = `2026-${String(month + 1).padStart(2, '0')}-01`;
      expect(longDay(day, language)).toBe(intlLongDate(new Date(`${day}T00:00:00+05:30`), language));
    }
    expect(longDay('2026-12-31', 'te')).toBe('డిసెంబర్ 31, 2026');
    expect(longDay('2026-02-30', language)).toBe('');
    expect(longDay(undefined, language)).toBe('');
  });
});
