import { plotInputSchema, type Plot } from '@core/schemas/plot';
import { plotOgImage } from '@core/link-preview-paths';
import type { Language } from '@core/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@/config/api-paths';
import { loadAllDictionaries } from '@/i18n/dictionary-store';
import type { PageData, PageMeta } from '../page-handle';
import { handle } from './plot';

const plot: Plot = {
  ...plotInputSchema.parse({
    title: 'East Facing Plot near Seed Access Road',
    location: 'Thullur',
    type: 'Residential',
    category: 'residential',
    pricePerSqYard: 25_000,
    area: 1800,
    roadWidth: 12,
    roadFacing: 'East',
    description: 'A corner plot in a gated layout.',
    images: [
      { url: '/images/a-960.webp', alt: 'Entrance arch' },
      { url: '/images/b-960.webp', alt: '' },
    ],
    imageUrl: '/images/a-960.webp',
    coordinates: { latitude: 16.5, longitude: 80.5 },
    reraNumber: 'P06060125894',
  }),
  id: 'abc123XYZ-_0',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: null,
  price: 5_000_000,
  priceUnit: 'lakhs',
};
const OWN_PATH = '/plots/abc123XYZ-_0-east-facing-plot-near-seed-access-road';

beforeAll(() => loadAllDictionaries());

function metaFor(path: string, answers: Record<string, Plot | 404>, language: Language = 'en'): PageMeta | undefined {
  const url = new URL(path, 'https://amaravati.example');
  const segment = decodeURIComponent(url.pathname.slice('/plots/'.length));
  const data: PageData = {
    get: <T,>(key: string) => (answers[key] === 404 ? undefined : (answers[key] as T)),
    missing: (key) => answers[key] === 404,
  };
  return handle.meta?.({ params: { segment }, url, language, data, settings: undefined });
}

