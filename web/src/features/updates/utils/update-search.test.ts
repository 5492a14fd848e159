import { describe, expect, it } from 'vitest';
import { matchesUpdate, searchFold } from './update-search';

const road = {
  title: 'Seed access road widened near Thullur',
  content: 'The access road to the seed capital has been widened to four lanes.',
  titleTe: 'తుళ్లూరు దగ్గర సీడ్ యాక్సెస్ రోడ్డు విస్తరణ',
  contentTe: 'సీడ్ రాజధానికి వెళ్లే రోడ్డును నాలుగు వరుసలకు విస్తరించారు.\nడ్రెయిన్‌ల పనులు కొనసాగుతున్నాయి.',
};
const untranslated = { title: 'Metro survey begins', content: 'A survey for the metro line has started.', titleTe: '', contentTe: '' };

const find = (query: string, language: 'en' | 'te') => [road, untranslated].filter((blog) => matchesUpdate(blog, searchFold(query), language)).map((blog) => blog.title);

describe('update search', () => {
  it('matches the English title or content, whatever the case, in both languages', () => {
    expect(find('tHuLLuR', 'en')).toEqual([road.title]);
    expect(find('FOUR LANES', 'en')).toEqual([road.title]);
    expect(find('metro', 'te')).toEqual([untranslated.title]);
    expect(find('four lanes', 'te')).toEqual([road.title]);
  });

  it('matches the Telugu title or content on a Telugu page', () => {
    expect(find('తుళ్లూరు', 'te')).toEqual([road.title]);
    expect(find('నాలుగు వరుసలకు', 'te')).toEqual([road.title]);
  });

  it('does not match the Telugu text on an English page, where it is not shown', () => {
    expect(find('తుళ్లూరు', 'en')).toEqual([]);
  });

  it('ignores the zero-width joiners Telugu typing may add or leave out', () => {
    // 'డ్రెయిన్‌ల' is stored with a ZWNJ; typed without it, it still matches.
    expect(find('డ్రెయిన్ల', 'te')).toEqual([road.title]);
    expect(find('సీడ్\u200c రాజధాని', 'te')).toEqual([road.title]);
  });

  it('matches nothing for words in neither language', () => {
    expect(find('zzqx no such update', 'te')).toEqual([]);
  });
});
