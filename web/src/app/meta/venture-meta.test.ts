import { previewVersion } from '@core/venture-availability';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllDictionaries } from '@/i18n/dictionary-store';
import { aVenturePage, aVenturePlot } from '@/testing/a-venture';
import { ventureMeta } from './venture-meta';

beforeAll(() => loadAllDictionaries());

/** The RealEstateListing node of a head's JSON-LD. */
const listingOf = (meta: ReturnType<typeof ventureMeta>) => meta.jsonLd?.find((node) => node['@type'] === 'RealEstateListing') as Record<string, unknown>;

describe("a venture page's head", () => {
  it('names the venture, its village and today’s availability, with the coloured layout as its picture', () => {
    const page = aVenturePage();
    const meta = ventureMeta(page);
    expect(meta.title).toBe('Green Meadows, Thullur: layout plan and available plots | Amaravati Plots');
    expect(meta.description).toBe(
      'Green Meadows in Thullur: 2 of 4 plots available today, on the layout plan. RERA P06060125894 · APCRDA LP 31/2020. A gated layout beside the seed access road.',
    );
    expect(meta.canonicalPath).toBe('/ventures/v1-green-meadows');
    // The picture's address changes with the statuses, so a shared link shows today's.
    const picture = `/og/ventures/v1-${previewVersion(page.plots, page.venture.layout)}.jpg`;
    expect(meta.image).toBe(picture);
    const sold = aVenturePage({ plots: page.plots.map((plot) => ({ ...plot, status: 'sold' as const })) });
    expect(ventureMeta(sold).image).not.toBe(picture);
    expect(listingOf(meta).image).toEqual([picture]);
  });

  it('offers the available plots’ price range, and no offer when none is available', () => {
    const page = aVenturePage({
      plots: [aVenturePlot({ id: 'p1', areaSqFt: 1800 }), aVenturePlot({ id: 'p2', areaSqFt: 3600 }), aVenturePlot({ id: 'p3', areaSqFt: 9000, status: 'sold' })],
    });
    expect(listingOf(ventureMeta(page)).offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 4_000_000, highPrice: 8_000_000, offerCount: 2 });
    const soldOut = aVenturePage({ plots: [aVenturePlot({ id: 'p1', status: 'sold' })] });
    expect(listingOf(ventureMeta(soldOut)).offers).toBeUndefined();
  });

  it('speaks Telugu on a Telugu page, adding the venture’s own description only when it has a Telugu one', () => {
    const english = ventureMeta(aVenturePage({ venture: { nameTe: 'గ్రీన్ మెడోస్' } }), 'te');
    expect(english.description).toBe('తుళ్లూరు లోని గ్రీన్ మెడోస్: ఈరోజు 4 ప్లాట్లలో 2 అందుబాటులో ఉన్నాయి, లేఅవుట్ ప్లాన్‌పై చూడండి. RERA P06060125894 · APCRDA LP 31/2020.');
    const telugu = ventureMeta(aVenturePage({ venture: { nameTe: 'గ్రీన్ మెడోస్', descriptionTe: 'గేటెడ్ లేఅవుట్.' } }), 'te');
    expect(telugu.description).toBe(`${english.description} గేటెడ్ లేఅవుట్.`);
  });
});