describe('the plot route', () => {
  it('reads the plot by its path segment, and the rates of its full cost of buying', () => {
    expect(handle.data?.({ params: { segment: 'abc-slug' }, url: new URL('https://x/plots/abc-slug'), language: 'en' })).toEqual([apiPaths.plot('abc-slug'), apiPaths.buyingCosts()]);
  });

  it("gives the plot's own title, canonical address, preview image and listing data", () => {
    const segment = OWN_PATH.slice('/plots/'.length);
    const meta = metaFor(OWN_PATH, { [apiPaths.plot(segment)]: plot });
    expect(meta?.title).toBe('East Facing Plot near Seed Access Road, Thullur | Amaravati Plots');
    expect(meta?.canonicalPath).toBe(OWN_PATH);
    expect(meta?.description).toContain('200 sq.yd Residential plot in Thullur at ₹25,000/sq.yd (₹50 L)');
    expect(meta?.image).toBe(plotOgImage(plot));
    expect(meta?.imageSize).toEqual({ width: 1200, height: 630 });
    expect(meta?.imageAlt).toBe('Entrance arch');
    expect(meta?.breadcrumbs?.at(-1)).toEqual({ name: plot.title, path: OWN_PATH });
    const listing = meta?.jsonLd?.[0] as Record<string, Record<string, unknown>>;
    expect(listing['@type']).toBe('RealEstateListing');
    expect(listing.offers).toMatchObject({ '@type': 'Offer', price: 5_000_000, priceCurrency: 'INR', availability: 'https://schema.org/InStock' });
    expect(listing.contentLocation?.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 16.5, longitude: 80.5 });
  });

  it('speaks Telugu on a Telugu page: the plot’s Telugu title and description, the facts in Telugu words', () => {
    const segment = OWN_PATH.slice('/plots/'.length);
    const telugu: Plot = { ...plot, titleTe: 'సీడ్ యాక్సెస్ రోడ్డు దగ్గర తూర్పు ముఖం ప్లాట్', descriptionTe: 'గేటెడ్ లేఅవుట్‌లో కార్నర్ ప్లాట్.' };
    const meta = metaFor(OWN_PATH, { [apiPaths.plot(segment)]: telugu }, 'te');
    expect(meta?.title).toBe('సీడ్ యాక్సెస్ రోడ్డు దగ్గర తూర్పు ముఖం ప్లాట్, Thullur | అమరావతి ప్లాట్స్');
    expect(meta?.description).toBe('200 చ.గ. నివాస ప్లాట్ – Thullur, గజానికి ₹25,000 (మొత్తం ₹50 లక్షలు). రోడ్డు తూర్పు వైపు, 12 మీ. వెడల్పు. గేటెడ్ లేఅవుట్‌లో కార్నర్ ప్లాట్.');
    expect(meta?.canonicalPath).toBe(OWN_PATH);
    expect(meta?.breadcrumbs).toEqual([
      { name: 'ఆస్తులు', path: '/properties' },
      { name: telugu.titleTe, path: OWN_PATH },
    ]);
    expect(meta?.jsonLd?.[0]).toMatchObject({ name: telugu.titleTe, description: meta?.description });
    // Without a Telugu title, the English one.
    expect(metaFor(OWN_PATH, { [apiPaths.plot(segment)]: plot }, 'te')?.title).toBe('East Facing Plot near Seed Access Road, Thullur | అమరావతి ప్లాట్స్');
    expect(metaFor('/plots/nope-slug', { [apiPaths.plot('nope-slug')]: 404 }, 'te')).toMatchObject({ title: 'ప్లాట్ కనబడలేదు | అమరావతి ప్లాట్స్', status: 404 });
  });

  it('says sold out for a sold plot, and leaves out coordinates it does not have', () => {
    const segment = OWN_PATH.slice('/plots/'.length);
    const sold: Plot = { ...plot, status: 'sold', coordinates: { latitude: 0, longitude: 0 } };
    const listing = metaFor(OWN_PATH, { [apiPaths.plot(segment)]: sold })?.jsonLd?.[0] as Record<string, Record<string, unknown>>;
    expect(listing.offers?.availability).toBe('https://schema.org/SoldOut');
    expect(listing.contentLocation?.geo).toBeUndefined();
    expect(metaFor(OWN_PATH, { [apiPaths.plot(segment)]: sold })?.description).toMatch(/ m road\. Sold\. /);
  });

  it('names every other status in the description and the offer, in the page language', () => {
    const segment = OWN_PATH.slice('/plots/'.length);
    const cases = [
      ['reserved', 'https://schema.org/Reserved', 'Reserved', 'రిజర్వ్ అయింది'],
      ['booked', 'https://schema.org/Reserved', 'Booked', 'బుక్ అయింది'],
      ['not-for-sale', 'https://schema.org/OutOfStock', 'Not for sale', 'అమ్మకానికి లేదు'],
    ] as const;
    for (const [status, availability, english, telugu] of cases) {
      const read = { [apiPaths.plot(segment)]: { ...plot, status, reservedUntil: status === 'reserved' ? '2026-12-05' : '' } };
      const meta = metaFor(OWN_PATH, read);
      expect((meta?.jsonLd?.[0] as Record<string, Record<string, unknown>>).offers?.availability).toBe(availability);
      expect(meta?.description).toContain(` m road. ${english}.`);
      expect(metaFor(OWN_PATH, read, 'te')?.description).toContain(`వెడల్పు. ${telugu}.`);
    }
    expect(metaFor(OWN_PATH, { [apiPaths.plot(segment)]: plot })?.description).not.toMatch(/Available|Sold/);
  });

  it('moves an old slug or a bare id to the plot’s own address for good', () => {
    for (const segment of ['abc123XYZ-_0-old-title', 'abc123XYZ-_0']) {
      expect(metaFor(`/plots/${segment}`, { [apiPaths.plot(segment)]: plot })).toMatchObject({ redirect: OWN_PATH, permanent: true });
    }
  });

  it('is a 404 page, not indexed, when the plot does not exist', () => {
    expect(metaFor('/plots/nope-slug', { [apiPaths.plot('nope-slug')]: 404 })).toMatchObject({ status: 404, noindex: true });
  });
});
