import { describe, expect, it } from 'vitest';
import { blogParagraphs } from '../core/blog-text';
import { PLOTS_PAGE_SIZE_DEFAULT } from '../core/constants';
import { plotInputSchema } from '../core/schemas/plot';
import { DEMO_BLOGS } from './demo-blogs';
import { buildDemoPlots } from './demo-plots';
import { DEMO_PLOTS_TE } from './demo-plots-te';
import { DEMO_REGIONS } from './demo-regions';
import { DEMO_SETTINGS } from './demo-settings';

/** Telugu letters (and the spaces between words) only. */
const TELUGU_WORDS = /^[\u0C00-\u0C7F]+( [\u0C00-\u0C7F]+)*$/;
const HAS_TELUGU = /[\u0C00-\u0C7F]/;

describe('the demo in Telugu', () => {
  it('names every village in Telugu, each differently', () => {
    for (const region of DEMO_REGIONS) expect(region.regionTe, region.region).toMatch(TELUGU_WORDS);
    expect(new Set(DEMO_REGIONS.map((region) => region.regionTe)).size).toBe(DEMO_REGIONS.length);
    const byName = Object.fromEntries(DEMO_REGIONS.map((region) => [region.region, region.regionTe]));
    expect(byName).toMatchObject({ Thullur: 'తుళ్లూరు', Mangalagiri: 'మంగళగిరి', Tadepalli: 'తాడేపల్లి', Uddandarayunipalem: 'ఉద్దండరాయునిపాలెం', Kaza: 'కాజ' });
  });

  it('gives the plots a visitor sees first a Telugu title and description, with the approvals as Telugu listings write them', () => {
    const plots = buildDemoPlots().map((plot) => plot.record);
    const translated = plots.filter((plot) => plot.titleTe !== '');
    expect(translated).toHaveLength(Object.keys(DEMO_PLOTS_TE).length);
    expect(translated.length).toBeGreaterThanOrEqual(8);
    for (const plot of translated) {
      expect(plotInputSchema.safeParse(plot).success, plot.title).toBe(true);
      expect(plot.titleTe, plot.title).toMatch(HAS_TELUGU);
      expect(plot.descriptionTe, plot.title).toMatch(HAS_TELUGU);
      expect(plot.descriptionTe).toContain(`సర్వే నెం. ${plot.surveyNumbers.join(', ')}.`);
      if (plot.layoutPermitNumber) expect(plot.descriptionTe).toContain(`${plot.layoutAuthority} ఎల్‌పీ నెం. ${plot.layoutPermitNumber}; ఏపీ రెరా నెం. ${plot.reraNumber}; `);
    }
    // The store stamps them in list order: the listing's first page is the last ones, newest first;
    // the home page shows the available featured ones first, newest first.
    const newestFirst = [...plots].reverse();
    for (const plot of newestFirst.slice(0, PLOTS_PAGE_SIZE_DEFAULT)) expect(plot.titleTe, plot.title).not.toBe('');
    const showcase = newestFirst.filter((plot) => plot.status === 'available' && plot.featured);
    for (const plot of showcase.slice(0, 4)) expect(plot.titleTe, plot.title).not.toBe('');
  });

  it('has Telugu versions of at least three updates, the newest among them, paragraph for paragraph', () => {
    const translated = DEMO_BLOGS.filter((post) => post.titleTe !== '');
    expect(translated.length).toBeGreaterThanOrEqual(3);
    expect(DEMO_BLOGS.at(-1)?.titleTe).not.toBe('');
    for (const post of translated) {
      expect(post.titleTe).toMatch(HAS_TELUGU);
      expect(blogParagraphs(post.contentTe).length, post.title).toBe(blogParagraphs(post.content).length);
      for (const paragraph of blogParagraphs(post.contentTe)) expect(paragraph).toMatch(HAS_TELUGU);
    }
    for (const post of DEMO_BLOGS.filter((post) => post.titleTe === '')) expect(post.contentTe).toBe('');
  });

  it('writes the business address in Telugu', () => {
    expect(DEMO_SETTINGS.addressTe).toBe('డోర్ నెం. 4-112, సీడ్ యాక్సెస్ రోడ్డు, రాయపూడి, తుళ్లూరు మండలం, అమరావతి, ఆంధ్రప్రదేశ్ 522237');
  });
});
