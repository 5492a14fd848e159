import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, PLOT_SORTS, PLOT_STATUSES, type PlotSort } from '../../core/constants';
import { BULK_STATUS_MAX, LAYOUT_SHAPES_MAX } from '../../core/venture-constants';
import { noDocumentChecks } from '../../core/document-checks';
import { emptyStatusCounts } from '../../core/plot-status';
import { plotPageDefaults, type Plot } from '../../core/schemas/plot';
import { adminPlotSearchQuerySchema, plotSearchQuerySchema, type PlotSearchQueryInput } from '../../core/schemas/plot-search';
import type { BlogData } from '../../core/schemas/blog';
import type { LeadDetails } from '../../core/schemas/lead';
import type { LayoutShape, Venture } from '../../core/schemas/venture';
import { VILLAGE_FIELD_DEFAULTS, type RegionInput } from '../../core/schemas/region';
import type { SiteSettings } from '../../core/schemas/settings';
import { ALERTS_PER_ADDRESS_MAX, type AlertSpec } from '../../core/schemas/alerts';
import type { Language } from '../../core/languages';
import { addDays, siteDay } from '../../core/dates';
import { NO_INTEREST } from '../../core/interest';
import { priceUnitFor, totalPriceRupees } from '../../core/price';
import type { ActivityQuery, NewActivityEntry } from '../../core/activity';
import { PlotNumberTakenError, type NewAlertOutboxItem, type PlotRecord, type Store } from '../../ports/store';
import { plotMatchesSearch } from '../../core/plot-matches-search';
import { aPlotShape, aVenture } from '../../testing/builders';
import { SEARCH_CASE_PLOTS, SEARCH_CASES } from '../../testing/plot-search-cases';

/**
 * The collections whose records gained fields after data was stored (the Telugu texts, migration
 * 0005; a plot's venture, 0008; a subscriber's confirmation, 0012), or that a newer query reads
 * otherwise (a lead's named plots).
 */
export type OlderRecordCollection = 'regions' | 'plots' | 'blogs' | 'leads' | 'subscribers';

/**
 * Writes a record as an older version of the app left it, straight into the database under the
 * given id: a row inserted without naming the newer columns, a document without the newer fields.
 * `fields` are the port's fields (a plot's coordinates as one object); the store's times are added.
 */
export type WriteOlderRecord = (collection: OlderRecordCollection, id: string, fields: Record<string, unknown>) => Promise<void>;

/**
 * The one suite every Store adapter must pass (SQLite now, Firestore later). It knows only the
 * port: data goes in through one method and is checked through another (create → get / list /
 * search), so an adapter cannot pass by echoing its input back. `writeOlder` is the one way in
 * around the port: how an adapter reads what an older version wrote.
 */
export function describeStoreContract(
  adapterName: string,
  makeStore: () => Promise<{ store: Store; cleanup: () => Promise<void>; writeOlder: WriteOlderRecord }>,
): void {
  describe(`Store contract: ${adapterName}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    let writeOlder: WriteOlderRecord;

    beforeEach(async () => {
      ({ store, cleanup, writeOlder } = await makeStore());
    });
    afterEach(async () => {
      await cleanup();
    });

    /** Runs creations one after another with the clock visibly moving, so "newest" is well defined on any adapter. */
    async function inOrder<T>(makers: (() => Promise<T>)[]): Promise<T[]> {
      const made: T[] = [];
      for (const make of makers) {
        made.push(await make());
        await tick();
      }
      return made;
    }

    async function search(input: PlotSearchQueryInput = {}) {
      return store.plots.search(plotSearchQuerySchema.parse(input));
    }

    async function searchIds(input: PlotSearchQueryInput = {}): Promise<string[]> {
      const page = await search({ pageSize: 48, ...input });
      return page.items.map((plot) => plot.id);
    }

    describe('regions', () => {
      it('creates a region with an id and store-set timestamps, and reads it back', async () => {
        const before = Date.now();
        const created = await store.regions.create(aRegion({ region: 'Rayapudi' }));
        const after = Date.now();

        expect(created.id).toEqual(expect.any(String));
        expect(created.id.length).toBeGreaterThan(0);
        expectStoreTimestamp(created.createdAt, before, after);
        expect(created.updatedAt).toBeNull();

        const read = await store.regions.get(created.id);
        expect(read).toEqual({ ...aRegion({ region: 'Rayapudi' }), id: created.id, createdAt: created.createdAt, updatedAt: null });
      });

      it('gives every region its own id', async () => {
        const first = await store.regions.create(aRegion({ region: 'A' }));
        const second = await store.regions.create(aRegion({ region: 'A' }));
        expect(first.id).not.toBe(second.id);
        expect(await store.regions.list()).toHaveLength(2);
      });

      it('lists regions by name, A to Z, ignoring case', async () => {
        for (const name of ['velagapudi', 'Amaravati', 'kaza', 'Borupalem', 'abbarajupalem']) {
          await store.regions.create(aRegion({ region: name }));
        }
        const names = (await store.regions.list()).map((region) => region.region);
        expect(names).toEqual(['abbarajupalem', 'Amaravati', 'Borupalem', 'kaza', 'velagapudi']);
      });

      it('returns an empty list when there are no regions', async () => {
        expect(await store.regions.list()).toEqual([]);
        expect(await store.regions.list({ order: 'newest' })).toEqual([]);
      });

      it('lists regions newest first when asked (the admin list)', async () => {
        const made = await inOrder(['Mandadam', 'Abbarajupalem', 'Tadepalli'].map((region) => () => store.regions.create(aRegion({ region }))));
        expect((await store.regions.list({ order: 'newest' })).map((region) => region.id)).toEqual(made.map((region) => region.id).reverse());
        // Renaming does not move a region in that order; the default order stays by name.
        await store.regions.update(made[0]!.id, { region: 'Zzz' });
        expect((await store.regions.list({ order: 'newest' })).map((region) => region.region)).toEqual(['Tadepalli', 'Abbarajupalem', 'Zzz']);
        expect((await store.regions.list({ order: 'name' })).map((region) => region.region)).toEqual(['Abbarajupalem', 'Tadepalli', 'Zzz']);
      });

      it('updates only the fields in the patch and sets updatedAt', async () => {
        const created = await store.regions.create(aRegion({ region: 'Thullur' }));
        await tick();
        const updated = await store.regions.update(created.id, { ResidentialPriceMax: 61000 });

        expect(updated?.ResidentialPriceMax).toBe(61000);
        const read = await store.regions.get(created.id);
        expect(read).toMatchObject({ ...aRegion({ region: 'Thullur' }), ResidentialPriceMax: 61000, createdAt: created.createdAt });
        expect(read?.updatedAt).toEqual(expect.any(String));
        expectIso(read?.updatedAt);
        expect(Date.parse(read!.updatedAt!)).toBeGreaterThan(Date.parse(created.createdAt));
      });

      it('renames a region', async () => {
        const created = await store.regions.create(aRegion({ region: 'New Region' }));
        await store.regions.update(created.id, { region: 'Nelapadu' });
        expect((await store.regions.list()).map((region) => region.region)).toEqual(['Nelapadu']);
      });

      it('answers null when updating and false when deleting a missing region', async () => {
        expect(await store.regions.update('no-such-id', { region: 'X' })).toBeNull();
        expect(await store.regions.delete('no-such-id')).toBe(false);
        expect(await store.regions.get('no-such-id')).toBeNull();
        expect(await store.regions.list()).toEqual([]);
      });

      it('stores the Telugu name, changes it alone, and keeps it through other changes', async () => {
        const created = await store.regions.create(aRegion({ region: 'Thullur', regionTe: 'తుళ్లూరు' }));
        expect(await store.regions.get(created.id)).toEqual({ ...aRegion({ region: 'Thullur', regionTe: 'తుళ్లూరు' }), id: created.id, createdAt: created.createdAt, updatedAt: null });
        await store.regions.update(created.id, { ResidentialPriceMax: 61_000 });
        expect(await store.regions.get(created.id)).toMatchObject({ regionTe: 'తుళ్లూరు', ResidentialPriceMax: 61_000 });
        await store.regions.update(created.id, { regionTe: 'తుళ్ళూరు' });
        expect((await store.regions.list()).map(({ region, regionTe }) => ({ region, regionTe }))).toEqual([{ region: 'Thullur', regionTe: 'తుళ్ళూరు' }]);
        await store.regions.update(created.id, { regionTe: '' });
        expect((await store.regions.get(created.id))?.regionTe).toBe('');
      });

      it('reads a region stored before the Telugu name existed with a blank one, and stores one written without it so', async () => {
        const { regionTe: _regionTe, ...older } = aRegion({ region: 'Kaza' });
        await writeOlder('regions', 'older-region', older);
        expect(await store.regions.get('older-region')).toEqual({ ...older, regionTe: '', id: 'older-region', createdAt: expect.any(String), updatedAt: null });
        expect(await store.regions.list()).toEqual([await store.regions.get('older-region')]);
        const created = await store.regions.create({ ...older, region: 'Namburu' });
        expect((await store.regions.get(created.id))?.regionTe).toBe('');
      });

      it('deletes a region once', async () => {
        const keep = await store.regions.create(aRegion({ region: 'Keep' }));
        const gone = await store.regions.create(aRegion({ region: 'Gone' }));
        expect(await store.regions.delete(gone.id)).toBe(true);
        expect(await store.regions.delete(gone.id)).toBe(false);
        expect(await store.regions.get(gone.id)).toBeNull();
        expect((await store.regions.list()).map((region) => region.id)).toEqual([keep.id]);
      });
    });

    describe('regions: price history', () => {
      const admin = { id: 'admin-1', email: 'admin@example.com' };
      const prices = (residential: number) => ({ ResidentialPriceMin: residential, ResidentialPriceMax: residential + 2000, CommercialPriceMin: residential * 2, CommercialPriceMax: residential * 2 + 5000 });

      it('keeps each price change with the prices before and after, who and the day, written with the change; a change of name alone adds none', async () => {
        const region = await store.regions.create(aRegion({ region: 'Thullur', ...prices(10_000) }));
        expect(await store.regions.priceHistory(region.id)).toEqual([]);
        const before = Date.now();
        await store.regions.update(region.id, { ResidentialPriceMax: 15_000 }, admin);
        await tick();
        await store.regions.update(region.id, { region: 'Thulluru' }, admin);
        await store.regions.update(region.id, { CommercialPriceMin: 21_000, regionTe: 'తుళ్లూరు' }, null);
        // A patch that leaves every price as it is changes nothing to remember.
        await store.regions.update(region.id, { CommercialPriceMin: 21_000 }, admin);
        const history = await store.regions.priceHistory(region.id);
        expect(history).toEqual([
          {
            id: expect.any(String),
            regionId: region.id,
            day: siteDay(new Date(before)),
            prices: { ...prices(10_000), ResidentialPriceMax: 15_000 },
            previous: prices(10_000),
            source: 'change',
            corrects: '',
            by: admin,
            at: expect.any(String),
          },
          expect.objectContaining({ prices: { ...prices(10_000), ResidentialPriceMax: 15_000, CommercialPriceMin: 21_000 }, previous: { ...prices(10_000), ResidentialPriceMax: 15_000 }, by: null }),
        ]);
        expect(Date.parse(history[0]!.at)).toBeGreaterThanOrEqual(before - 1000);
        expect(history[0]!.at <= history[1]!.at).toBe(true);
      });

      it('adds past entries and corrections as given, each with its own id and time, in the order given; an update of no region adds nothing', async () => {
        const region = await store.regions.create(aRegion({ region: 'Mandadam' }));
        const other = await store.regions.create(aRegion({ region: 'Rayapudi' }));
        const added = await store.regions.addPriceEntries([
          { regionId: region.id, day: '2023-04-01', prices: prices(6000), previous: null, source: 'past', corrects: '', by: admin },
          { regionId: other.id, day: '2023-05-01', prices: prices(5000), previous: null, source: 'past', corrects: '', by: null },
          { regionId: region.id, day: '2023-01-01', prices: prices(5500), previous: null, source: 'past', corrects: '', by: admin },
        ]);
        expect(added).toHaveLength(3);
        expect(new Set(added.map((entry) => entry.id)).size).toBe(3);
        const [fix] = await store.regions.addPriceEntries([{ regionId: region.id, day: '2023-04-02', prices: prices(6100), previous: null, source: 'correction', corrects: added[0]!.id, by: admin }]);
        expect(await store.regions.priceHistory(region.id)).toEqual([
          { ...added[0], id: added[0]!.id, at: expect.any(String) },
          { ...added[2], id: added[2]!.id, at: expect.any(String) },
          { id: fix!.id, regionId: region.id, day: '2023-04-02', prices: prices(6100), previous: null, source: 'correction', corrects: added[0]!.id, by: admin, at: expect.any(String) },
        ]);
        expect((await store.regions.priceHistory(other.id)).map((entry) => entry.day)).toEqual(['2023-05-01']);
        expect(await store.regions.addPriceEntries([])).toEqual([]);
        expect(await store.regions.update('no-such-region', { ResidentialPriceMin: 1 }, admin)).toBeNull();
        expect(await store.regions.priceHistory('no-such-region')).toEqual([]);
      });

      it('keeps the history of a deleted region', async () => {
        const region = await store.regions.create(aRegion({ region: 'Gone' }));
        await store.regions.update(region.id, { ResidentialPriceMin: 1 }, admin);
        await store.regions.delete(region.id);
        expect(await store.regions.priceHistory(region.id)).toHaveLength(1);
      });
    });

    describe('plots: create, read, update, delete', () => {
      it('stores every field and reads it back through get and search', async () => {
        const record = aPlot({
          title: 'East-facing plot near the Seed Access Road',
          titleTe: 'సీడ్ యాక్సెస్ రోడ్డు దగ్గర తూర్పు ముఖ ప్లాట్',
          descriptionTe: 'గేటెడ్ లేఅవుట్‌లో 200 చ.గ. ప్లాట్.\nరిజిస్ట్రేషన్‌కు సిద్ధం.',
          features: ['Gated layout', 'Underground drainage'],
          coordinates: { latitude: 16.5123, longitude: 80.5234 },
          featured: true,
          area: 1800.5,
          roadWidth: 12.5,
        });
        const before = Date.now();
        const created = await store.plots.create(record);
        const after = Date.now();

        expectStoreTimestamp(created.createdAt, before, after);
        expect(created.updatedAt).toBeNull();
        const expected: Plot = { ...record, id: created.id, createdAt: created.createdAt, updatedAt: null };
        expect(await store.plots.get(created.id)).toEqual(expected);
        expect((await search()).items).toEqual([expected]);
      });

      it('sets createdAt itself, whatever the record carries', async () => {
        const sneaky = { ...aPlot(), createdAt: '2001-01-01T00:00:00.000Z', id: 'chosen-by-client' } as PlotRecord;
        const before = Date.now();
        const created = await store.plots.create(sneaky);
        expect(created.id).not.toBe('chosen-by-client');
        expectStoreTimestamp((await store.plots.get(created.id))!.createdAt, before, Date.now());
      });

      it('updates only the given fields, sets updatedAt and keeps createdAt', async () => {
        const created = await store.plots.create(aPlot({ status: 'available', title: 'Plot 7' }));
        await tick();
        const updated = await store.plots.update(created.id, { status: 'sold' });
        expect(updated?.status).toBe('sold');

        const read = await store.plots.get(created.id);
        expect(read).toMatchObject({ ...aPlot({ title: 'Plot 7' }), status: 'sold', createdAt: created.createdAt });
        expectIso(read?.updatedAt);
        expect(Date.parse(read!.updatedAt!)).toBeGreaterThan(Date.parse(created.createdAt));
      });

      it('moves updatedAt forward on every update', async () => {
        const created = await store.plots.create(aPlot());
        await tick();
        const first = await store.plots.update(created.id, { title: 'First' });
        await tick();
        const second = await store.plots.update(created.id, { title: 'Second' });
        expect(Date.parse(second!.updatedAt!)).toBeGreaterThan(Date.parse(first!.updatedAt!));
        expect((await store.plots.get(created.id))?.title).toBe('Second');
      });

      it('updates coordinates, features, price and the featured flag', async () => {
        const created = await store.plots.create(aPlot({ features: ['A'], featured: false }));
        await store.plots.update(created.id, {
          coordinates: { latitude: 16.49, longitude: 80.51 },
          features: [],
          featured: true,
          price: 12_000_000,
          priceUnit: 'crores',
        });
        expect(await store.plots.get(created.id)).toMatchObject({
          coordinates: { latitude: 16.49, longitude: 80.51 },
          features: [],
          featured: true,
          price: 12_000_000,
          priceUnit: 'crores',
        });
      });

      it('answers null when updating and false when deleting a missing plot', async () => {
        expect(await store.plots.update('no-such-id', { status: 'sold' })).toBeNull();
        expect(await store.plots.delete('no-such-id')).toBe(false);
        expect(await store.plots.get('no-such-id')).toBeNull();
        expect(await store.plots.count()).toBe(0);
      });

      it('deletes a plot and counts what is left', async () => {
        const [first, second] = await inOrder([() => store.plots.create(aPlot()), () => store.plots.create(aPlot())]);
        expect(await store.plots.count()).toBe(2);
        expect(await store.plots.delete(first!.id)).toBe(true);
        expect(await store.plots.delete(first!.id)).toBe(false);
        expect(await store.plots.count()).toBe(1);
        expect(await searchIds()).toEqual([second!.id]);
      });

      it('lists every referenced image public id once, skipping plots without an image', async () => {
        await store.plots.create(aPlot({ imagePublicId: 'img-a', imageUrl: '/images/img-a-960.webp' }));
        await store.plots.create(aPlot({ imagePublicId: 'img-b', imageUrl: '/images/img-b-960.webp' }));
        await store.plots.create(aPlot({ imagePublicId: 'img-a', imageUrl: '/images/img-a-960.webp' }));
        await store.plots.create(aPlot({ imagePublicId: '', imageUrl: '' }));
        expect((await store.plots.imagePublicIds()).sort()).toEqual(['img-a', 'img-b']);
      });

      it('stores the plot page fields: photos in order, approvals, survey numbers and charges', async () => {
        const images = [
          { url: '/images/cover-960.webp', publicId: 'cover', alt: 'The plot from the road' },
          { url: '/images/side-960.webp', publicId: 'side', alt: '' },
          { url: 'https://example.com/plan.jpg', publicId: '', alt: 'Layout plan' },
        ];
        const record = aPlot({
          images,
          ventureName: 'Sri Sai Nagar Phase 2',
          layoutAuthority: 'DTCP',
          layoutPermitNumber: 'LP No. 1234/2019/R',
          reraNumber: 'P06060125894',
          surveyNumbers: ['123/2A', '301-B'],
          developmentChargesPerSqYard: 1500,
          premiumPerSqYard: 750,
        });
        const created = await store.plots.create(record);
        const read = await store.plots.get(created.id);
        // The cover is images[0], whatever imageUrl the record carried.
        expect(read).toEqual({ ...record, imageUrl: '/images/cover-960.webp', imagePublicId: 'cover', id: created.id, createdAt: created.createdAt, updatedAt: null });
        expect((await search()).items[0]).toEqual(read);
      });

      it('keeps imageUrl and imagePublicId on the cover (images[0]) through every write', async () => {
        const created = await store.plots.create(aPlot({ images: [{ url: '/images/a-960.webp', publicId: 'a', alt: '' }] }));
        expect(created).toMatchObject({ imageUrl: '/images/a-960.webp', imagePublicId: 'a' });
        const reordered = [
          { url: '/images/b-960.webp', publicId: 'b', alt: 'New cover' },
          { url: '/images/a-960.webp', publicId: 'a', alt: '' },
        ];
        await store.plots.update(created.id, { images: reordered });
        expect(await store.plots.get(created.id)).toMatchObject({ images: reordered, imageUrl: '/images/b-960.webp', imagePublicId: 'b' });
        await store.plots.update(created.id, { images: [] });
        expect(await store.plots.get(created.id)).toMatchObject({ images: [], imageUrl: '', imagePublicId: '' });
        // A patch that names no photo field leaves the photos alone.
        await store.plots.update(created.id, { images: reordered });
        await store.plots.update(created.id, { title: 'Renamed' });
        expect(await store.plots.get(created.id)).toMatchObject({ title: 'Renamed', images: reordered, imagePublicId: 'b' });
      });

      it('makes a plot written with one image and no list read back with that image as its one photo', async () => {
        const created = await store.plots.create(aPlot({ imageUrl: '/images/old-960.webp', imagePublicId: 'old', images: [] }));
        expect(await store.plots.get(created.id)).toMatchObject({
          imageUrl: '/images/old-960.webp',
          imagePublicId: 'old',
          images: [{ url: '/images/old-960.webp', publicId: 'old', alt: '' }],
        });
      });

      it('changes the Telugu title and description alone, and keeps them through other changes', async () => {
        const created = await store.plots.create(aPlot({ titleTe: 'ప్లాట్', descriptionTe: 'వివరాలు' }));
        await store.plots.update(created.id, { status: 'sold', title: 'Renamed' });
        expect(await store.plots.get(created.id)).toMatchObject({ title: 'Renamed', titleTe: 'ప్లాట్', descriptionTe: 'వివరాలు' });
        await store.plots.update(created.id, { titleTe: 'కొత్త పేరు', descriptionTe: '' });
        expect(await store.plots.get(created.id)).toMatchObject({ title: 'Renamed', titleTe: 'కొత్త పేరు', descriptionTe: '' });
      });

      it('reads a plot stored before the Telugu texts existed with blank ones, and stores one written without them so', async () => {
        const { titleTe: _titleTe, descriptionTe: _descriptionTe, ...older } = aPlot({ title: 'Old plot' });
        await writeOlder('plots', 'older-plot', older);
        const read = await store.plots.get('older-plot');
        expect(read).toEqual({ ...older, titleTe: '', descriptionTe: '', id: 'older-plot', createdAt: expect.any(String), updatedAt: null });
        expect((await search()).items).toEqual([read]);
        expect(await store.plots.featured(1)).toEqual([read]);
        const created = await store.plots.create(older);
        expect(await store.plots.get(created.id)).toMatchObject({ titleTe: '', descriptionTe: '' });
      });

      it('stores the documents checked and reads them back, keeping them through changes that do not name them', async () => {
        const documents = { checked: { saleDeed: '2026-11-02', encumbrance: '2026-11-03', not22A: '2026-10-30' }, encumbranceYears: 30, note: 'EC from 1996: nil encumbrance.' };
        const created = await store.plots.create(aPlot({ documents }));
        expect(created.documents).toEqual(documents);
        expect((await store.plots.get(created.id))?.documents).toEqual(documents);
        await store.plots.update(created.id, { title: 'Renamed', status: 'sold' });
        expect((await store.plots.get(created.id))?.documents).toEqual(documents);
        await store.plots.update(created.id, { documents: noDocumentChecks() });
        expect((await store.plots.get(created.id))?.documents).toEqual(noDocumentChecks());
      });

      it('reads a plot stored before the documents were checked with none, and never as verified', async () => {
        const { documents: _documents, ...older } = aPlot({ title: 'Old plot' });
        await writeOlder('plots', 'older-plot', older);
        expect((await store.plots.get('older-plot'))?.documents).toEqual(noDocumentChecks());
        expect((await search()).total).toBe(1);
        expect((await search({ documents: 'verified' })).total).toBe(0);
      });

      it('lists the public ids of every photo, not only the covers', async () => {
        await store.plots.create(
          aPlot({
            images: [
              { url: '/images/c1-960.webp', publicId: 'c1', alt: '' },
              { url: '/images/c2-960.webp', publicId: 'c2', alt: '' },
              { url: 'https://example.com/elsewhere.jpg', publicId: '', alt: '' },
            ],
          }),
        );
        await store.plots.create(aPlot({ images: [{ url: 'https://example.com/x.jpg', publicId: '', alt: '' }, { url: '/images/c3-960.webp', publicId: 'c3', alt: '' }] }));
        expect((await store.plots.imagePublicIds()).sort()).toEqual(['c1', 'c2', 'c3']);
      });

      it('summarises every plot, newest first, with its last change', async () => {
        expect(await store.plots.summaries()).toEqual([]);
        const [first, second] = await inOrder([
          () => store.plots.create(aPlot({ title: 'Corner plot', category: 'commercial' })),
          () => store.plots.create(aPlot({ title: 'Farm land', category: 'agricultural' })),
        ]);
        const changed = await store.plots.update(first!.id, { status: 'sold' });
        expect(await store.plots.summaries()).toEqual([
          { id: second!.id, title: 'Farm land', category: 'agricultural', status: 'available', createdAt: second!.createdAt, updatedAt: null },
          { id: first!.id, title: 'Corner plot', category: 'commercial', status: 'sold', createdAt: first!.createdAt, updatedAt: changed!.updatedAt },
        ]);
        expect(changed!.updatedAt).not.toBeNull();
      });
    });

    describe('plots: search filters', () => {
      it('returns every plot, newest first, with the total when no filter is set', async () => {
        const made = await inOrder([1, 2, 3].map((n) => () => store.plots.create(aPlot({ title: `Plot ${n}` }))));
        const page = await search();
        expect(page.total).toBe(3);
        expect(page.items.map((plot) => plot.id)).toEqual(made.map((plot) => plot.id).reverse());
        expect(page.page).toBe(1);
        expect(page.pageSize).toBe(12);
      });

      it('matches location as a case-insensitive substring', async () => {
        const rayapudi = await store.plots.create(aPlot({ location: 'Rayapudi' }));
        const nearRayapudi = await store.plots.create(aPlot({ location: 'Near RAYAPUDI junction' }));
        await store.plots.create(aPlot({ location: 'Thullur' }));

        expect((await searchIds({ location: 'rayapudi' })).sort()).toEqual([rayapudi.id, nearRayapudi.id].sort());
        expect((await searchIds({ location: 'YAPU' })).sort()).toEqual([rayapudi.id, nearRayapudi.id].sort());
        expect(await searchIds({ location: 'junction' })).toEqual([nearRayapudi.id]);
        expect(await searchIds({ location: 'Vijayawada' })).toEqual([]);
        expect((await search({ location: 'rayapudi' })).total).toBe(2);
      });

      it('treats % and _ in the location text literally', async () => {
        const percent = await store.plots.create(aPlot({ location: 'Kaza 100% clear title' }));
        const underscore = await store.plots.create(aPlot({ location: 'Block_A Mandadam' }));
        await store.plots.create(aPlot({ location: 'BlockXA Mandadam' }));
        await store.plots.create(aPlot({ location: 'Kaza 1000 clear title' }));
        const backslash = await store.plots.create(aPlot({ location: 'Survey 12\\3 Inavolu' }));

        expect(await searchIds({ location: '%' })).toEqual([percent.id]);
        expect(await searchIds({ location: '100%' })).toEqual([percent.id]);
        expect(await searchIds({ location: '_' })).toEqual([underscore.id]);
        expect(await searchIds({ location: 'k_A' })).toEqual([underscore.id]);
        expect(await searchIds({ location: '12\\3' })).toEqual([backslash.id]);
        expect((await search({ location: '%' })).total).toBe(1);
      });

      it('filters on total price with inclusive bounds, each alone and together', async () => {
        const cheap = await store.plots.create(aPlot({ price: 2_000_000 }));
        const middle = await store.plots.create(aPlot({ price: 5_000_000 }));
        const dear = await store.plots.create(aPlot({ price: 15_000_000 }));

        expect((await searchIds({ priceMin: 5_000_000 })).sort()).toEqual([middle.id, dear.id].sort());
        expect((await searchIds({ priceMax: 5_000_000 })).sort()).toEqual([cheap.id, middle.id].sort());
        expect(await searchIds({ priceMin: 2_000_001, priceMax: 14_999_999 })).toEqual([middle.id]);
        expect(await searchIds({ priceMin: 15_000_001 })).toEqual([]);
        expect(await searchIds({ priceMin: 9_000_000, priceMax: 1_000_000 })).toEqual([]);
      });

      it('filters on area (sq ft) with inclusive bounds, each alone and together', async () => {
        const small = await store.plots.create(aPlot({ area: 900 }));
        const middle = await store.plots.create(aPlot({ area: 1800.5 }));
        const large = await store.plots.create(aPlot({ area: 43_560 }));

        expect((await searchIds({ areaMin: 1800.5 })).sort()).toEqual([middle.id, large.id].sort());
        expect((await searchIds({ areaMax: 1800.5 })).sort()).toEqual([small.id, middle.id].sort());
        expect(await searchIds({ areaMin: 901, areaMax: 43_559 })).toEqual([middle.id]);
        expect(await searchIds({ areaMax: 899 })).toEqual([]);
      });

      it('ignores blank, non-numeric and undefined bounds', async () => {
        await store.plots.create(aPlot({ price: 2_000_000, area: 900 }));
        await store.plots.create(aPlot({ price: 9_000_000, area: 2400 }));
        expect((await search({ priceMin: '', priceMax: '  ', areaMin: 'abc', areaMax: undefined })).total).toBe(2);
        const raw = await store.plots.search({
          sort: 'newest',
          page: 1,
          pageSize: 12,
          priceMin: undefined,
          priceMax: undefined,
          areaMin: undefined,
          areaMax: undefined,
          location: undefined,
          status: undefined,
          roadFacing: undefined,
          category: undefined,
          featured: undefined,
          documents: undefined,
        });
        expect(raw.total).toBe(2);
      });

      it('filters on documents verified: the four title papers checked, not fewer; "any" means no filter', async () => {
        const day = '2026-11-01';
        const titlePapers = { saleDeed: day, linkDocuments: day, encumbrance: day, passbook: day };
        const verified = await store.plots.create(aPlot({ documents: { checked: titlePapers, encumbranceYears: 30, note: '' } }));
        const { passbook: _passbook, ...threePapers } = titlePapers;
        const three = await store.plots.create(aPlot({ documents: { checked: { ...threePapers, rera: day, nala: day, not22A: day, taxReceipts: day, layoutApproval: day }, encumbranceYears: 13, note: '' } }));
        await store.plots.create(aPlot());
        expect(await searchIds({ documents: 'verified' })).toEqual([verified.id]);
        expect((await search({ documents: 'any' })).total).toBe(3);
        // The filter follows every write of the checks, both ways.
        await store.plots.update(three.id, { documents: { checked: { ...titlePapers }, encumbranceYears: 13, note: '' } });
        await store.plots.update(verified.id, { documents: { checked: threePapers, encumbranceYears: 30, note: '' } });
        expect(await searchIds({ documents: 'verified' })).toEqual([three.id]);
        // With the other filters.
        expect(await searchIds({ documents: 'verified', status: 'available', location: 'thullur' })).toEqual([three.id]);
        expect(await searchIds({ documents: 'verified', status: 'sold' })).toEqual([]);
      });

      it('filters on status, and "all" means no filter', async () => {
        const available = await store.plots.create(aPlot({ status: 'available' }));
        const sold = await store.plots.create(aPlot({ status: 'sold' }));
        expect(await searchIds({ status: 'available' })).toEqual([available.id]);
        expect(await searchIds({ status: 'sold' })).toEqual([sold.id]);
        expect((await search({ status: 'all' })).total).toBe(2);
      });

      it('matches road facing exactly, and "any" means no filter', async () => {
        const north = await store.plots.create(aPlot({ roadFacing: 'North' }));
        const northEast = await store.plots.create(aPlot({ roadFacing: 'North-East' }));
        await store.plots.create(aPlot({ roadFacing: 'South' }));
        expect(await searchIds({ roadFacing: 'North' })).toEqual([north.id]);
        expect(await searchIds({ roadFacing: 'North-East' })).toEqual([northEast.id]);
        expect(await searchIds({ roadFacing: 'West' })).toEqual([]);
        expect((await search({ roadFacing: 'any' })).total).toBe(3);
      });

      it('filters on category', async () => {
        const farm = await store.plots.create(aPlot({ category: 'agricultural' }));
        const flat = await store.plots.create(aPlot({ category: 'apartments' }));
        await store.plots.create(aPlot({ category: 'residential' }));
        expect(await searchIds({ category: 'agricultural' })).toEqual([farm.id]);
        expect(await searchIds({ category: 'apartments' })).toEqual([flat.id]);
        expect(await searchIds({ category: 'houses' })).toEqual([]);
      });

      it('filters on the featured flag both ways', async () => {
        const featured = await store.plots.create(aPlot({ featured: true }));
        const plain = await store.plots.create(aPlot({ featured: false }));
        expect(await searchIds({ featured: 'true' })).toEqual([featured.id]);
        expect(await searchIds({ featured: 'false' })).toEqual([plain.id]);
      });

      it('combines every filter with AND', async () => {
        const match = await store.plots.create(
          aPlot({ location: 'Velagapudi', price: 6_000_000, area: 2000, status: 'available', roadFacing: 'East', category: 'residential', featured: true }),
        );
        // Each of these misses exactly one condition.
        await store.plots.create(aPlot({ location: 'Mandadam', price: 6_000_000, area: 2000, status: 'available', roadFacing: 'East', category: 'residential', featured: true }));
        await store.plots.create(aPlot({ location: 'Velagapudi', price: 9_000_000, area: 2000, status: 'available', roadFacing: 'East', category: 'residential', featured: true }));
        await store.plots.create(aPlot({ location: 'Velagapudi', price: 6_000_000, area: 500, status: 'available', roadFacing: 'East', category: 'residential', featured: true }));
        await store.plots.create(aPlot({ location: 'Velagapudi', price: 6_000_000, area: 2000, status: 'sold', roadFacing: 'East', category: 'residential', featured: true }));
        await store.plots.create(aPlot({ location: 'Velagapudi', price: 6_000_000, area: 2000, status: 'available', roadFacing: 'West', category: 'residential', featured: true }));
        await store.plots.create(aPlot({ location: 'Velagapudi', price: 6_000_000, area: 2000, status: 'available', roadFacing: 'East', category: 'houses', featured: true }));
        await store.plots.create(aPlot({ location: 'Velagapudi', price: 6_000_000, area: 2000, status: 'available', roadFacing: 'East', category: 'residential', featured: false }));

        const page = await search({
          location: 'velaga',
          priceMin: 5_000_000,
          priceMax: 7_000_000,
          areaMin: 1000,
          areaMax: 3000,
          status: 'available',
          roadFacing: 'East',
          category: 'residential',
          featured: 'true',
        });
        expect(page.items.map((plot) => plot.id)).toEqual([match.id]);
        expect(page.total).toBe(1);
        expect((await search({ location: 'velaga', status: 'available' })).total).toBe(6);
      });

      it('finds exactly what the in-memory match (core/plot-matches-search.ts) finds, case by case', async () => {
        const named = new Map<string, string>();
        for (const [name, fields] of Object.entries(SEARCH_CASE_PLOTS)) named.set((await store.plots.create(aPlot({ ...fields, title: name }))).id, name);
        const every = (await search({ pageSize: 48 })).items;
        for (const { name, query, finds } of SEARCH_CASES) {
          const found = (await searchIds(query)).map((id) => named.get(id)).sort();
          expect(found, name).toEqual([...finds].sort());
          const filters = plotSearchQuerySchema.parse(query);
          expect(every.filter((plot) => plotMatchesSearch(plot, filters)).map((plot) => plot.title).sort(), `${name}, matched in memory`).toEqual(found);
        }
      });
    });

    describe('plots: sorting and paging', () => {
      async function fivePlots() {
        // Prices and areas deliberately not in creation order.
        const specs = [
          { price: 3_000_000, area: 1500 },
          { price: 9_000_000, area: 1200 },
          { price: 1_000_000, area: 4000 },
          { price: 7_000_000, area: 900 },
          { price: 5_000_000, area: 2500 },
        ];
        return inOrder(specs.map((spec) => () => store.plots.create(aPlot(spec))));
      }

      it('sorts newest first by default', async () => {
        const made = await fivePlots();
        expect(await searchIds()).toEqual(made.map((plot) => plot.id).reverse());
        expect(await searchIds({ sort: 'newest' })).toEqual(made.map((plot) => plot.id).reverse());
      });

      it('sorts by price both ways', async () => {
        await fivePlots();
        expect(await prices({ sort: 'price-asc' })).toEqual([1_000_000, 3_000_000, 5_000_000, 7_000_000, 9_000_000]);
        expect(await prices({ sort: 'price-desc' })).toEqual([9_000_000, 7_000_000, 5_000_000, 3_000_000, 1_000_000]);
      });

      it('sorts by area both ways', async () => {
        await fivePlots();
        expect(await areas({ sort: 'area-asc' })).toEqual([900, 1200, 1500, 2500, 4000]);
        expect(await areas({ sort: 'area-desc' })).toEqual([4000, 2500, 1500, 1200, 900]);
      });

      it('sorts the filtered set only', async () => {
        await fivePlots();
        expect(await prices({ sort: 'price-asc', priceMin: 3_000_000, priceMax: 7_000_000 })).toEqual([3_000_000, 5_000_000, 7_000_000]);
      });

      it('pages through results with the right slice and total', async () => {
        await fivePlots();
        const first = await search({ sort: 'price-asc', page: 1, pageSize: 2 });
        const second = await search({ sort: 'price-asc', page: 2, pageSize: 2 });
        const third = await search({ sort: 'price-asc', page: 3, pageSize: 2 });
        expect(first.items.map((plot) => plot.price)).toEqual([1_000_000, 3_000_000]);
        expect(second.items.map((plot) => plot.price)).toEqual([5_000_000, 7_000_000]);
        expect(third.items.map((plot) => plot.price)).toEqual([9_000_000]);
        for (const page of [first, second, third]) expect(page.total).toBe(5);
        expect(second).toMatchObject({ page: 2, pageSize: 2 });
      });

      it('serves admin pages of up to 100 plots', async () => {
        for (let n = 0; n < 101; n += 1) await store.plots.create(aPlot({ title: `Plot ${n}` }));
        const first = await store.plots.search(adminPlotSearchQuerySchema.parse({ pageSize: '100' }));
        expect(first.items).toHaveLength(100);
        expect(first).toMatchObject({ total: 101, page: 1, pageSize: 100 });
        const second = await store.plots.search(adminPlotSearchQuerySchema.parse({ pageSize: '100', page: '2' }));
        expect(second.items).toHaveLength(1);
        expect(new Set([...first.items, ...second.items].map((plot) => plot.id)).size).toBe(101);
      });

      it('answers a page beyond the end with no items but the true total', async () => {
        await fivePlots();
        const page = await search({ page: 4, pageSize: 2 });
        expect(page.items).toEqual([]);
        expect(page.total).toBe(5);
        expect(page.page).toBe(4);
        const filtered = await search({ page: 9, pageSize: 2, priceMin: 5_000_000 });
        expect(filtered).toMatchObject({ items: [], total: 3 });
      });

      it.each(PLOT_SORTS)('pages without gaps or repeats when values tie (%s)', async (sort: PlotSort) => {
        // Same price and area everywhere: only the tiebreaker orders them.
        const made = await inOrder(
          Array.from({ length: 7 }, (_, n) => () => store.plots.create(aPlot({ title: `Twin ${n}`, price: 4_000_000, area: 1800 }))),
        );
        const seen: string[] = [];
        for (let page = 1; page <= 4; page += 1) {
          const result = await search({ sort, page, pageSize: 2 });
          seen.push(...result.items.map((plot) => plot.id));
          expect(result.total).toBe(7);
        }
        expect(seen).toHaveLength(7);
        expect(new Set(seen)).toEqual(new Set(made.map((plot) => plot.id)));
        // The same query twice gives the same order: paging is stable.
        expect(await searchIds({ sort })).toEqual(await searchIds({ sort }));
      });

      async function prices(input: PlotSearchQueryInput) {
        return (await search(input)).items.map((plot) => plot.price);
      }
      async function areas(input: PlotSearchQueryInput) {
        return (await search(input)).items.map((plot) => plot.area);
      }
    });

    describe('plots: featured', () => {
      it('lists available plots only, featured ones first, then newest first', async () => {
        const [oldFeatured, oldPlain, soldFeatured, newFeatured, newPlain, soldPlain] = await inOrder([
          () => store.plots.create(aPlot({ title: 'old featured', featured: true })),
          () => store.plots.create(aPlot({ title: 'old plain', featured: false })),
          () => store.plots.create(aPlot({ title: 'sold featured', featured: true, status: 'sold' })),
          () => store.plots.create(aPlot({ title: 'new featured', featured: true })),
          () => store.plots.create(aPlot({ title: 'new plain', featured: false })),
          () => store.plots.create(aPlot({ title: 'sold plain', featured: false, status: 'sold' })),
        ]);
        const ids = (await store.plots.featured(10)).map((plot) => plot.id);
        expect(ids).toEqual([newFeatured!.id, oldFeatured!.id, newPlain!.id, oldPlain!.id]);
        expect(ids).not.toContain(soldFeatured!.id);
        expect(ids).not.toContain(soldPlain!.id);
      });

      it('returns at most the limit', async () => {
        await inOrder(Array.from({ length: 5 }, (_, n) => () => store.plots.create(aPlot({ featured: n % 2 === 0 }))));
        const top = await store.plots.featured(2);
        expect(top).toHaveLength(2);
        expect(top.every((plot) => plot.featured)).toBe(true);
        expect(await store.plots.featured(12)).toHaveLength(5);
      });

      it('returns an empty list when every plot is sold', async () => {
        await store.plots.create(aPlot({ status: 'sold', featured: true }));
        expect(await store.plots.featured(6)).toEqual([]);
      });

      it('drops a plot from the list once it is sold', async () => {
        const plot = await store.plots.create(aPlot({ featured: true }));
        expect((await store.plots.featured(6)).map((p) => p.id)).toEqual([plot.id]);
        await store.plots.update(plot.id, { status: 'sold' });
        expect(await store.plots.featured(6)).toEqual([]);
      });
    });

    describe('ventures', () => {
      it('creates a venture with store times and an empty layout at version 0, and reads it back through get, list and layout', async () => {
        const input = aVenture({
          name: 'Lotus Enclave',
          nameTe: 'లోటస్ ఎన్‌క్లేవ్',
          descriptionTe: 'గేటెడ్ లేఅవుట్.\nరిజిస్ట్రేషన్‌కు సిద్ధం.',
          layoutAuthority: 'DTCP',
          saleStatus: 'upcoming',
          images: [
            { url: '/images/v1-960.webp', publicId: 'v1', alt: 'The entrance arch' },
            { url: 'https://example.com/v2.jpg', publicId: '', alt: '' },
          ],
          plotDefaults: { pricePerSqYard: 32_500, roadFacing: 'North-East', category: 'open-plots', type: 'Commercial', areaSqYd: 166.5, roadWidth: 12 },
          feetPerPlanUnit: 0.75,
        });
        const before = Date.now();
        const created = await store.ventures.create(input);
        expectStoreTimestamp(created.createdAt, before, Date.now());
        const expected: Venture = { ...input, id: created.id, createdAt: created.createdAt, updatedAt: null, layout: { image: null, version: 0 } };
        expect(created).toEqual(expected);
        expect(await store.ventures.get(created.id)).toEqual(expected);
        expect(await store.ventures.list()).toEqual([expected]);
        expect(await store.ventures.layout(created.id)).toEqual({ version: 0, shapes: [] });
      });

      it('stores the Telugu texts a writer leaves out blank, on create and on update', async () => {
        const { nameTe: _nameTe, descriptionTe: _descriptionTe, ...withoutTelugu } = aVenture({ name: 'Green Meadows' });
        const created = await store.ventures.create(withoutTelugu);
        expect(await store.ventures.get(created.id)).toMatchObject({ name: 'Green Meadows', nameTe: '', descriptionTe: '' });
        await store.ventures.update(created.id, aVenture({ name: 'Green Meadows', nameTe: 'గ్రీన్ మెడోస్', descriptionTe: 'వివరాలు' }));
        expect(await store.ventures.get(created.id)).toMatchObject({ nameTe: 'గ్రీన్ మెడోస్', descriptionTe: 'వివరాలు' });
        // A venture is replaced whole: texts left out are blank again.
        await store.ventures.update(created.id, withoutTelugu);
        expect(await store.ventures.get(created.id)).toMatchObject({ nameTe: '', descriptionTe: '' });
      });

      it('stores a venture\'s documents checked and reads them back, replaced whole on update', async () => {
        const documents = { checked: { layoutApproval: '2026-10-01', rera: '2026-10-02', nala: '2026-10-03' }, encumbranceYears: 0, note: 'Mother deed seen at the developer\'s office.' };
        const created = await store.ventures.create(aVenture({ documents }));
        expect((await store.ventures.get(created.id))?.documents).toEqual(documents);
        await store.ventures.update(created.id, aVenture());
        expect((await store.ventures.get(created.id))?.documents).toEqual(noDocumentChecks());
      });

      it('lists ventures by name, A to Z, ignoring case', async () => {
        for (const name of ['sunrise Valley', 'Amaravati Heights', 'lotus Enclave', 'Bhavani Nagar']) await store.ventures.create(aVenture({ name }));
        expect((await store.ventures.list()).map((venture) => venture.name)).toEqual(['Amaravati Heights', 'Bhavani Nagar', 'lotus Enclave', 'sunrise Valley']);
      });

      it('replaces the data on update and sets updatedAt, leaving the layout as it is', async () => {
        const created = await store.ventures.create(aVenture({ name: 'Old name', amenities: ['Park'] }));
        expect(await store.ventures.saveLayout(created.id, 0, [aPlotShape()])).toEqual({ version: 1 });
        await tick();
        const changed = aVenture({ name: 'New name', amenities: [], reraNumber: '', coordinates: { latitude: 16.4, longitude: 80.6 }, saleStatus: 'sold-out' });
        const updated = await store.ventures.update(created.id, changed);
        const read = await store.ventures.get(created.id);
        expect(read).toEqual({ ...changed, id: created.id, createdAt: created.createdAt, updatedAt: updated!.updatedAt, layout: { image: null, version: 1 } });
        expect(updated).toEqual(read);
        expect(Date.parse(read!.updatedAt!)).toBeGreaterThan(Date.parse(created.createdAt));
        expect((await store.ventures.layout(created.id))?.shapes).toEqual([aPlotShape()]);
      });

      it('answers null for a missing venture, changing nothing', async () => {
        const image = { url: '/images/plan-960.webp', publicId: 'plan', width: 2000, height: 1500 };
        expect(await store.ventures.get('no-such-id')).toBeNull();
        expect(await store.ventures.update('no-such-id', aVenture())).toBeNull();
        expect(await store.ventures.delete('no-such-id')).toBeNull();
        expect(await store.ventures.layout('no-such-id')).toBeNull();
        expect(await store.ventures.saveLayout('no-such-id', 0, [aPlotShape()])).toBeNull();
        expect(await store.ventures.setLayoutImage('no-such-id', image)).toBeNull();
        expect(await store.ventures.list()).toEqual([]);
        expect(await store.ventures.imagePublicIds()).toEqual([]);
      });

      it('saves a layout when it holds the version the editor loaded, and refuses a stale save', async () => {
        const venture = await store.ventures.create(aVenture());
        const plot = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '1' }));
        const first = [
          aPlotShape({ id: 'p1', label: '1', plotId: plot.id }),
          aPlotShape({ id: 'p2', label: 'A-2', x: 60.5, y: 10.1 }),
          { id: 'road-1', kind: 'road' as const, label: '40 ft road', points: [[0, 80], [500, 80], [500, 92.5], [0, 92.5]] as [number, number][], plotId: null },
        ];
        expect(await store.ventures.saveLayout(venture.id, 0, first)).toEqual({ version: 1 });
        expect(await store.ventures.layout(venture.id)).toEqual({ version: 1, shapes: first });
        // A second admin who loaded version 0 saves after the first: refused, nothing changes.
        expect(await store.ventures.saveLayout(venture.id, 0, [aPlotShape({ id: 'other' })])).toBe('stale');
        expect(await store.ventures.saveLayout(venture.id, 7, [])).toBe('stale');
        expect(await store.ventures.layout(venture.id)).toEqual({ version: 1, shapes: first });
        expect((await store.ventures.get(venture.id))?.layout.version).toBe(1);
        // Saving on the version just saved goes on.
        expect(await store.ventures.saveLayout(venture.id, 1, [])).toEqual({ version: 2 });
        expect(await store.ventures.layout(venture.id)).toEqual({ version: 2, shapes: [] });
        expect((await store.ventures.list())[0]?.layout.version).toBe(2);
      });

      it('lets only one of two saves on the same version win', async () => {
        const venture = await store.ventures.create(aVenture());
        const results = await Promise.all([
          store.ventures.saveLayout(venture.id, 0, [aPlotShape({ id: 'a' })]),
          store.ventures.saveLayout(venture.id, 0, [aPlotShape({ id: 'b' })]),
        ]);
        expect(results.filter((result) => result === 'stale')).toHaveLength(1);
        const winner = results[0] === 'stale' ? 'b' : 'a';
        expect(await store.ventures.layout(venture.id)).toEqual({ version: 1, shapes: [aPlotShape({ id: winner })] });
      });

      it('keeps a layout of the most shapes, each with many corners, in order', async () => {
        const venture = await store.ventures.create(aVenture());
        const shapes = Array.from({ length: LAYOUT_SHAPES_MAX }, (_, n): LayoutShape => ({
          id: `s${n}`,
          kind: n % 10 === 0 ? 'park' : 'plot',
          label: String(n + 1),
          points: Array.from({ length: 12 }, (_, k): [number, number] => [Math.round((n % 40) * 50 + 20 * Math.cos(k / 2) + 25), Math.round(Math.floor(n / 40) * 70 + 20 * Math.sin(k / 2) + 30.5 * 10) / 10]),
          plotId: null,
        }));
        expect(await store.ventures.saveLayout(venture.id, 0, shapes)).toEqual({ version: 1 });
        expect(await store.ventures.layout(venture.id)).toEqual({ version: 1, shapes });
      });

      it('sets the plan image, adding one to the version, and answers the image it replaced', async () => {
        const venture = await store.ventures.create(aVenture());
        const plan = { url: '/images/plan-a-1920.webp', publicId: 'plan-a', width: 1920, height: 1080 };
        const newer = { url: 'https://res.cloudinary.com/x/plan-b.jpg', publicId: 'ventures/plan-b', width: 3000, height: 2000 };
        expect(await store.ventures.setLayoutImage(venture.id, plan)).toEqual({ previous: null, version: 1 });
        expect((await store.ventures.get(venture.id))?.layout).toEqual({ image: plan, version: 1 });
        expect(await store.ventures.setLayoutImage(venture.id, newer)).toEqual({ previous: plan, version: 2 });
        expect((await store.ventures.list())[0]?.layout).toEqual({ image: newer, version: 2 });
        // An editor that loaded the layout before the new plan saves stale.
        expect(await store.ventures.saveLayout(venture.id, 1, [])).toBe('stale');
        expect(await store.ventures.saveLayout(venture.id, 2, [aPlotShape()])).toEqual({ version: 3 });
        expect((await store.ventures.get(venture.id))?.layout).toEqual({ image: newer, version: 3 });
      });

      it('deletes a venture and its layout, unlinking its plots in the same write', async () => {
        const venture = await store.ventures.create(aVenture({ name: 'Going' }));
        const other = await store.ventures.create(aVenture({ name: 'Staying' }));
        await store.ventures.saveLayout(venture.id, 0, [aPlotShape()]);
        const numbered = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '27', title: 'Plot 27' }));
        const unnumbered = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '' }));
        const elsewhere = await store.plots.create(aPlot({ ventureId: other.id, plotNumber: '27' }));
        const alone = await store.plots.create(aPlot());

        expect(await store.ventures.delete(venture.id)).toEqual({ unlinkedPlots: 2 });
        expect(await store.ventures.get(venture.id)).toBeNull();
        expect(await store.ventures.layout(venture.id)).toBeNull();
        expect(await store.ventures.delete(venture.id)).toBeNull();
        expect((await store.ventures.list()).map((v) => v.id)).toEqual([other.id]);

        // Its plots stay, with nothing else changed, and no longer belong to it.
        const kept = await store.plots.get(numbered.id);
        expect(kept).toMatchObject({ title: 'Plot 27', ventureId: '', plotNumber: '', createdAt: numbered.createdAt });
        expect(kept?.updatedAt).not.toBeNull();
        expect(await store.plots.get(unnumbered.id)).toMatchObject({ ventureId: '', plotNumber: '' });
        expect(await store.plots.byVenture(venture.id)).toEqual([]);
        expect(await store.plots.get(elsewhere.id)).toEqual(elsewhere);
        expect(await store.plots.get(alone.id)).toEqual(alone);
        expect(await store.plots.count()).toBe(4);
        // The numbers it held are free: no marker or index entry of the deleted venture is left.
        await expect(store.plots.update(numbered.id, { ventureId: venture.id, plotNumber: '27' })).resolves.toMatchObject({ plotNumber: '27' });
      });

      it('lists the public ids of every photo and plan of every venture, once', async () => {
        const first = await store.ventures.create(
          aVenture({ images: [{ url: '/images/a-960.webp', publicId: 'a', alt: '' }, { url: 'https://example.com/b.jpg', publicId: '', alt: '' }] }),
        );
        await store.ventures.create(aVenture({ images: [{ url: '/images/a-960.webp', publicId: 'a', alt: '' }, { url: '/images/c-960.webp', publicId: 'c', alt: '' }] }));
        await store.ventures.setLayoutImage(first.id, { url: '/images/plan-1920.webp', publicId: 'plan', width: 1920, height: 1080 });
        const external = await store.ventures.create(aVenture());
        await store.ventures.setLayoutImage(external.id, { url: 'https://example.com/plan.png', publicId: '', width: 800, height: 600 });
        expect((await store.ventures.imagePublicIds()).sort()).toEqual(['a', 'c', 'plan']);
      });

      it('summarises every venture, newest first, with its last change', async () => {
        expect(await store.ventures.summaries()).toEqual([]);
        const [first, second] = await inOrder([() => store.ventures.create(aVenture({ name: 'First' })), () => store.ventures.create(aVenture({ name: 'Second' }))]);
        const changed = await store.ventures.update(first!.id, aVenture({ name: 'First, renamed' }));
        expect(await store.ventures.summaries()).toEqual([
          { id: second!.id, name: 'Second', createdAt: second!.createdAt, updatedAt: null },
          { id: first!.id, name: 'First, renamed', createdAt: first!.createdAt, updatedAt: changed!.updatedAt },
        ]);
      });
    });

    describe('plots of ventures', () => {
      it('stores the venture, the plot number and the reservation day, and reads them back through get, search and byVenture', async () => {
        const venture = await store.ventures.create(aVenture());
        const record = aPlot({ ventureId: venture.id, plotNumber: 'A-14', status: 'reserved', reservedUntil: '2026-12-31' });
        const created = await store.plots.create(record);
        const expected: Plot = { ...record, id: created.id, createdAt: created.createdAt, updatedAt: null };
        expect(await store.plots.get(created.id)).toEqual(expected);
        expect((await search({ status: 'reserved' })).items).toEqual([expected]);
        expect((await store.plots.byVenture(venture.id)).map((plot) => plot.plotNumber)).toEqual(['A-14']);
        await store.plots.update(created.id, { plotNumber: 'B/3', status: 'booked', reservedUntil: '' });
        expect(await store.plots.get(created.id)).toMatchObject({ ventureId: venture.id, plotNumber: 'B/3', status: 'booked', reservedUntil: '' });
      });

      it('refuses a plot number used twice in one venture when a plot is created, naming it, and stores nothing', async () => {
        const venture = await store.ventures.create(aVenture());
        const first = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '27' }));
        const refused = store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '27', title: 'Twin' }));
        await expect(refused).rejects.toBeInstanceOf(PlotNumberTakenError);
        await expect(refused).rejects.toMatchObject({ plotNumber: '27' });
        expect(await store.plots.count()).toBe(1);
        expect((await store.plots.byVenture(venture.id)).map((plot) => plot.id)).toEqual([first.id]);
        await expect(store.plots.create(aPlot({ ventureId: venture.id, plotNumber: 'B/3' }))).resolves.toMatchObject({ plotNumber: 'B/3' });
        await expect(store.plots.create(aPlot({ ventureId: venture.id, plotNumber: 'B/3' }))).rejects.toMatchObject({ plotNumber: 'B/3' });
      });

      it('gives a number to one of two plots created with it at once', async () => {
        const venture = await store.ventures.create(aVenture());
        const results = await Promise.allSettled([1, 2, 3].map((n) => store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '7', title: `Racer ${n}` }))));
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(PlotNumberTakenError);
        expect(await store.plots.count()).toBe(1);
        expect((await store.plots.byVenture(venture.id)).map((plot) => plot.plotNumber)).toEqual(['7']);
      });

      it('refuses a plot number used twice in one venture when a plot is changed or moved, naming it, and changes nothing', async () => {
        const venture = await store.ventures.create(aVenture({ name: 'V1' }));
        const other = await store.ventures.create(aVenture({ name: 'V2' }));
        await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '27' }));
        const second = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '28' }));
        const moving = await store.plots.create(aPlot({ ventureId: other.id, plotNumber: '27' }));

        await expect(store.plots.update(second.id, { plotNumber: '27', title: 'Renamed' })).rejects.toMatchObject({ name: 'PlotNumberTakenError', plotNumber: '27' });
        expect(await store.plots.get(second.id)).toEqual(second);
        // Moved into the venture with its own number, which is taken there.
        await expect(store.plots.update(moving.id, { ventureId: venture.id })).rejects.toMatchObject({ name: 'PlotNumberTakenError', plotNumber: '27' });
        expect(await store.plots.get(moving.id)).toEqual(moving);
        expect((await store.plots.byVenture(venture.id)).map((plot) => plot.plotNumber)).toEqual(['27', '28']);
        expect((await store.plots.byVenture(other.id)).map((plot) => plot.plotNumber)).toEqual(['27']);
        // The same plot keeping its number through another change is no clash.
        await expect(store.plots.update(second.id, { plotNumber: '28', status: 'sold' })).resolves.toMatchObject({ plotNumber: '28', status: 'sold' });
      });

      it('lets numbers repeat across ventures, and plots go without a number or a venture', async () => {
        const [first, second] = [await store.ventures.create(aVenture()), await store.ventures.create(aVenture())];
        await store.plots.create(aPlot({ ventureId: first.id, plotNumber: '1' }));
        await store.plots.create(aPlot({ ventureId: second.id, plotNumber: '1' }));
        await store.plots.create(aPlot({ ventureId: first.id, plotNumber: '' }));
        await store.plots.create(aPlot({ ventureId: first.id, plotNumber: '' }));
        await store.plots.create(aPlot({ ventureId: '', plotNumber: '' }));
        await store.plots.create(aPlot({ ventureId: '', plotNumber: '' }));
        expect(await store.plots.count()).toBe(6);
        expect(await store.plots.byVenture(first.id)).toHaveLength(3);
      });

      it('frees a number when its plot leaves the venture, takes another number or is deleted', async () => {
        const venture = await store.ventures.create(aVenture());
        const other = await store.ventures.create(aVenture());
        const leaving = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '1' }));
        const renumbered = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '2' }));
        const deleted = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '3' }));
        const unlinked = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '4' }));

        await store.plots.update(leaving.id, { ventureId: other.id });
        await store.plots.update(renumbered.id, { plotNumber: '2A' });
        await store.plots.delete(deleted.id);
        await store.plots.update(unlinked.id, { ventureId: '', plotNumber: '' });
        for (const number of ['1', '2', '3', '4']) await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: number }));
        for (const number of ['10', 'A-2', '9']) await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: number }));
        expect((await store.plots.byVenture(venture.id)).map((plot) => plot.plotNumber)).toEqual(['1', '2', '2A', '3', '4', '9', '10', 'A-2']);
        // The moved plot took its number with it into the other venture.
        await expect(store.plots.create(aPlot({ ventureId: other.id, plotNumber: '1' }))).rejects.toBeInstanceOf(PlotNumberTakenError);
      });

      it('reads a plot stored before ventures with no venture, number or reservation, and a status it does not know as available', async () => {
        const { ventureId: _ventureId, plotNumber: _plotNumber, reservedUntil: _reservedUntil, ...older } = aPlot({ title: 'Before ventures' });
        await writeOlder('plots', 'older-plot', older);
        const read = await store.plots.get('older-plot');
        expect(read).toEqual({ ...older, ventureId: '', plotNumber: '', reservedUntil: '', id: 'older-plot', createdAt: expect.any(String), updatedAt: null });
        expect((await search()).items).toEqual([read]);
        // A status written by hand or by a version that had others.
        await writeOlder('plots', 'odd-status', { ...older, status: 'under-offer' });
        expect((await store.plots.get('odd-status'))?.status).toBe('available');
        // It takes a venture and a number like any plot.
        const venture = await store.ventures.create(aVenture());
        await store.plots.update('older-plot', { ventureId: venture.id, plotNumber: '9' });
        expect((await store.plots.byVenture(venture.id)).map((plot) => plot.id)).toEqual(['older-plot']);
        await expect(store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '9' }))).rejects.toBeInstanceOf(PlotNumberTakenError);
      });

      it('lists the plots of a venture in a few fields, by number as people count then id', async () => {
        const venture = await store.ventures.create(aVenture());
        const other = await store.ventures.create(aVenture());
        const made = await inOrder([
          () => store.plots.create(aPlot({ ventureId: venture.id, plotNumber: 'B-1', title: 'B-1', area: 2400.5, roadFacing: 'West', pricePerSqYard: 30_000, status: 'reserved', reservedUntil: '2026-12-01' })),
          () => store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '10', title: 'Ten' })),
          () => store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '', title: 'No number' })),
          () => store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '9', title: 'Nine' })),
          () => store.plots.create(aPlot({ ventureId: other.id, plotNumber: '1' })),
          () => store.plots.create(aPlot({ plotNumber: '' })),
        ]);
        const changed = await store.plots.update(made[0]!.id, { title: 'B-1 corner' });
        const listed = await store.plots.byVenture(venture.id);
        // As people count (core/plot-number.ts): '' < '9' < '10' < 'B-1'.
        expect(listed.map((plot) => plot.title)).toEqual(['No number', 'Nine', 'Ten', 'B-1 corner']);
        const b1 = made[0]!;
        expect(listed[3]).toEqual({
          id: b1.id,
          title: 'B-1 corner',
          plotNumber: 'B-1',
          status: 'reserved',
          reservedUntil: '2026-12-01',
          area: 2400.5,
          roadFacing: 'West',
          pricePerSqYard: 30_000,
          price: b1.price,
          priceUnit: b1.priceUnit,
          updatedAt: changed!.updatedAt,
        });
        expect(listed[0]?.updatedAt).toBeNull();
        expect(await store.plots.byVenture('no-such-venture')).toEqual([]);
        expect(await store.plots.byVenture('')).toEqual([]);
      });

      it('sets the status of many plots in one call, with a history entry (who, when, from, to, until) for each plot that changes', async () => {
        const by = { id: 'admin-1', email: 'office@example.com' };
        const [first, second, sold] = await inOrder([
          () => store.plots.create(aPlot({ title: 'First' })),
          () => store.plots.create(aPlot({ title: 'Second', status: 'booked' })),
          () => store.plots.create(aPlot({ title: 'Sold', status: 'sold' })),
        ]);
        const before = Date.now();
        const result = await store.plots.setStatuses([first!.id, second!.id, sold!.id], { status: 'reserved', reservedUntil: '2026-12-20' }, by);
        const after = Date.now();
        expect(result.missing).toEqual([]);
        expect(result.plots.map((plot) => [plot.title, plot.status, plot.reservedUntil])).toEqual([
          ['First', 'reserved', '2026-12-20'],
          ['Second', 'reserved', '2026-12-20'],
          ['Sold', 'reserved', '2026-12-20'],
        ]);
        for (const plot of result.plots) {
          expect(await store.plots.get(plot.id)).toEqual(plot);
          expectStoreTimestamp(plot.updatedAt!, before, after);
          const history = await store.plots.statusHistory(plot.id);
          const from = { [first!.id]: 'available', [second!.id]: 'booked', [sold!.id]: 'sold' }[plot.id];
          expect(history).toEqual([{ id: expect.any(String), plotId: plot.id, at: plot.updatedAt, by, from, to: 'reserved', reservedUntil: '2026-12-20' }]);
        }
        expect(new Set(await Promise.all(result.plots.map(async (plot) => (await store.plots.statusHistory(plot.id))[0]!.id))).size).toBe(3);
        expect((await search({ status: 'reserved' })).total).toBe(3);

        await tick();
        await store.plots.setStatuses([first!.id], { status: 'sold', reservedUntil: '' }, by);
        expect((await store.plots.statusHistory(first!.id)).map(({ from, to, reservedUntil }) => ({ from, to, reservedUntil }))).toEqual([
          { from: 'available', to: 'reserved', reservedUntil: '2026-12-20' },
          { from: 'reserved', to: 'sold', reservedUntil: '' },
        ]);
        expect(await store.plots.get(first!.id)).toMatchObject({ status: 'sold', reservedUntil: '' });
      });

      it('leaves a plot already so as it is (no entry, no change) and answers the ids of no plot as missing', async () => {
        const sold = await store.plots.create(aPlot({ status: 'sold' }));
        const reserved = await store.plots.create(aPlot({ status: 'reserved', reservedUntil: '2026-12-01' }));
        const result = await store.plots.setStatuses([sold.id, 'no-such-plot', sold.id, 'another-missing'], { status: 'sold', reservedUntil: '' }, null);
        expect(result).toEqual({ plots: [sold], missing: ['no-such-plot', 'another-missing'] });
        expect(await store.plots.statusHistory(sold.id)).toEqual([]);
        expect(await store.plots.statusHistory('no-such-plot')).toEqual([]);
        expect(await store.plots.get('no-such-plot')).toBeNull();
        // Same status, another last day: a change.
        const moved = await store.plots.setStatuses([reserved.id], { status: 'reserved', reservedUntil: '2026-12-08' }, null);
        expect(moved.plots[0]).toMatchObject({ status: 'reserved', reservedUntil: '2026-12-08' });
        expect((await store.plots.statusHistory(reserved.id)).map(({ from, to, reservedUntil }) => ({ from, to, reservedUntil }))).toEqual([
          { from: 'reserved', to: 'reserved', reservedUntil: '2026-12-08' },
        ]);
        expect(await store.plots.setStatuses([], { status: 'sold', reservedUntil: '' }, null)).toEqual({ plots: [], missing: [] });
      });

      it('keeps a reservation day only with the reserved status', async () => {
        const plot = await store.plots.create(aPlot());
        const result = await store.plots.setStatuses([plot.id], { status: 'booked', reservedUntil: '2026-12-01' }, null);
        expect(result.plots[0]).toMatchObject({ status: 'booked', reservedUntil: '' });
        expect((await store.plots.statusHistory(plot.id))[0]).toMatchObject({ to: 'booked', reservedUntil: '' });
      });

      // The 600 plots are made through the port first, which takes the in-process Firestore
      // emulator ~30 ms a write: two minutes leave room for a busy machine.
      it('changes the status of 600 plots in one call', { timeout: 120_000 }, async () => {
        const venture = await store.ventures.create(aVenture());
        const created: Plot[] = [];
        for (let n = 0; n < BULK_STATUS_MAX; n += 50) created.push(...(await Promise.all(Array.from({ length: 50 }, () => store.plots.create(aPlot({ ventureId: venture.id }))))));
        const by = { id: 'admin-2', email: 'sales@example.com' };
        const result = await store.plots.setStatuses(
          created.map((plot) => plot.id),
          { status: 'sold', reservedUntil: '' },
          by,
        );
        expect(result.missing).toEqual([]);
        expect(result.plots.map((plot) => plot.id)).toEqual(created.map((plot) => plot.id));
        expect(result.plots.every((plot) => plot.status === 'sold')).toBe(true);
        expect((await store.plots.byVenture(venture.id)).filter((plot) => plot.status === 'sold')).toHaveLength(BULK_STATUS_MAX);
        for (const plot of [created[0]!, created[299]!, created[599]!]) {
          expect(await store.plots.statusHistory(plot.id)).toMatchObject([{ by, from: 'available', to: 'sold' }]);
        }
      });

      it('keeps the status history of a deleted plot, and records a change by the system as by nobody', async () => {
        const plot = await store.plots.create(aPlot({ status: 'reserved', reservedUntil: '2026-01-01' }));
        await store.plots.setStatuses([plot.id], { status: 'available', reservedUntil: '' }, null);
        expect(await store.plots.delete(plot.id)).toBe(true);
        expect(await store.plots.statusHistory(plot.id)).toEqual([
          { id: expect.any(String), plotId: plot.id, at: expect.any(String), by: null, from: 'reserved', to: 'available', reservedUntil: '' },
        ]);
      });

      it('finds the reserved plots whose last day is before today, and no others', async () => {
        const expired = await store.plots.create(aPlot({ status: 'reserved', reservedUntil: '2026-11-30' }));
        const longAgo = await store.plots.create(aPlot({ status: 'reserved', reservedUntil: '2025-01-15' }));
        await store.plots.create(aPlot({ status: 'reserved', reservedUntil: '2026-12-01' })); // its last day is today
        await store.plots.create(aPlot({ status: 'reserved', reservedUntil: '2026-12-25' }));
        await store.plots.create(aPlot({ status: 'reserved', reservedUntil: '' })); // no day: never runs out here
        await store.plots.create(aPlot({ status: 'sold', reservedUntil: '2026-01-01' }));
        expect((await store.plots.expiredReservations('2026-12-01')).sort()).toEqual([expired.id, longAgo.id].sort());
        expect(await store.plots.expiredReservations('2025-01-15')).toEqual([]);
        await store.plots.setStatuses([expired.id, longAgo.id], { status: 'available', reservedUntil: '' }, null);
        expect(await store.plots.expiredReservations('2026-12-01')).toEqual([]);
      });

      it('filters the search on each of the five statuses: available finds available plots only', async () => {
        const made = new Map<string, string>();
        for (const status of PLOT_STATUSES) made.set(status, (await store.plots.create(aPlot({ status, reservedUntil: status === 'reserved' ? '2026-12-31' : '' }))).id);
        for (const status of PLOT_STATUSES) {
          expect(await searchIds({ status }), status).toEqual([made.get(status)]);
          expect((await search({ status })).total, status).toBe(1);
        }
        expect((await search({ status: 'all' })).total).toBe(PLOT_STATUSES.length);
        expect((await store.plots.featured(12)).map((plot) => plot.id)).toEqual([made.get('available')]);
        expect((await store.plots.summaries()).map((plot) => plot.status).sort()).toEqual([...PLOT_STATUSES].sort());
      });
    });

    describe('the bin', () => {
      const admin = { id: 'admin-1', email: 'asha@example.com' };
      const photos = [
        { url: '/images/front-960.webp', publicId: 'front', alt: 'Front' },
        { url: '/images/road-960.webp', publicId: 'road', alt: '' },
      ];

      it('moves a plot in whole: gone from every read of plots, listed in the bin, and back as it was on restore', async () => {
        const venture = await store.ventures.create(aVenture());
        const kept = await store.plots.create(aPlot({ title: 'Kept', status: 'available' }));
        const created = await store.plots.create(aPlot({ title: 'Binned', status: 'available', featured: true, images: photos, ventureId: venture.id, plotNumber: '9' }));
        await tick();
        const plot = (await store.plots.setStatuses([created.id], { status: 'reserved', reservedUntil: '2026-12-20' }, admin)).plots[0]!;
        const before = Date.now();
        const moved = await store.bin.binPlot(plot.id, admin, { layoutShapeIds: ['s1'] });
        const after = Date.now();

        expect(moved?.plot).toEqual(plot);
        expect(moved?.entry).toMatchObject({ kind: 'plot', id: plot.id, title: 'Binned', deletedBy: admin, links: { layoutShapeIds: ['s1'] } });
        expect([...moved!.entry.imagePublicIds].sort()).toEqual(['front', 'road']);
        expectStoreTimestamp(moved!.entry.deletedAt, before, after);
        expect(await store.plots.get(plot.id)).toBeNull();
        expect(await searchIds({ status: 'reserved' })).toEqual([]);
        expect(await searchIds()).toEqual([kept.id]);
        expect(await store.plots.count()).toBe(1);
        expect((await store.plots.summaries()).map((summary) => summary.id)).toEqual([kept.id]);
        expect((await store.plots.featured(10)).map((featured) => featured.id)).toEqual([kept.id]);
        expect(await store.plots.byVenture(venture.id)).toEqual([]);
        expect(await store.plots.imagePublicIds()).toEqual([]);
        expect((await store.bin.imagePublicIds()).sort()).toEqual(['front', 'road']);
        expect(await store.bin.list()).toEqual([moved!.entry]);
        expect(await store.bin.get('plot', plot.id)).toEqual(moved!.entry);
        expect(await store.bin.binnedPlot(plot.id)).toEqual(plot);
        // Its status history stays where it is.
        expect((await store.plots.statusHistory(plot.id)).map((entry) => entry.to)).toEqual(['reserved']);

        const restored = await store.bin.restorePlot(plot.id, { withoutVenture: false });
        expect(restored).toEqual(plot);
        expect(await store.plots.get(plot.id)).toEqual(plot);
        expect((await store.plots.byVenture(venture.id)).map((back) => back.plotNumber)).toEqual(['9']);
        expect((await store.plots.featured(10)).map((back) => back.id)).toEqual([kept.id]);
        expect((await store.plots.imagePublicIds()).sort()).toEqual(['front', 'road']);
        expect(await store.bin.list()).toEqual([]);
        expect(await store.bin.get('plot', plot.id)).toBeNull();
        expect(await store.bin.binnedPlot(plot.id)).toBeNull();
        expect(await store.bin.imagePublicIds()).toEqual([]);
      });

      it('answers null, changing nothing, for a plot that is not there or not in the bin', async () => {
        expect(await store.bin.binPlot('no-such-plot', admin, { layoutShapeIds: [] })).toBeNull();
        expect(await store.bin.restorePlot('no-such-plot', { withoutVenture: false })).toBeNull();
        expect(await store.bin.remove('plot', 'no-such-plot')).toBeNull();
        expect(await store.bin.get('plot', 'no-such-plot')).toBeNull();
        const plot = await store.plots.create(aPlot());
        await store.bin.binPlot(plot.id, null, { layoutShapeIds: [] });
        expect(await store.bin.binPlot(plot.id, null, { layoutShapeIds: [] })).toBeNull();
        expect(await store.bin.list()).toHaveLength(1);
      });

      it('frees a binned plot\'s number in its venture, and refuses its restore while another plot holds it, changing nothing', async () => {
        const venture = await store.ventures.create(aVenture());
        const binned = await store.plots.create(aPlot({ title: 'First 12', ventureId: venture.id, plotNumber: '12' }));
        await store.bin.binPlot(binned.id, admin, { layoutShapeIds: [] });
        const taker = await store.plots.create(aPlot({ title: 'New 12', ventureId: venture.id, plotNumber: '12' }));

        const refused = store.bin.restorePlot(binned.id, { withoutVenture: false });
        await expect(refused).rejects.toBeInstanceOf(PlotNumberTakenError);
        await expect(refused).rejects.toMatchObject({ plotNumber: '12' });
        expect(await store.plots.get(binned.id)).toBeNull();
        expect((await store.bin.list()).map((entry) => entry.id)).toEqual([binned.id]);
        expect((await store.plots.byVenture(venture.id)).map((plot) => plot.id)).toEqual([taker.id]);

        await store.plots.update(taker.id, { plotNumber: '13' });
        expect(await store.bin.restorePlot(binned.id, { withoutVenture: false })).toMatchObject({ id: binned.id, plotNumber: '12' });
        expect((await store.plots.byVenture(venture.id)).map((plot) => plot.plotNumber)).toEqual(['12', '13']);
        // The number is held again: nobody else takes it.
        await expect(store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '12' }))).rejects.toBeInstanceOf(PlotNumberTakenError);
      });

      it('restores a plot without its venture when asked (its venture is gone)', async () => {
        const venture = await store.ventures.create(aVenture({ name: 'Gone Nagar' }));
        const plot = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '4', ventureName: 'Gone Nagar' }));
        await store.bin.binPlot(plot.id, null, { layoutShapeIds: [] });
        const restored = await store.bin.restorePlot(plot.id, { withoutVenture: true });
        expect(restored).toEqual({ ...plot, ventureId: '', plotNumber: '', ventureName: '' });
        expect(await store.plots.get(plot.id)).toEqual(restored);
      });

      it('moves a post in whole and back: gone from the posts while binned, the same post after', async () => {
        const [kept, post] = await inOrder([() => store.blogs.create(aPost({ title: 'Kept' })), () => store.blogs.create(aPost({ title: 'Binned', titleTe: 'తెలుగు', content: 'Body' }))]);
        await tick();
        const edited = (await store.blogs.update(post!.id, aPost({ title: 'Binned', titleTe: 'తెలుగు', content: 'Edited body' })))!;
        const before = Date.now();
        const moved = await store.bin.binBlog(edited.id, admin);
        expect(moved?.blog).toEqual(edited);
        expect(moved?.entry).toMatchObject({ kind: 'blog', id: edited.id, title: 'Binned', deletedBy: admin, imagePublicIds: [], links: { layoutShapeIds: [] } });
        expectStoreTimestamp(moved!.entry.deletedAt, before, Date.now());
        expect(await store.blogs.get(edited.id)).toBeNull();
        expect((await store.blogs.list()).map((blog) => blog.id)).toEqual([kept!.id]);
        expect(await store.blogs.count()).toBe(1);
        expect(await store.bin.list()).toEqual([moved!.entry]);
        expect(await store.bin.binBlog(edited.id, admin)).toBeNull();

        expect(await store.bin.restoreBlog(edited.id)).toEqual(edited);
        expect(await store.blogs.get(edited.id)).toEqual(edited);
        expect((await store.blogs.list()).map((blog) => blog.id)).toEqual([edited.id, kept!.id]);
        expect(await store.bin.list()).toEqual([]);
        expect(await store.bin.restoreBlog(edited.id)).toBeNull();
        expect(await store.bin.binBlog('no-such-post', null)).toBeNull();
      });

      it('moves a region in whole and back, its price history kept where it is', async () => {
        const kept = await store.regions.create(aRegion({ region: 'Kept' }));
        const region = await store.regions.create(aRegion({ region: 'Binned', regionTe: 'బిన్', description: 'A village.' }));
        const changed = (await store.regions.update(region.id, { ResidentialPriceMin: 46_000 }, admin))!;
        const moved = await store.bin.binRegion(region.id, admin);
        expect(moved?.region).toEqual(changed);
        expect(moved?.entry).toMatchObject({ kind: 'region', id: region.id, title: 'Binned', deletedBy: admin, imagePublicIds: [] });
        expect(await store.regions.get(region.id)).toBeNull();
        expect((await store.regions.list()).map((item) => item.id)).toEqual([kept.id]);
        expect(await store.regions.priceHistory(region.id)).toHaveLength(1);
        expect(await store.bin.binRegion(region.id, admin)).toBeNull();

        expect(await store.bin.restoreRegion(region.id)).toEqual(changed);
        expect(await store.regions.get(region.id)).toEqual(changed);
        expect(await store.bin.list()).toEqual([]);
        expect(await store.bin.restoreRegion(region.id)).toBeNull();
        expect(await store.bin.binRegion('no-such-region', null)).toBeNull();
      });

      it('moves a lead in whole and back, its history kept where it is', async () => {
        const kept = await store.leads.create({ name: 'Kept Lead', phone: '9876543210', email: 'k@example.com', source: 'contact' });
        const created = await store.leads.create({ name: 'Binned Lead', phone: '9876500000', email: 'b@example.com', source: 'plot-enquiry', details: { plotId: 'plot-1', plotTitle: 'Plot 1' } });
        const lead = (await store.leads.update(created.id, { status: 'in_progress' }, [{ kind: 'status', by: admin, from: 'new', to: 'in_progress', text: '' }]))!;
        const moved = await store.bin.binLead(lead.id, admin);
        expect(moved?.lead).toEqual(lead);
        expect(moved?.entry).toMatchObject({ kind: 'lead', id: lead.id, title: 'Binned Lead', deletedBy: admin, imagePublicIds: [] });
        expect(await store.leads.get(lead.id)).toBeNull();
        expect((await store.leads.list()).map((item) => item.id)).toEqual([kept.id]);
        expect(await store.leads.count()).toBe(1);
        expect(await store.leads.enquiryCounts(['plot-1'])).toEqual({ 'plot-1': 0 });
        expect(await store.leads.history(lead.id)).toHaveLength(1);
        expect(await store.bin.binLead(lead.id, admin)).toBeNull();

        expect(await store.bin.restoreLead(lead.id)).toEqual(lead);
        expect(await store.leads.get(lead.id)).toEqual(lead);
        expect(await store.leads.enquiryCounts(['plot-1'])).toEqual({ 'plot-1': 1 });
        expect(await store.bin.list()).toEqual([]);
        expect(await store.bin.restoreLead(lead.id)).toBeNull();
        expect(await store.bin.binLead('no-such-lead', null)).toBeNull();
      });

      it('moves a venture in whole with its layout and photos, unlinking its plots, and back with the plots still free', async () => {
        const plan = { url: '/images/plan-1920.webp', publicId: 'plan', width: 1920, height: 1080 };
        const created = await store.ventures.create(aVenture({ name: 'Sri Sai Nagar', images: photos }));
        await store.ventures.setLayoutImage(created.id, plan);
        await store.ventures.saveLayout(created.id, 1, [aPlotShape({ id: 'shape-12' })]);
        const venture = (await store.ventures.get(created.id))!;
        const [twelve, thirteen, fourteen] = await inOrder([
          () => store.plots.create(aPlot({ title: 'Twelve', ventureId: venture.id, plotNumber: '12', ventureName: 'Sri Sai Nagar' })),
          () => store.plots.create(aPlot({ title: 'Thirteen', ventureId: venture.id, plotNumber: '13', ventureName: 'Sri Sai Nagar' })),
          () => store.plots.create(aPlot({ title: 'Fourteen', ventureId: venture.id, plotNumber: '14', ventureName: 'Sri Sai Nagar' })),
        ]);
        const before = Date.now();
        const moved = await store.bin.binVenture(venture.id, admin);

        expect(moved?.venture).toEqual(venture);
        expect(moved?.entry).toMatchObject({ kind: 'venture', id: venture.id, title: 'Sri Sai Nagar', deletedBy: admin });
        expect([...moved!.entry.imagePublicIds].sort()).toEqual(['front', 'plan', 'road']);
        expect([...moved!.entry.links.venturePlots!].sort((a, b) => a.plotNumber.localeCompare(b.plotNumber))).toEqual([
          { plotId: twelve!.id, plotNumber: '12' },
          { plotId: thirteen!.id, plotNumber: '13' },
          { plotId: fourteen!.id, plotNumber: '14' },
        ]);
        expectStoreTimestamp(moved!.entry.deletedAt, before, Date.now());
        expect(await store.ventures.get(venture.id)).toBeNull();
        expect(await store.ventures.list()).toEqual([]);
        expect(await store.ventures.layout(venture.id)).toBeNull();
        expect(await store.ventures.imagePublicIds()).toEqual([]);
        expect((await store.bin.imagePublicIds()).sort()).toEqual(['front', 'plan', 'road']);
        expect(await store.plots.byVenture(venture.id)).toEqual([]);
        const unlinked = await store.plots.get(twelve!.id);
        expect(unlinked).toMatchObject({ ventureId: '', plotNumber: '', ventureName: '' });
        expect(await store.bin.binVenture(venture.id, admin)).toBeNull();

        // Meanwhile one plot joins another venture, one goes to the bin: only the third comes back.
        const other = await store.ventures.create(aVenture({ name: 'Other Nagar' }));
        await store.plots.update(thirteen!.id, { ventureId: other.id, plotNumber: '1', ventureName: 'Other Nagar' });
        await store.bin.binPlot(fourteen!.id, null, { layoutShapeIds: [] });

        const restored = await store.bin.restoreVenture(venture.id);
        expect(restored).toEqual({ venture, relinkedPlots: 1 });
        expect(await store.ventures.get(venture.id)).toEqual(venture);
        expect(await store.ventures.layout(venture.id)).toEqual({ version: 2, shapes: [aPlotShape({ id: 'shape-12' })] });
        expect((await store.ventures.imagePublicIds()).sort()).toEqual(['front', 'plan', 'road']);
        const back = await store.plots.get(twelve!.id);
        expect(back).toMatchObject({ ventureId: venture.id, plotNumber: '12', ventureName: 'Sri Sai Nagar' });
        // Linked again, not edited: its updatedAt is the unlinking's (core/plot-announcements.ts: no plot was freed).
        expect(back?.updatedAt).toBe(unlinked?.updatedAt);
        expect((await store.plots.byVenture(venture.id)).map((plot) => plot.id)).toEqual([twelve!.id]);
        expect(await store.plots.get(thirteen!.id)).toMatchObject({ ventureId: other.id, plotNumber: '1' });
        // Its number is held again.
        await expect(store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '12' }))).rejects.toBeInstanceOf(PlotNumberTakenError);
        expect((await store.bin.list()).map((entry) => entry.kind)).toEqual(['plot']);
        expect(await store.bin.restoreVenture(venture.id)).toBeNull();
        expect(await store.bin.restoreVenture('no-such-venture')).toBeNull();
        expect(await store.bin.binVenture('no-such-venture', null)).toBeNull();
      });

      it('takes a venture purged from the bin away for good, its layout with it', async () => {
        const venture = await store.ventures.create(aVenture());
        await store.ventures.saveLayout(venture.id, 0, [aPlotShape()]);
        await store.bin.binVenture(venture.id, null);
        expect(await store.bin.remove('venture', venture.id)).toMatchObject({ kind: 'venture', id: venture.id });
        expect(await store.bin.restoreVenture(venture.id)).toBeNull();
        expect(await store.ventures.layout(venture.id)).toBeNull();
        expect(await store.bin.list()).toEqual([]);
      });

      it('lists newest deleted first, picks those deleted before a time, and removes an item once', async () => {
        const [first, second] = await inOrder([() => store.plots.create(aPlot({ title: 'One' })), () => store.plots.create(aPlot({ title: 'Two' }))]);
        const one = (await store.bin.binPlot(first!.id, null, { layoutShapeIds: [] }))!.entry;
        await tick();
        const middle = new Date();
        await tick();
        const two = (await store.bin.binPlot(second!.id, admin, { layoutShapeIds: [] }))!.entry;
        expect((await store.bin.list()).map((entry) => entry.title)).toEqual(['Two', 'One']);
        expect(await store.bin.deletedBefore(middle)).toEqual([one]);
        expect(await store.bin.deletedBefore(new Date(Date.now() + 5000))).toEqual([one, two]);

        expect(await store.bin.remove('plot', first!.id)).toEqual(one);
        expect(await store.bin.remove('plot', first!.id)).toBeNull();
        expect(await store.bin.list()).toEqual([two]);
        expect(await store.bin.restorePlot(first!.id, { withoutVenture: false })).toBeNull();
        expect(await store.plots.get(first!.id)).toBeNull();
      });
    });

    describe('activity trail', () => {
      const asha = { id: 'admin-1', email: 'asha@example.com' };
      const ravi = { id: 'admin-2', email: 'ravi@example.com' };
      const entry = (overrides: Partial<NewActivityEntry> = {}): NewActivityEntry => ({
        actor: asha,
        ip: '203.0.113.7',
        kind: 'plot',
        itemId: 'p1',
        itemTitle: 'Plot 1',
        action: 'updated',
        changes: [{ field: 'price', before: '10', after: '12' }],
        ...overrides,
      });

      it('appends entries with the store\'s time and lists them newest first, as written', async () => {
        const before = Date.now();
        const [first, second] = await inOrder([
          () => store.activity.record(entry({ action: 'created', changes: [] })),
          () => store.activity.record(entry({ changes: [{ field: 'title', before: 'Plot 1', after: 'Corner plot' }, { field: 'status', before: 'available', after: 'sold' }] })),
        ]);
        const after = Date.now();
        expectStoreTimestamp(first!.at, before, after);
        expect(first!.day).toBe(siteDay(new Date(first!.at)));
        expect(first!.id).not.toBe(second!.id);
        expect(await store.activity.list({ limit: 10 })).toEqual([second, first]);
        expect(second).toMatchObject({ actor: asha, ip: '203.0.113.7', kind: 'plot', itemId: 'p1', itemTitle: 'Plot 1', action: 'updated' });
        expect(second!.changes).toEqual([{ field: 'title', before: 'Plot 1', after: 'Corner plot' }, { field: 'status', before: 'available', after: 'sold' }]);
      });

      it('filters by admin, kind, item and day, alone or together, and pages by cursor', async () => {
        const made = await inOrder([
          () => store.activity.record(entry({ itemId: 'p1' })),
          () => store.activity.record(entry({ actor: ravi, itemId: 'p2' })),
          () => store.activity.record(entry({ kind: 'lead', itemId: 'l1', itemTitle: 'Kiran' })),
          () => store.activity.record(entry({ actor: ravi, kind: 'settings', itemId: 'site', itemTitle: 'Settings' })),
          () => store.activity.record(entry({ itemId: 'p1', action: 'deleted', changes: [] })),
        ]);
        const ids = async (query: Partial<ActivityQuery>) => (await store.activity.list({ limit: 10, ...query })).map((found) => found.id);
        const [p1a, p2, l1, site, p1b] = made.map((made) => made.id);
        expect(await ids({})).toEqual([p1b, site, l1, p2, p1a]);
        expect(await ids({ actorId: ravi.id })).toEqual([site, p2]);
        expect(await ids({ kind: 'plot' })).toEqual([p1b, p2, p1a]);
        expect(await ids({ itemId: 'p1' })).toEqual([p1b, p1a]);
        expect(await ids({ kind: 'plot', itemId: 'p1' })).toEqual([p1b, p1a]);
        expect(await ids({ kind: 'lead', itemId: 'p1' })).toEqual([]);
        expect(await ids({ actorId: ravi.id, kind: 'plot' })).toEqual([p2]);
        const day = made[0]!.day;
        expect(await ids({ day, actorId: asha.id, kind: 'lead' })).toEqual([l1]);
        expect(await ids({ day: addDays(day, -1) })).toEqual([]);

        const firstPage = await store.activity.list({ limit: 2 });
        expect(firstPage.map((found) => found.id)).toEqual([p1b, site]);
        expect(await ids({ limit: 2, before: firstPage[1]!.cursor })).toEqual([l1, p2]);
        expect(await ids({ kind: 'plot', before: made[4]!.cursor })).toEqual([p2, p1a]);
        expect(await ids({ before: made[0]!.cursor })).toEqual([]);
      });

      it('prunes only the entries written before the cutoff', async () => {
        await inOrder([() => store.activity.record(entry()), () => store.activity.record(entry({ kind: 'blog', itemId: 'b1' }))]);
        expect(await store.activity.prune(new Date(Date.now() - 60_000))).toBe(0);
        expect(await store.activity.list({ limit: 10 })).toHaveLength(2);
        expect(await store.activity.prune(new Date(Date.now() + 60_000))).toBe(2);
        expect(await store.activity.list({ limit: 10 })).toEqual([]);
      });
    });

    describe('leads', () => {
      it('stores a contact lead as new with a store timestamp', async () => {
        const before = Date.now();
        const created = await store.leads.create({ name: 'Test Person', phone: '9876543210', email: 'test@example.com', source: 'contact' });
        const after = Date.now();

        expect(created.status).toBe('new');
        expectStoreTimestamp(created.createdAt, before, after);
        expect(await store.leads.get(created.id)).toEqual({
          id: created.id,
          name: 'Test Person',
          phone: '9876543210',
          email: 'test@example.com',
          status: 'new',
          source: 'contact',
          details: null,
          origin: null,
          followUpDate: null,
          assignedTo: null,
          firstResponseAt: null,
          createdAt: created.createdAt,
          updatedAt: null,
        });
      });

      it('keeps where a lead came from: page, first page, referrer and utm tags', async () => {
        const origin = { page: '/te/plots/abc-corner', landing: '/?utm_source=whatsapp', referrer: 'https://www.google.com/', utm: { source: 'whatsapp', campaign: 'diwali' } };
        const created = await store.leads.create({ name: 'Visitor', phone: '9123456780', email: 'v@example.com', source: 'contact', origin });
        expect(created.origin).toEqual(origin);
        expect(await store.leads.get(created.id)).toMatchObject({ origin });
        expect((await store.leads.list())[0]).toMatchObject({ origin });
      });

      it('keeps the details of a sell enquiry', async () => {
        const details = { category: 'agricultural' as const, location: 'Nidamarru', area: '2 acres', expectedPrice: '1.2 Cr', message: 'Clear title' };
        const created = await store.leads.create({ name: 'Seller', phone: '9123456780', email: 's@example.com', source: 'sell', details });
        expect(await store.leads.get(created.id)).toMatchObject({ source: 'sell', details });
      });

      it('keeps the details of a plot enquiry', async () => {
        const details = { plotId: 'abc123', plotTitle: '200 Sq Yd East-Facing Plot', visitDate: '2026-12-01', message: 'Can I visit on Sunday?' };
        const created = await store.leads.create({ name: 'Buyer', phone: '9123456780', email: 'b@example.com', source: 'plot-enquiry', details });
        expect(await store.leads.get(created.id)).toMatchObject({ source: 'plot-enquiry', details });
        expect((await store.leads.list())[0]).toMatchObject({ source: 'plot-enquiry', details });
      });

      it('keeps the details of an enquiry from a venture page: the venture and the plots chosen', async () => {
        const details = { ventureId: 'v1', ventureName: 'Lotus Enclave', plotIds: ['p1', 'p2'], plotNumbers: ['27', 'A-14'], message: 'Both east facing?' };
        const created = await store.leads.create({ name: 'Buyer', phone: '9123456780', email: 'b@example.com', source: 'plot-enquiry', details });
        expect(await store.leads.get(created.id)).toMatchObject({ details });
        expect((await store.leads.list())[0]?.details).toEqual(details);
        // A site visit changed later keeps them.
        const moved = await store.leads.update(created.id, { visit: { date: '2026-12-03', slot: 'evening' } }, []);
        expect(moved?.details).toEqual({ ...details, visitDate: '2026-12-03', visitSlot: 'evening' });
      });

      it('counts the leads that name each plot, by its plotId or in its plotIds, once per lead', async () => {
        const lead = (details: LeadDetails | null) => store.leads.create({ name: 'Buyer', phone: '9123456780', email: 'b@example.com', source: details ? 'plot-enquiry' : 'contact', details });
        // More plots than one Firestore query may name (30), so the counts come from several.
        const plots = Array.from({ length: 45 }, (_, n) => `plot-${n}`);
        await lead({ plotId: 'plot-0', plotTitle: 'Plot 0' });
        await lead({ plotId: 'plot-0', visitDate: '2026-12-01' });
        await lead({ ventureId: 'v1', plotIds: ['plot-0', 'plot-40', 'plot-44'], plotNumbers: ['1', '41', '45'] });
        // Named both ways: one lead, counted once.
        await lead({ plotId: 'plot-40', plotIds: ['plot-40', 'plot-2'] });
        await lead({ plotId: 'elsewhere' });
        await lead({ location: 'Kaza', category: 'agricultural' });
        await lead(null);

        const counts = await store.leads.enquiryCounts(plots);
        expect(Object.keys(counts).sort()).toEqual([...plots].sort());
        expect(Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0))).toEqual({ 'plot-0': 3, 'plot-2': 1, 'plot-40': 2, 'plot-44': 1 });
        expect(await store.leads.enquiryCounts(['plot-44', 'never-asked'])).toEqual({ 'plot-44': 1, 'never-asked': 0 });
        expect(await store.leads.enquiryCounts([])).toEqual({});
      });

      it('counts the leads stored before enquiry counts existed, by the plot their details name', async () => {
        const older = { name: 'Old buyer', phone: '9123456780', email: 'o@example.com', status: 'in_progress', source: 'plot-enquiry', details: { plotId: 'plot-1', plotTitle: 'Plot 1' } };
        await writeOlder('leads', 'older-lead', older);
        await writeOlder('leads', 'older-contact', { ...older, source: 'contact', details: null });
        await store.leads.create({ name: 'New buyer', phone: '9123456780', email: 'n@example.com', source: 'plot-enquiry', details: { plotIds: ['plot-1', 'plot-2'] } });

        expect(await store.leads.enquiryCounts(['plot-1', 'plot-2', 'plot-3'])).toEqual({ 'plot-1': 2, 'plot-2': 1, 'plot-3': 0 });
        // Counting changes none of them.
        expect(await store.leads.get('older-lead')).toMatchObject({ status: 'in_progress', details: older.details, updatedAt: null });
        expect(await store.leads.enquiryCounts(['plot-1'])).toEqual({ 'plot-1': 2 });
      });

      it('lists leads newest first, with an optional limit', async () => {
        const made = await inOrder(
          ['One', 'Two', 'Three'].map((name) => () => store.leads.create({ name, phone: '9876543210', email: `${name}@example.com`, source: 'contact' })),
        );
        expect((await store.leads.list()).map((lead) => lead.id)).toEqual(made.map((lead) => lead.id).reverse());
        expect((await store.leads.list({ limit: 2 })).map((lead) => lead.name)).toEqual(['Three', 'Two']);
      });

      it('changes the status, sets updatedAt, and keeps an unknown status as it is', async () => {
        const created = await store.leads.create({ name: 'Lead', phone: '9876543210', email: 'l@example.com', source: 'contact' });
        await tick();
        const moved = await store.leads.update(created.id, { status: 'in_progress' }, []);
        expect(moved?.status).toBe('in_progress');
        const read = await store.leads.get(created.id);
        expect(read?.status).toBe('in_progress');
        expect(read?.createdAt).toBe(created.createdAt);
        expect(Date.parse(read!.updatedAt!)).toBeGreaterThan(Date.parse(created.createdAt));

        await store.leads.update(created.id, { status: 'archived' }, []);
        expect((await store.leads.list())[0]?.status).toBe('archived');
      });

      it('sets and clears the follow-up day and the assigned admin, and writes the history with them', async () => {
        const created = await store.leads.create({ name: 'Lead', phone: '9876543210', email: 'l@example.com', source: 'contact' });
        const by = { id: 'admin-1', email: 'office@example.com' };
        const changed = await store.leads.update(created.id, { followUpDate: '2026-12-05', assignedTo: 'admin-1' }, [
          { by, kind: 'followUp', from: null, to: '2026-12-05', text: null },
          { by, kind: 'assigned', from: null, to: 'office@example.com', text: null },
        ]);
        expect(changed).toMatchObject({ followUpDate: '2026-12-05', assignedTo: 'admin-1', firstResponseAt: null, status: 'new' });
        expect(await store.leads.get(created.id)).toMatchObject({ followUpDate: '2026-12-05', assignedTo: 'admin-1' });
        const history = await store.leads.history(created.id);
        expect(history.map(({ kind, by: who, from, to, text, leadId }) => ({ kind, by: who, from, to, text, leadId }))).toEqual([
          { kind: 'followUp', by, from: null, to: '2026-12-05', text: null, leadId: created.id },
          { kind: 'assigned', by, from: null, to: 'office@example.com', text: null, leadId: created.id },
        ]);
        for (const entry of history) expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(Date.parse(created.createdAt));
        expect(new Set(history.map((entry) => entry.id)).size).toBe(2);

        const cleared = await store.leads.update(created.id, { followUpDate: null, assignedTo: null }, []);
        expect(cleared).toMatchObject({ followUpDate: null, assignedTo: null });
        expect(await store.leads.history(created.id)).toHaveLength(2);
      });

      it('sets firstResponseAt once, on the first answer', async () => {
        const created = await store.leads.create({ name: 'Lead', phone: '9876543210', email: 'l@example.com', source: 'contact' });
        await tick();
        const note = { by: { id: 'admin-1', email: 'office@example.com' }, kind: 'note' as const, from: null, to: null, text: 'Called, wants a corner plot' };
        const first = await store.leads.update(created.id, { respond: true, status: 'in_progress' }, [note]);
        expect(Date.parse(first!.firstResponseAt!)).toBeGreaterThan(Date.parse(created.createdAt));
        // Both times are written by the same change.
        expect(Date.parse(first!.updatedAt!)).toBeGreaterThan(Date.parse(created.createdAt));
        expect((await store.leads.get(created.id))?.updatedAt).toBe(first?.updatedAt);
        await tick();
        const second = await store.leads.update(created.id, { respond: true, status: 'resolved' }, [{ ...note, text: 'Again' }]);
        expect(second?.firstResponseAt).toBe(first?.firstResponseAt);
        expect((await store.leads.history(created.id)).map((entry) => entry.text)).toEqual(['Called, wants a corner plot', 'Again']);
      });

      it('moves, adds and cancels a site visit inside the details, keeping the rest', async () => {
        const details = { plotId: 'abc123', plotTitle: 'Corner plot', visitDate: '2026-12-01', visitSlot: 'morning', message: 'Sunday?' };
        const created = await store.leads.create({ name: 'Buyer', phone: '9123456780', email: 'b@example.com', source: 'plot-enquiry', details });
        const moved = await store.leads.update(created.id, { visit: { date: '2026-12-03', slot: 'evening' } }, []);
        expect(moved?.details).toEqual({ ...details, visitDate: '2026-12-03', visitSlot: 'evening' });
        const cancelled = await store.leads.update(created.id, { visit: null }, []);
        expect(cancelled?.details).toEqual({ plotId: 'abc123', plotTitle: 'Corner plot', message: 'Sunday?' });
        expect((await store.leads.get(created.id))?.details).toEqual({ plotId: 'abc123', plotTitle: 'Corner plot', message: 'Sunday?' });

        const contact = await store.leads.create({ name: 'Caller', phone: '9123456780', email: 'c@example.com', source: 'contact' });
        expect((await store.leads.update(contact.id, { visit: { date: '2026-12-04', slot: 'afternoon' } }, []))?.details).toEqual({ visitDate: '2026-12-04', visitSlot: 'afternoon' });
        expect((await store.leads.update(contact.id, { visit: null }, []))?.details).toBeNull();
      });

      it('writes no history for a missing lead, and keeps a deleted lead\'s history', async () => {
        const note = { by: { id: 'admin-1', email: 'office@example.com' }, kind: 'note' as const, from: null, to: null, text: 'Kept forever' };
        expect(await store.leads.update('no-such-id', { respond: true }, [note])).toBeNull();
        expect(await store.leads.update('no-such-id', { visit: null }, [note])).toBeNull();
        expect(await store.leads.history('no-such-id')).toEqual([]);

        const lead = await store.leads.create({ name: 'Gone', phone: '9876543210', email: 'g@example.com', source: 'contact' });
        await store.leads.update(lead.id, {}, [note]);
        expect(await store.leads.delete(lead.id)).toBe(true);
        expect((await store.leads.history(lead.id)).map((entry) => entry.text)).toEqual(['Kept forever']);
      });

      it('changes its change mark on every create, change and delete, and only then', async () => {
        const empty = await store.leads.changeMark();
        expect(await store.leads.changeMark()).toBe(empty);
        const lead = await store.leads.create({ name: 'Marked', phone: '9876543210', email: 'm@example.com', source: 'contact' });
        const created = await store.leads.changeMark();
        expect(created).not.toBe(empty);
        expect(await store.leads.changeMark()).toBe(created);
        await tick();
        await store.leads.update(lead.id, { followUpDate: '2026-12-05' }, []);
        const changed = await store.leads.changeMark();
        expect(changed).not.toBe(created);
        await store.leads.update('no-such-id', { status: 'resolved' }, []);
        expect(await store.leads.changeMark()).toBe(changed);
        await store.leads.delete(lead.id);
        expect(await store.leads.changeMark()).not.toBe(changed);
      });

      it('counts all leads and leads by status', async () => {
        const a = await store.leads.create({ name: 'A', phone: '9876543210', email: 'a@example.com', source: 'contact' });
        await store.leads.create({ name: 'B', phone: '9876543210', email: 'b@example.com', source: 'sell' });
        await store.leads.create({ name: 'C', phone: '9876543210', email: 'c@example.com', source: 'contact' });
        await store.leads.update(a.id, { status: 'resolved' }, []);
        expect(await store.leads.count()).toBe(3);
        expect(await store.leads.count({ status: 'new' })).toBe(2);
        expect(await store.leads.count({ status: 'resolved' })).toBe(1);
        expect(await store.leads.count({ status: 'in_progress' })).toBe(0);
      });

      it('answers null and false for a missing lead, and deletes once', async () => {
        expect(await store.leads.update('no-such-id', { status: 'resolved' }, [])).toBeNull();
        expect(await store.leads.delete('no-such-id')).toBe(false);
        expect(await store.leads.get('no-such-id')).toBeNull();
        const lead = await store.leads.create({ name: 'Gone', phone: '9876543210', email: 'g@example.com', source: 'contact' });
        expect(await store.leads.delete(lead.id)).toBe(true);
        expect(await store.leads.delete(lead.id)).toBe(false);
        expect(await store.leads.count()).toBe(0);
      });
    });

    describe('blogs', () => {
      it('creates a post with store timestamps and reads it back', async () => {
        const before = Date.now();
        const created = await store.blogs.create(aPost({ title: 'Seed access road widened', titleTe: 'సీడ్ యాక్సెస్ రోడ్డు విస్తరణ', category: 'Infrastructure', content: 'First.\nSecond.', contentTe: 'మొదటిది.\nరెండోది.' }));
        expectStoreTimestamp(created.createdAt, before, Date.now());
        expect(await store.blogs.get(created.id)).toEqual({
          id: created.id,
          title: 'Seed access road widened',
          titleTe: 'సీడ్ యాక్సెస్ రోడ్డు విస్తరణ',
          category: 'Infrastructure',
          content: 'First.\nSecond.',
          contentTe: 'మొదటిది.\nరెండోది.',
          createdAt: created.createdAt,
          updatedAt: null,
        });
      });

      it('lists posts newest first and counts them', async () => {
        const made = await inOrder(['Old', 'Middle', 'New'].map((title) => () => store.blogs.create(aPost({ title, content: title }))));
        expect((await store.blogs.list()).map((blog) => blog.id)).toEqual(made.map((blog) => blog.id).reverse());
        expect(await store.blogs.count()).toBe(3);
      });

      it('replaces title, category and content (and their Telugu) on update and sets updatedAt', async () => {
        const created = await store.blogs.create(aPost({ title: 'Draft', content: 'x', titleTe: 'చిత్తు', contentTe: 'క' }));
        await tick();
        await store.blogs.update(created.id, aPost({ title: 'Final', category: 'Policy', content: 'y\nz', titleTe: 'తుది', contentTe: '' }));
        const read = await store.blogs.get(created.id);
        expect(read).toMatchObject({ title: 'Final', titleTe: 'తుది', category: 'Policy', content: 'y\nz', contentTe: '', createdAt: created.createdAt });
        expect(Date.parse(read!.updatedAt!)).toBeGreaterThan(Date.parse(created.createdAt));
      });

      it('answers null and false for a missing post, and deletes once', async () => {
        expect(await store.blogs.update('no-such-id', aPost())).toBeNull();
        expect(await store.blogs.delete('no-such-id')).toBe(false);
        expect(await store.blogs.get('no-such-id')).toBeNull();
        const blog = await store.blogs.create(aPost());
        expect(await store.blogs.delete(blog.id)).toBe(true);
        expect(await store.blogs.delete(blog.id)).toBe(false);
        expect(await store.blogs.list()).toEqual([]);
      });

      it('reads a post stored before the Telugu texts existed with blank ones, and stores one written without them so', async () => {
        const { titleTe: _titleTe, contentTe: _contentTe, ...older } = aPost({ title: 'Old post', content: 'Line one.\nLine two.' });
        await writeOlder('blogs', 'older-post', older);
        expect(await store.blogs.get('older-post')).toEqual({ ...older, titleTe: '', contentTe: '', id: 'older-post', createdAt: expect.any(String), updatedAt: null });
        expect(await store.blogs.list()).toEqual([await store.blogs.get('older-post')]);
        // A writer that leaves them out stores them blank, on an update too (a post is replaced whole).
        const created = await store.blogs.create(older);
        expect(await store.blogs.get(created.id)).toMatchObject({ titleTe: '', contentTe: '' });
        await store.blogs.update(created.id, aPost({ titleTe: 'పాత', contentTe: 'పాత' }));
        await store.blogs.update(created.id, older);
        expect(await store.blogs.get(created.id)).toMatchObject({ titleTe: '', contentTe: '' });
      });
    });

    describe('subscribers', () => {
      it('adds an address once, whatever its case, unconfirmed, in the language it came in, and never throws on a duplicate', async () => {
        const before = Date.now();
        const first = await store.subscribers.add('Visitor@Example.com', 'te');
        expect(first.created).toBe(true);
        expect(first.subscriber).toMatchObject({ email: 'visitor@example.com', language: 'te', confirmedAt: null, bouncingSince: null, lastMailAt: null });
        expectStoreTimestamp(first.subscriber.createdAt, before, Date.now());

        const again = await store.subscribers.add('visitor@EXAMPLE.com', 'en');
        expect(again.created).toBe(false);
        expect(again.subscriber).toEqual(first.subscriber);

        expect(await store.subscribers.count()).toBe(1);
        expect(await store.subscribers.list()).toEqual([first.subscriber]);
        expect(await store.subscribers.get(first.subscriber.id)).toEqual(first.subscriber);
        expect(await store.subscribers.get('no-such-id')).toBeNull();
      });

      it('lists subscribers newest first', async () => {
        const made = await inOrder(['a@example.com', 'b@example.com'].map((email) => () => store.subscribers.add(email, 'en')));
        expect((await store.subscribers.list()).map((s) => s.email)).toEqual(made.map((m) => m.subscriber.email).reverse());
        expect(await store.subscribers.count()).toBe(2);
      });

      it('reads a subscriber stored before double opt-in as unconfirmed, in English, never mailed', async () => {
        await writeOlder('subscribers', 'older-subscriber', { email: 'old@example.com' });
        expect(await store.subscribers.get('older-subscriber')).toEqual({
          id: 'older-subscriber',
          email: 'old@example.com',
          language: 'en',
          confirmedAt: null,
          bouncingSince: null,
          lastMailAt: null,
          createdAt: expect.any(String),
        });
        expect(await store.alerts.listOf('older-subscriber')).toEqual([]);
      });

      it('confirms once (confirming again keeps the first time), notes mails and bouncing', async () => {
        const { subscriber } = await store.subscribers.add('c@example.com', 'en');
        const before = Date.now();
        const confirmed = await store.subscribers.confirm(subscriber.id);
        expectStoreTimestamp(confirmed!.confirmedAt!, before, Date.now());
        await tick();
        expect(await store.subscribers.confirm(subscriber.id)).toEqual(confirmed);

        const mailed = await store.subscribers.markMailed(subscriber.id);
        expectStoreTimestamp(mailed!.lastMailAt!, before, Date.now());
        const bouncing = await store.subscribers.markBouncing(subscriber.id);
        expectStoreTimestamp(bouncing!.bouncingSince!, before, Date.now());
        await tick();
        expect((await store.subscribers.markBouncing(subscriber.id))?.bouncingSince).toBe(bouncing!.bouncingSince);
        expect(await store.subscribers.get(subscriber.id)).toEqual({ ...subscriber, confirmedAt: confirmed!.confirmedAt, lastMailAt: mailed!.lastMailAt, bouncingSince: bouncing!.bouncingSince });

        for (const mark of [store.subscribers.confirm, store.subscribers.markMailed, store.subscribers.markBouncing]) expect(await mark('no-such-id')).toBeNull();
      });

      it('removes a subscriber with their alerts, and only theirs', async () => {
        const { subscriber: leaving } = await store.subscribers.add('leaving@example.com', 'en');
        const { subscriber: staying } = await store.subscribers.add('staying@example.com', 'en');
        await store.alerts.add(leaving.id, newsAlert, 'instant');
        await store.alerts.add(leaving.id, { kind: 'priceDrop', target: { plotId: 'p1' } }, 'daily');
        const kept = await store.alerts.add(staying.id, newsAlert, 'instant');

        expect(await store.subscribers.remove(leaving.id)).toBe(true);
        expect(await store.subscribers.get(leaving.id)).toBeNull();
        expect(await store.alerts.listOf(leaving.id)).toEqual([]);
        expect(await store.alerts.list()).toEqual([kept.alert]);
        expect(await store.subscribers.remove(leaving.id)).toBe(false);
        expect(await store.subscribers.count()).toBe(1);
      });
    });

    describe('alerts', () => {
      const aSearch: AlertSpec = { kind: 'search', target: { location: 'Tullur', category: 'residential', priceMax: 5_000_000 } };

      it('adds each kind of alert with its target and cadence, and lists them oldest first', async () => {
        const { subscriber } = await store.subscribers.add('a@example.com', 'en');
        const specs: AlertSpec[] = [aSearch, { kind: 'priceDrop', target: { plotId: 'plot-1' } }, newsAlert, { kind: 'venture', target: { ventureId: 'v-1' } }];
        const before = Date.now();
        const made = await inOrder(specs.map((spec, n) => () => store.alerts.add(subscriber.id, spec, n % 2 ? 'daily' : 'instant')));
        for (const [n, { outcome, alert }] of made.entries()) {
          expect(outcome).toBe('created');
          expect(alert).toEqual({ id: expect.any(String), subscriberId: subscriber.id, ...specs[n], cadence: n % 2 ? 'daily' : 'instant', createdAt: expect.any(String) });
          expectStoreTimestamp(alert!.createdAt, before, Date.now());
        }
        expect(await store.alerts.listOf(subscriber.id)).toEqual(made.map((m) => m.alert));
        expect(await store.alerts.list()).toEqual(made.map((m) => m.alert));
      });

      it('keeps the same alert once (the same filters in any order), and at most the limit per address', async () => {
        const { subscriber } = await store.subscribers.add('full@example.com', 'en');
        const first = await store.alerts.add(subscriber.id, aSearch, 'instant');
        const again = await store.alerts.add(subscriber.id, { kind: 'search', target: { priceMax: 5_000_000, category: 'residential', location: 'Tullur' } }, 'daily');
        expect(again).toEqual({ outcome: 'exists', alert: first.alert });
        expect((await store.alerts.add(subscriber.id, newsAlert, 'instant')).outcome).toBe('created');
        expect((await store.alerts.add(subscriber.id, newsAlert, 'daily')).outcome).toBe('exists');

        for (let n = 2; n < ALERTS_PER_ADDRESS_MAX; n += 1) {
          expect((await store.alerts.add(subscriber.id, { kind: 'priceDrop', target: { plotId: `plot-${n}` } }, 'instant')).outcome).toBe('created');
        }
        expect(await store.alerts.add(subscriber.id, { kind: 'priceDrop', target: { plotId: 'one-more' } }, 'instant')).toEqual({ outcome: 'full', alert: null });
        expect(await store.alerts.listOf(subscriber.id)).toHaveLength(ALERTS_PER_ADDRESS_MAX);
        // Following something already followed is still "exists" when full.
        expect((await store.alerts.add(subscriber.id, newsAlert, 'instant')).outcome).toBe('exists');
        expect(await store.alerts.add('no-such-subscriber', newsAlert, 'instant')).toEqual({ outcome: 'noSubscriber', alert: null });
      });

      it('changes the cadence and removes an alert only through its own subscriber', async () => {
        const { subscriber: owner } = await store.subscribers.add('owner@example.com', 'en');
        const { subscriber: other } = await store.subscribers.add('other@example.com', 'en');
        const { alert } = await store.alerts.add(owner.id, newsAlert, 'instant');
        expect(await store.alerts.setCadence(other.id, alert!.id, 'daily')).toBeNull();
        expect(await store.alerts.remove(other.id, alert!.id)).toBe(false);
        expect(await store.alerts.setCadence(owner.id, 'no-such-alert', 'daily')).toBeNull();

        expect(await store.alerts.setCadence(owner.id, alert!.id, 'daily')).toEqual({ ...alert, cadence: 'daily' });
        expect(await store.alerts.listOf(owner.id)).toEqual([{ ...alert, cadence: 'daily' }]);
        expect(await store.alerts.remove(owner.id, alert!.id)).toBe(true);
        expect(await store.alerts.remove(owner.id, alert!.id)).toBe(false);
        expect(await store.alerts.listOf(owner.id)).toEqual([]);
      });

      it('gives the sender every alert of a kind whose subscriber confirmed and is not bouncing, with address and language', async () => {
        const add = async (email: string, language: Language) => (await store.subscribers.add(email, language)).subscriber;
        const confirmedEarly = await add('early@example.com', 'te');
        await store.subscribers.confirm(confirmedEarly.id);
        const early = (await store.alerts.add(confirmedEarly.id, aSearch, 'daily')).alert!;
        const confirmedLate = await add('late@example.com', 'en');
        const late = (await store.alerts.add(confirmedLate.id, aSearch, 'instant')).alert!;
        await store.alerts.add(confirmedLate.id, newsAlert, 'instant');
        const unconfirmed = await add('never@example.com', 'en');
        await store.alerts.add(unconfirmed.id, aSearch, 'instant');
        const bouncing = await add('bounce@example.com', 'en');
        await store.alerts.add(bouncing.id, aSearch, 'instant');
        await store.subscribers.confirm(bouncing.id);

        expect(await store.alerts.deliverable('search')).toHaveLength(2);
        await store.subscribers.markBouncing(bouncing.id);
        // Confirmed after the alert was added: its alerts become deliverable then.
        await store.subscribers.confirm(confirmedLate.id);

        const deliverable = await store.alerts.deliverable('search');
        expect(deliverable).toHaveLength(2);
        expect(deliverable).toEqual(
          expect.arrayContaining([
            { ...early, email: 'early@example.com', language: 'te' },
            { ...late, email: 'late@example.com', language: 'en' },
          ]),
        );
        expect((await store.alerts.deliverable('news')).map((alert) => alert.email)).toEqual(['late@example.com']);
        expect(await store.alerts.deliverable('venture')).toEqual([]);
      });
    });

    describe('alert outbox', () => {
      const NOW = new Date('2026-11-27T04:00:00.000Z');
      const at = (ms: number) => new Date(NOW.getTime() + ms);
      const LEASE = 60_000;
      function anItem(n: number, overrides: Partial<NewAlertOutboxItem> = {}): NewAlertOutboxItem {
        return {
          dedupeKey: `event-${n}:alert-${n}`,
          subscriberId: `sub-${n % 3}`,
          alertId: `alert-${n}`,
          kind: 'newPlot',
          payload: JSON.stringify({ kind: 'newPlot', n, text: 'ధర ₹50 L "quoted"' }),
          dueAt: NOW.toISOString(),
          daily: false,
          ...overrides,
        };
      }

      it('enqueues an event for an alert once, however often it comes, and keeps every field', async () => {
        const daily = anItem(2, { kind: 'news', daily: true, dueAt: '2026-11-28T02:30:00.000Z' });
        expect(await store.alertOutbox.enqueue([anItem(1), daily, anItem(1, { payload: '{}' })])).toBe(2);
        expect(await store.alertOutbox.enqueue([anItem(1), daily])).toBe(0);
        const listed = (await store.alertOutbox.list()).sort((x, y) => x.alertId.localeCompare(y.alertId));
        expect(listed.map(({ id: _id, createdAt: _createdAt, ...item }) => item)).toEqual([
          { ...anItem(1), state: 'pending', attempts: 0, lastError: '', finishedAt: null, sendingAt: null },
          { ...daily, state: 'pending', attempts: 0, lastError: '', finishedAt: null, sendingAt: null },
        ]);
        for (const item of listed) expectIso(item.createdAt);
        expect(await store.alertOutbox.list({ state: 'sent' })).toEqual([]);
      });

      it('claims only what is due, the earliest due first, leased: nobody else gets it until the lease runs out', async () => {
        await store.alertOutbox.enqueue([anItem(1, { dueAt: at(1000).toISOString() }), anItem(2, { dueAt: at(-5000).toISOString() }), anItem(3, { dueAt: at(-1000).toISOString() })]);
        const first = await store.alertOutbox.claim({ now: NOW, limit: 10, leaseMs: LEASE });
        expect(first.map((item) => item.alertId)).toEqual(['alert-2', 'alert-3']);
        expect(first.every((item) => item.attempts === 1 && item.lease !== '')).toBe(true);
        expect(await store.alertOutbox.claim({ now: at(LEASE - 1), limit: 10, leaseMs: LEASE })).toEqual([
          expect.objectContaining({ alertId: 'alert-1', attempts: 1 }),
        ]);
        expect(await store.alertOutbox.claim({ now: at(LEASE - 1), limit: 10, leaseMs: LEASE })).toEqual([]);

        // The drainer holding alert-2 crashed: its lease runs out and another takes it over.
        const [sent] = first;
        expect(await store.alertOutbox.markSent(first[1]!, at(10))).toBe(true);
        const again = await store.alertOutbox.claim({ now: at(LEASE), limit: 10, leaseMs: LEASE });
        expect(again.map((item) => [item.alertId, item.attempts])).toEqual([['alert-2', 2]]);
        expect(again[0]!.lease).not.toBe(sent!.lease);
        // The old lease can no longer finish it; the new one can.
        expect(await store.alertOutbox.markSent(sent!, at(LEASE))).toBe(false);
        expect(await store.alertOutbox.markFailed(sent!, at(LEASE), 'late')).toBe(false);
        expect(await store.alertOutbox.markSent(again[0]!, at(LEASE + 1))).toBe(true);
        expect(await store.alertOutbox.markSent(again[0]!, at(LEASE + 2))).toBe(false);

        const sentItems = await store.alertOutbox.list({ state: 'sent' });
        expect(sentItems.map((item) => [item.alertId, item.finishedAt]).sort()).toEqual([
          ['alert-2', at(LEASE + 1).toISOString()],
          ['alert-3', at(10).toISOString()],
        ]);
        expect(await store.alertOutbox.claim({ now: at(10 * LEASE), limit: 10, leaseMs: LEASE })).toEqual([
          expect.objectContaining({ alertId: 'alert-1', attempts: 2 }),
        ]);
      });

      it('never gives one item to two drainers claiming at once', async () => {
        await store.alertOutbox.enqueue(Array.from({ length: 24 }, (_, n) => anItem(n)));
        const held: string[] = [];
        for (let round = 0; round < 4; round += 1) {
          const batches = await Promise.all([1, 2, 3].map(() => store.alertOutbox.claim({ now: NOW, limit: 5, leaseMs: LEASE })));
          for (const batch of batches) {
            expect(batch.length).toBeLessThanOrEqual(5);
            held.push(...batch.map((item) => item.id));
          }
        }
        expect(new Set(held).size).toBe(held.length);
        while (held.length < 24) {
          const more = await store.alertOutbox.claim({ now: NOW, limit: 24, leaseMs: LEASE });
          if (more.length === 0) break;
          held.push(...more.map((item) => item.id));
        }
        expect(new Set(held).size).toBe(24);
        expect(held).toHaveLength(24);
      });

      it('keeps that a send began, through a lost lease, until a retry says it did not go', async () => {
        await store.alertOutbox.enqueue([anItem(1)]);
        const [held] = await store.alertOutbox.claim({ now: NOW, limit: 1, leaseMs: LEASE });
        expect(held!.sendingAt).toBeNull();
        expect(await store.alertOutbox.markSending(held!, at(1))).toBe(true);
        const [taken] = await store.alertOutbox.claim({ now: at(LEASE), limit: 1, leaseMs: LEASE });
        expect(taken!.sendingAt).toBe(at(1).toISOString());
        expect(await store.alertOutbox.markSending(held!, at(LEASE))).toBe(false);
        expect(await store.alertOutbox.retryLater(taken!, at(LEASE), '421 closing')).toBe(true);
        const [later] = await store.alertOutbox.claim({ now: at(LEASE), limit: 1, leaseMs: LEASE });
        expect(later).toEqual(expect.objectContaining({ sendingAt: null, attempts: 3 }));
      });

      it('retries an item later, with its error, and gives one up for good', async () => {
        await store.alertOutbox.enqueue([anItem(1), anItem(2)]);
        const [one, two] = await store.alertOutbox.claim({ now: NOW, limit: 2, leaseMs: LEASE });
        expect(await store.alertOutbox.retryLater(one!, at(5 * 60_000), '451 try later')).toBe(true);
        expect(await store.alertOutbox.markFailed(two!, at(5), '550 no such user')).toBe(true);
        expect(await store.alertOutbox.claim({ now: at(5 * 60_000 - 1), limit: 5, leaseMs: LEASE })).toEqual([]);
        const retried = await store.alertOutbox.claim({ now: at(5 * 60_000), limit: 5, leaseMs: LEASE });
        expect(retried).toEqual([expect.objectContaining({ id: one!.id, attempts: 2, lastError: '451 try later', state: 'pending' })]);
        expect(await store.alertOutbox.list({ state: 'failed' })).toEqual([
          expect.objectContaining({ id: two!.id, lastError: '550 no such user', finishedAt: at(5).toISOString() }),
        ]);
        // A failed item stays failed.
        expect(await store.alertOutbox.claim({ now: at(100 * LEASE), limit: 5, leaseMs: LEASE })).toEqual([
          expect.objectContaining({ id: one!.id }),
        ]);
      });

      it('counts the items whose dedupe key starts with a prefix, by state, and no others', async () => {
        const post = (n: number, alert: string) => anItem(n, { dedupeKey: `news:post-1:${alert}`, kind: 'news' });
        await store.alertOutbox.enqueue([
          post(1, 'a1'),
          post(2, 'a2'),
          post(3, 'a3'),
          post(4, 'a4'),
          // Neighbours of the range: another post whose id the first's extends, and a key just past the prefix.
          anItem(5, { dedupeKey: 'news:post-10:a1' }),
          anItem(6, { dedupeKey: 'news:post-1;a1' }),
          anItem(7, { dedupeKey: 'news:post-1' }),
        ]);
        expect(await store.alertOutbox.countByKeyPrefix('news:post-1:')).toEqual({ pending: 4, sent: 0, failed: 0 });
        const claimed = await store.alertOutbox.claim({ now: NOW, limit: 10, leaseMs: LEASE });
        const ofPost = claimed.filter((item) => item.dedupeKey.startsWith('news:post-1:'));
        await store.alertOutbox.markSent(ofPost[0]!, at(1));
        await store.alertOutbox.markSent(ofPost[1]!, at(1));
        await store.alertOutbox.markFailed(ofPost[2]!, at(1), '550 no such user');
        expect(await store.alertOutbox.countByKeyPrefix('news:post-1:')).toEqual({ pending: 1, sent: 2, failed: 1 });
        expect(await store.alertOutbox.countByKeyPrefix('news:post-10:')).toEqual({ pending: 1, sent: 0, failed: 0 });
        expect(await store.alertOutbox.countByKeyPrefix('news:nothing:')).toEqual({ pending: 0, sent: 0, failed: 0 });
      });

      it('forgets sent and failed items finished before a time, keeping the pending and the recent', async () => {
        await store.alertOutbox.enqueue([anItem(1), anItem(2), anItem(3), anItem(4)]);
        const [a, b, c] = await store.alertOutbox.claim({ now: NOW, limit: 3, leaseMs: LEASE });
        await store.alertOutbox.markSent(a!, at(1000));
        await store.alertOutbox.markFailed(b!, at(2000), 'x');
        await store.alertOutbox.markSent(c!, at(9000));
        expect(await store.alertOutbox.prune(at(5000))).toBe(2);
        const numberOf = (item: { alertId: string }) => Number(item.alertId.replace('alert-', ''));
        const unclaimed = [1, 2, 3, 4].find((n) => ![a, b, c].some((item) => numberOf(item!) === n))!;
        expect((await store.alertOutbox.list()).map(numberOf).sort()).toEqual([numberOf(c!), unclaimed].sort());
        // Its dedupe key forgotten, the same event may be enqueued again (prune only what no redelivery reaches).
        expect(await store.alertOutbox.enqueue([anItem(numberOf(a!)), anItem(numberOf(c!))])).toBe(1);
      });
    });

    describe('settings and meta', () => {
      it('has no settings until they are put, then returns the latest', async () => {
        expect(await store.settings.get()).toBeNull();
        expect(await store.settings.updatedAt()).toBeNull();
        expect(await store.settings.put(someSettings)).toEqual(someSettings);
        expect(await store.settings.get()).toEqual(someSettings);
        const changed = { ...someSettings, phone: '+91 90000 11111', social: { ...someSettings.social, youtube: '' } };
        const before = await store.settings.updatedAt();
        expect(Number.isNaN(Date.parse(before ?? ''))).toBe(false);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await store.settings.put(changed);
        expect(await store.settings.get()).toEqual(changed);
        expect(Date.parse((await store.settings.updatedAt()) ?? '')).toBeGreaterThan(Date.parse(before!));
      });

      it('reads settings stored before the map fields existed with the default map', async () => {
        const { mapTileUrl: _tiles, mapAttribution: _attribution, ...older } = someSettings;
        await store.settings.put(older as SiteSettings);
        expect(await store.settings.get()).toEqual({ ...older, mapTileUrl: DEFAULT_MAP_TILE_URL, mapAttribution: DEFAULT_MAP_ATTRIBUTION });
      });

      it('reads settings stored before the Telugu address existed with a blank one', async () => {
        const { addressTe: _addressTe, ...older } = someSettings;
        await store.settings.put(older as SiteSettings);
        expect(await store.settings.get()).toEqual({ ...older, addressTe: '' });
      });

      it('keeps named meta values and overwrites them', async () => {
        expect(await store.meta.get('demoSeededAt')).toBeNull();
        await store.meta.set('demoSeededAt', '2025-01-01T00:00:00.000Z');
        await store.meta.set('other', 'x');
        expect(await store.meta.get('demoSeededAt')).toBe('2025-01-01T00:00:00.000Z');
        await store.meta.set('demoSeededAt', 'later');
        expect(await store.meta.get('demoSeededAt')).toBe('later');
        expect(await store.meta.get('other')).toBe('x');
      });

      it('gives a key to the first claim only, even among concurrent ones, and again once it is deleted', async () => {
        const key = 'lead-notice:abc:admin/1';
        const claims = await Promise.all([1, 2, 3, 4].map((n) => store.meta.claim(key, `claim ${n}`)));
        expect(claims.filter(Boolean)).toHaveLength(1);
        const winner = claims.indexOf(true) + 1;
        expect(await store.meta.get(key)).toBe(`claim ${winner}`);
        expect(await store.meta.claim(key, 'later')).toBe(false);
        await store.meta.set('demoSeededAt', 'x');
        expect(await store.meta.claim('demoSeededAt', 'y')).toBe(false);
        expect(await store.meta.get('demoSeededAt')).toBe('x');

        await store.meta.delete(key);
        await store.meta.delete('never-set');
        expect(await store.meta.get(key)).toBeNull();
        expect(await store.meta.claim(key, 'again')).toBe(true);
        expect(await store.meta.get(key)).toBe('again');
      });

      it('forgets a range of keys, from included to excluded, in text order', async () => {
        const keys = ['alert-summary:2026-11-20:a', 'alert-summary:2026-11-23:b', 'alert-summary:2026-11-24:a', 'alert-summary:2026-11-27:c', 'alert-summarz', 'alert-summar', 'demoSeededAt'];
        for (const key of keys) await store.meta.set(key, 'x');
        expect(await store.meta.deleteRange('alert-summary:', 'alert-summary:2026-11-24')).toBe(2);
        const kept = [];
        for (const key of keys) if ((await store.meta.get(key)) !== null) kept.push(key);
        expect(kept).toEqual(['alert-summary:2026-11-24:a', 'alert-summary:2026-11-27:c', 'alert-summarz', 'alert-summar', 'demoSeededAt']);
        expect(await store.meta.deleteRange('alert-summary:', 'alert-summary:2026-11-24')).toBe(0);
      });
    });

    describe('stats (dashboard counters)', () => {
      it('are all 0 before anything was counted', async () => {
        expect(await store.stats.get()).toEqual({ leads: 0, newLeads: 0, blogs: 0, plots: 0 });
      });

      it('add positive and negative deltas, leaving the other counters alone', async () => {
        expect(await store.stats.apply('event-1', { leads: 1, newLeads: 1 })).toBe(true);
        expect(await store.stats.apply('event-2', { plots: 3 })).toBe(true);
        expect(await store.stats.apply('event-3', { plots: -1, blogs: 2 })).toBe(true);
        expect(await store.stats.get()).toEqual({ leads: 1, newLeads: 1, blogs: 2, plots: 2 });
      });

      it('apply each event id once: a redelivery changes nothing and answers false', async () => {
        expect(await store.stats.apply('lead-created-abc', { leads: 1, newLeads: 1 })).toBe(true);
        expect(await store.stats.apply('lead-created-abc', { leads: 1, newLeads: 1 })).toBe(false);
        // Even with other deltas: the id alone decides.
        expect(await store.stats.apply('lead-created-abc', { leads: 5 })).toBe(false);
        expect(await store.stats.get()).toEqual({ leads: 1, newLeads: 1, blogs: 0, plots: 0 });
      });

      it('apply each event id once when the deliveries race', async () => {
        const results = await Promise.all(Array.from({ length: 8 }, () => store.stats.apply('same-event', { blogs: 1 })));
        expect(results.filter(Boolean)).toHaveLength(1);
        expect((await store.stats.get()).blogs).toBe(1);
        // Different events at once all count.
        await Promise.all(Array.from({ length: 8 }, (_, n) => store.stats.apply(`event-${n}`, { blogs: 1 })));
        expect((await store.stats.get()).blogs).toBe(9);
      });

      it('record an event with no deltas, so it cannot apply later', async () => {
        expect(await store.stats.apply('no-op', {})).toBe(true);
        expect(await store.stats.apply('no-op', { leads: 1 })).toBe(false);
        expect(await store.stats.get()).toEqual({ leads: 0, newLeads: 0, blogs: 0, plots: 0 });
      });

      it('refuse fractional deltas and an empty event id, changing nothing', async () => {
        await expect(store.stats.apply('fraction', { leads: 0.5 })).rejects.toThrow();
        await expect(store.stats.apply('', { leads: 1 })).rejects.toThrow();
        expect(await store.stats.apply('fraction', { leads: 1 })).toBe(true);
        expect((await store.stats.get()).leads).toBe(1);
      });

      it('set overwrites every counter; remembered events stay remembered', async () => {
        await store.stats.apply('before-set', { leads: 7 });
        await store.stats.set({ leads: 3, newLeads: 2, blogs: 1, plots: 4 });
        expect(await store.stats.get()).toEqual({ leads: 3, newLeads: 2, blogs: 1, plots: 4 });
        expect(await store.stats.apply('before-set', { leads: 7 })).toBe(false);
        await store.stats.apply('after-set', { newLeads: -1 });
        expect(await store.stats.get()).toEqual({ leads: 3, newLeads: 1, blogs: 1, plots: 4 });
      });

      it('forget event ids older than a given instant, and only those', async () => {
        await store.stats.apply('old', { leads: 1 });
        await tick();
        const cut = new Date();
        await tick();
        await store.stats.apply('recent', { leads: 1 });
        expect(await store.stats.pruneProcessedEvents(cut)).toBe(1);
        expect(await store.stats.apply('recent', { leads: 1 })).toBe(false);
        // A forgotten id counts again: pruning is only for ids no redelivery can bring back.
        expect(await store.stats.apply('old', { leads: 1 })).toBe(true);
        expect((await store.stats.get()).leads).toBe(3);
      });

      it('count each venture\'s plots by status, applying each event id once', async () => {
        expect(await store.stats.ventureCounts(['v1', 'v2'])).toEqual({ v1: emptyStatusCounts(), v2: emptyStatusCounts() });
        expect(await store.stats.applyVenture('plot-created-1', { v1: { available: 1 } })).toBe(true);
        expect(await store.stats.applyVenture('plot-created-2', { v1: { available: 1 }, v2: { available: 1 } })).toBe(true);
        expect(await store.stats.applyVenture('statuses-1', { v1: { available: -2, reserved: 1, 'not-for-sale': 1 }, v2: { available: -1, sold: 1 } })).toBe(true);
        // Redelivered: nothing changes, whatever the deltas.
        expect(await store.stats.applyVenture('statuses-1', { v1: { available: -2, reserved: 1, 'not-for-sale': 1 } })).toBe(false);
        expect(await store.stats.applyVenture('statuses-1', { v3: { booked: 5 } })).toBe(false);
        expect(await store.stats.ventureCounts(['v1', 'v2', 'v3'])).toEqual({
          v1: { available: 0, reserved: 1, booked: 0, sold: 0, 'not-for-sale': 1 },
          v2: { available: 0, reserved: 0, booked: 0, sold: 1, 'not-for-sale': 0 },
          v3: emptyStatusCounts(),
        });
        expect(await store.stats.ventureCounts([])).toEqual({});
      });

      it('count an event once in the dashboard counters and once in the venture counts', async () => {
        // One trigger, one event id, both kinds of counter.
        expect(await store.stats.apply('plot-created-9', { plots: 1 })).toBe(true);
        expect(await store.stats.applyVenture('plot-created-9', { v1: { available: 1 } })).toBe(true);
        expect(await store.stats.applyVenture('plot-created-9', { v1: { available: 1 } })).toBe(false);
        expect(await store.stats.apply('plot-created-9', { plots: 1 })).toBe(false);
        expect((await store.stats.get()).plots).toBe(1);
        expect((await store.stats.ventureCounts(['v1'])).v1?.available).toBe(1);
      });

      it('apply each venture event once when the deliveries race', async () => {
        const results = await Promise.all(Array.from({ length: 6 }, () => store.stats.applyVenture('same-venture-event', { v1: { sold: 1 } })));
        expect(results.filter(Boolean)).toHaveLength(1);
        expect((await store.stats.ventureCounts(['v1'])).v1?.sold).toBe(1);
      });

      it('refuse fractional venture deltas and an empty event id, and skip the plots of no venture', async () => {
        await expect(store.stats.applyVenture('fraction', { v1: { sold: 0.5 } })).rejects.toThrow();
        await expect(store.stats.applyVenture('', { v1: { sold: 1 } })).rejects.toThrow();
        expect(await store.stats.applyVenture('fraction', { v1: { sold: 1 }, '': { available: 3 } })).toBe(true);
        expect(await store.stats.ventureCounts(['v1', ''])).toEqual({ v1: { ...emptyStatusCounts(), sold: 1 }, '': emptyStatusCounts() });
      });

      it('set overwrites a venture\'s counts, leaving the others and the remembered events alone', async () => {
        await store.stats.applyVenture('before-set', { v1: { available: 7 }, v2: { booked: 2 } });
        const counts = { available: 40, reserved: 3, booked: 5, sold: 50, 'not-for-sale': 2 };
        await store.stats.setVentureCounts('v1', counts);
        expect(await store.stats.ventureCounts(['v1', 'v2'])).toEqual({ v1: counts, v2: { ...emptyStatusCounts(), booked: 2 } });
        expect(await store.stats.applyVenture('before-set', { v1: { available: 7 } })).toBe(false);
        await store.stats.applyVenture('after-set', { v1: { available: -1, sold: 1 } });
        expect((await store.stats.ventureCounts(['v1'])).v1).toEqual({ ...counts, available: 39, sold: 51 });
        await store.stats.setVentureCounts('v3', emptyStatusCounts());
        expect((await store.stats.ventureCounts(['v3'])).v3).toEqual(emptyStatusCounts());
      });
    });

    describe('interest per listing', () => {
      const today = '2026-11-27';
      const daysAgo = (days: number) => addDays(today, -days);

      it('reads all 0 for plots never counted, and nothing recent', async () => {
        expect(await store.interest.totals(['p1', 'p2'], today)).toEqual({ p1: NO_INTEREST, p2: NO_INTEREST });
        expect(await store.interest.totals([], today)).toEqual({});
        expect(await store.interest.recent(today)).toEqual({});
      });

      it('add views, taps and enquiries per plot and day, and sum the last 7 and 30 days', async () => {
        expect(
          await store.interest.apply('flush-1', [
            { plotId: 'p1', day: today, views: 3, whatsapp: 1 },
            { plotId: 'p1', day: daysAgo(6), views: 2, calls: 1 },
            { plotId: 'p1', day: daysAgo(7), views: 10 },
            { plotId: 'p1', day: daysAgo(29), views: 4, enquiries: 1 },
            { plotId: 'p1', day: daysAgo(30), views: 100, enquiries: 5 },
            { plotId: 'p2', day: daysAgo(1), views: 1 },
          ]),
        ).toBe(true);
        // The same plot and day twice in one call, and again in a later call: all added.
        expect(await store.interest.apply('flush-2', [{ plotId: 'p1', day: today, views: 1 }, { plotId: 'p1', day: today, enquiries: 2 }])).toBe(true);
        const totals = await store.interest.totals(['p1', 'p2', 'p3'], today);
        expect(totals).toEqual({
          p1: { views7: 6, views30: 20, whatsapp30: 1, calls30: 1, enquiries30: 3 },
          p2: { ...NO_INTEREST, views7: 1, views30: 1 },
          p3: NO_INTEREST,
        });
        // A week later the window has moved on.
        expect((await store.interest.totals(['p1'], addDays(today, 7))).p1).toEqual({ views7: 0, views30: 16, whatsapp30: 1, calls30: 1, enquiries30: 2 });
        expect(await store.interest.recent(today)).toEqual({ p1: totals.p1, p2: totals.p2 });
      });

      it('apply each event id once, apart from the dashboard counters\' record of the same id', async () => {
        expect(await store.interest.apply('lead-created-7', [{ plotId: 'p1', day: today, enquiries: 1 }])).toBe(true);
        expect(await store.interest.apply('lead-created-7', [{ plotId: 'p1', day: today, enquiries: 1 }])).toBe(false);
        expect(await store.interest.apply('lead-created-7', [{ plotId: 'p2', day: today, views: 9 }])).toBe(false);
        expect(await store.stats.apply('lead-created-7', { leads: 1 })).toBe(true);
        const results = await Promise.all(Array.from({ length: 6 }, () => store.interest.apply('same-flush', [{ plotId: 'p1', day: today, views: 1 }])));
        expect(results.filter(Boolean)).toHaveLength(1);
        expect(await store.interest.totals(['p1', 'p2'], today)).toEqual({ p1: { ...NO_INTEREST, views7: 1, views30: 1, enquiries30: 1 }, p2: NO_INTEREST });
        expect((await store.stats.get()).leads).toBe(1);
      });

      it('take a deleted lead\'s enquiry back, and refuse fractions, bad days and an empty event id, changing nothing', async () => {
        await store.interest.apply('created', [{ plotId: 'p1', day: today, enquiries: 1 }]);
        await store.interest.apply('deleted', [{ plotId: 'p1', day: today, enquiries: -1 }, { plotId: '', day: today, views: 1 }]);
        await expect(store.interest.apply('fraction', [{ plotId: 'p1', day: today, views: 0.5 }])).rejects.toThrow();
        await expect(store.interest.apply('bad-day', [{ plotId: 'p1', day: 'today', views: 1 }])).rejects.toThrow();
        await expect(store.interest.apply('', [{ plotId: 'p1', day: today, views: 1 }])).rejects.toThrow();
        expect(await store.interest.apply('fraction', [{ plotId: 'p1', day: today, views: 1 }])).toBe(true);
        expect((await store.interest.totals(['p1'], today)).p1).toEqual({ ...NO_INTEREST, views7: 1, views30: 1 });
      });

      it('set the enquiries of the days from a day on, leaving views, taps and earlier days alone', async () => {
        await store.interest.apply('views', [
          { plotId: 'p1', day: today, views: 5, enquiries: 4 },
          { plotId: 'p2', day: daysAgo(3), views: 2, enquiries: 1 },
          { plotId: 'p2', day: daysAgo(20), enquiries: 7 },
        ]);
        await store.interest.setEnquiries(daysAgo(10), [
          { plotId: 'p1', day: today, enquiries: 1 },
          { plotId: 'p3', day: daysAgo(2), enquiries: 2 },
          // Before the day given: left out.
          { plotId: 'p3', day: daysAgo(25), enquiries: 9 },
        ]);
        expect(await store.interest.totals(['p1', 'p2', 'p3'], today)).toEqual({
          p1: { ...NO_INTEREST, views7: 5, views30: 5, enquiries30: 1 },
          p2: { ...NO_INTEREST, views7: 2, views30: 2, enquiries30: 7 },
          p3: { ...NO_INTEREST, enquiries30: 2 },
        });
      });

      it('read the figures of more plots than one query takes', async () => {
        const ids = Array.from({ length: 75 }, (_, n) => `plot-${n}`);
        await store.interest.apply('many', ids.map((plotId, n) => ({ plotId, day: today, views: n + 1 })));
        const totals = await store.interest.totals(ids, today);
        expect(Object.keys(totals)).toHaveLength(75);
        expect(totals['plot-74']?.views30).toBe(75);
        expect(Object.values(totals).reduce((sum, one) => sum + one.views7, 0)).toBe((75 * 76) / 2);
      });
    });

    describe('close', () => {
      it('can be called more than once', async () => {
        await store.close();
        await expect(store.close()).resolves.toBeUndefined();
      });
    });
  });
}

/** A plot record with plausible values; the price follows core/price like the service computes it. */
export function aPlot(overrides: Partial<PlotRecord> = {}): PlotRecord & Pick<Plot, 'titleTe' | 'descriptionTe'> {
  const area = overrides.area ?? 1800;
  const pricePerSqYard = overrides.pricePerSqYard ?? 45_000;
  const price = overrides.price ?? totalPriceRupees(area, pricePerSqYard);
  return {
    title: 'Residential plot in a CRDA-approved layout',
    location: 'Thullur',
    type: 'Residential',
    category: 'residential',
    pricePerSqYard,
    area,
    roadWidth: 12,
    roadFacing: 'East',
    status: 'available',
    features: ['Gated layout'],
    description: 'A test plot.',
    imageUrl: '',
    imagePublicId: '',
    coordinates: { latitude: 16.5, longitude: 80.5 },
    featured: false,
    ...plotPageDefaults(),
    price,
    priceUnit: overrides.priceUnit ?? priceUnitFor(price),
    ...overrides,
  };
}

function aRegion(overrides: Partial<RegionInput> = {}): RegionInput {
  return {
    region: 'Region',
    regionTe: '',
    ResidentialPriceMin: 45_000,
    ResidentialPriceMax: 55_000,
    CommercialPriceMin: 60_000,
    CommercialPriceMax: 75_000,
    ...VILLAGE_FIELD_DEFAULTS,
    ...overrides,
  };
}

function aPost(overrides: Partial<BlogData> = {}): BlogData {
  return { title: 'T', titleTe: '', category: 'News', content: 'c', contentTe: '', ...overrides };
}

const newsAlert: AlertSpec = { kind: 'news', target: null };

const someSettings: SiteSettings = {
  businessName: 'Test Realty',
  phone: '+91 98765 43210',
  whatsappNumber: '919876543210',
  email: 'hello@test-realty.example',
  address: 'Main Road, Thullur',
  addressTe: 'మెయిన్ రోడ్డు, తుళ్లూరు',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Thullur',
  mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  mapAttribution: '© Example tiles',
  social: { facebook: 'https://facebook.com/x', instagram: '', twitter: '', youtube: 'https://youtube.com/x', linkedin: '' },
};

/** Waits until the wall clock has visibly moved on, for adapters whose timestamps are only per-millisecond. */
function tick(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 3));
}

function expectIso(value: string | null | undefined): void {
  expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
}

/** An ISO string the store set while the call ran (a little slack for a store whose clock is another process). */
function expectStoreTimestamp(value: string, before: number, after: number): void {
  expectIso(value);
  const ms = Date.parse(value);
  expect(ms).toBeGreaterThanOrEqual(before - 2000);
  expect(ms).toBeLessThanOrEqual(after + 2000);
}
