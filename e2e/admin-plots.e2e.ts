import type { Browser, BrowserContext, Locator, Page, Request, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRORE, LAKH, PLOT_IMAGES_MAX, TOAST_PLOTS_PAGE_DURATION_MS } from '../functions/src/core/constants';
import { addDays, longDay, siteDay } from '../functions/src/core/dates';
import { MESSAGES } from '../functions/src/core/messages';
import { formatPlotPrice, priceInUnit, priceUnitFor, totalPriceRupees } from '../functions/src/core/price';
import type { Plot } from '../functions/src/core/schemas/plot';
import type { PlotSearchQuery } from '../functions/src/core/schemas/plot-search';
import { sitePaths } from '../functions/src/core/site-paths';
import type { Store } from '../functions/src/ports/store';
import { ADMIN_FLOW, afterRequestsSoFar, launchBrowser, newPage, screenshot, signedInContexts, startServer, TEST_VIEWPORTS, type RunningServer, type ViewportName } from './harness';
import { itModeIndependent } from './mode-independent';

/**
 * Plots Management (/admin/plots): the server-side filters and both empty states, the status
 * dropdown saved at once (and put back on failure), the Add form with every field, the computed
 * total switching from lakhs to crores, the required-field rule, image checks in the browser and
 * on the server, photos (several at once, at most 12, reordered by keyboard, a cover chosen, alt
 * text, one deleted and gone from the image store), approvals and charges (a wrong AP RERA number
 * refused), Edit (seen on the public /properties page and API) and Delete (plot and image files gone).
 * Results are read back from the SQLite file and the images folder, not through the API. The
 * filter panel's place is the layout, checked at every width; the flows run once, at the back
 * office's flow width.
 */

let server: RunningServer;
let browser: Browser;
let store: Store;
/** One signed-in context per viewport: login is rate-limited, so each signs in once. */
let contexts = new Map<ViewportName, BrowserContext>();
/** A small real PNG, made here with sharp, and three more of other colours (photos told apart). */
let png: Buffer;
let pngs: Buffer[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 21, g: 128, b: 61 } } })
    .png()
    .toBuffer();
  pngs = await Promise.all(
    [
      { r: 180, g: 83, b: 9 },
      { r: 30, g: 64, b: 175 },
      { r: 190, g: 24, b: 93 },
    ].map((background) => sharp({ create: { width: 64, height: 48, channels: 3, background } }).png().toBuffer()),
  );
  contexts = await signedInContexts(browser, server);
});

afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  await store?.close();
  await browser?.close();
  await server?.stop();
});

const ADMIN_PAGE_SIZE = 24;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function allPlots(): Promise<Plot[]> {
  const query = { sort: 'newest', page: 1, pageSize: 10_000 } as PlotSearchQuery;
  return (await store.plots.search(query)).items;
}

async function openPage(viewport: ViewportName, path = '/admin/plots') {
  const page = await contexts.get(viewport)!.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto(path);
  return { page, pageErrors };
}

async function openPlots(viewport: ViewportName) {
  const opened = await openPage(viewport);
  await opened.page.getByRole('heading', { name: 'Filters' }).waitFor();
  await opened.page.getByTestId('admin-plot-card').first().waitFor();
  return opened;
}

/**
 * The plots page with fake timers, paused from the start: toast lifetimes pass only when the test
 * runs the clock. A fake clock belongs to a whole context, so this page gets a context of its own
 * holding the viewport's sign-in (its cookies), and the shared one keeps real time.
 */
async function openPlotsWithPausedClock(viewport: ViewportName) {
  const storageState = await contexts.get(viewport)!.storageState();
  const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url, storageState });
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto('/admin/plots');
  await page.getByRole('heading', { name: 'Filters' }).waitFor();
  await page.getByTestId('admin-plot-card').first().waitFor();
  return { context, page, pageErrors };
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

const summary = (page: Page) => page.getByText(/^\d+ plots? (match the filters|in total)$/);
function summaryText(count: number, filtered: boolean) {
  return `${count} ${count === 1 ? 'plot' : 'plots'}${filtered ? ' match the filters' : ' in total'}`;
}
const cardIds = (page: Page) =>
  page.getByTestId('admin-plot-card').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-plot-id')));
const card = (page: Page, id: string) => page.locator(`[data-testid="admin-plot-card"][data-plot-id="${id}"]`);

/** Waits until the list shows exactly the expected plots (first page, newest first). */
async function expectList(page: Page, expected: Plot[], filtered: boolean) {
  await expect.poll(() => summary(page).textContent()).toBe(summaryText(expected.length, filtered));
  const ids = new Set(expected.map((plot) => plot.id));
  await expect
    .poll(async () => {
      const shown = await cardIds(page);
      return shown.length === Math.min(expected.length, ADMIN_PAGE_SIZE) && shown.every((id) => ids.has(id!));
    })
    .toBe(true);
}

function requestsTo(page: Page, match: (request: Request) => boolean) {
  const seen: Request[] = [];
  const listener = (request: Request) => {
    if (match(request)) seen.push(request);
  };
  page.on('request', listener);
  return { seen, stop: () => page.off('request', listener) };
}

function addDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Add New Plot' });
}

function formOf(dialog: Locator) {
  return {
    title: dialog.getByRole('textbox', { name: 'Title', exact: true }),
    location: dialog.getByRole('textbox', { name: 'Location', exact: true }),
    type: dialog.getByRole('combobox', { name: 'Type', exact: true }),
    category: dialog.getByRole('combobox', { name: 'Category', exact: true }),
    status: dialog.getByRole('combobox', { name: 'Status', exact: true }),
    price: dialog.getByRole('spinbutton', { name: 'Price per sq.yd (₹)' }),
    area: dialog.getByRole('spinbutton', { name: 'Area (sq.ft)' }),
    roadWidth: dialog.getByRole('spinbutton', { name: 'Road Width (m)' }),
    facing: dialog.getByRole('combobox', { name: 'Road Facing', exact: true }),
    latitude: dialog.getByRole('spinbutton', { name: /^Latitude/ }),
    longitude: dialog.getByRole('spinbutton', { name: /^Longitude/ }),
    featured: dialog.getByRole('switch', { name: 'Featured', exact: true }),
    newFeature: dialog.getByRole('textbox', { name: 'New feature' }),
    addFeature: dialog.getByRole('button', { name: 'Add', exact: true }),
    description: dialog.getByRole('textbox', { name: /^Description/ }),
    image: dialog.getByLabel('Add photos'),
    photos: dialog.getByTestId('photo'),
    uploads: dialog.getByTestId('pending-photo'),
    venture: dialog.getByRole('textbox', { name: /^Venture \/ layout name/ }),
    authority: dialog.getByRole('combobox', { name: /^Approved by/ }),
    lp: dialog.getByRole('textbox', { name: /^LP number/ }),
    rera: dialog.getByRole('textbox', { name: /^AP RERA number/ }),
    survey: dialog.getByRole('textbox', { name: /^Survey numbers/ }),
    development: dialog.getByRole('spinbutton', { name: /^Development charges per sq\.yd/ }),
    premium: dialog.getByRole('spinbutton', { name: /^Corner \/ facing premium per sq\.yd/ }),
    total: dialog.getByRole('textbox', { name: /^Total Price/ }),
    features: dialog.getByRole('list', { name: 'Features added' }),
  };
}

/** A mouse drag of a photo by its grip onto another photo, in small steps (the drag starts after 5 px). */
async function dragPhoto(page: Page, photo: Locator, target: Locator) {
  await photo.scrollIntoViewIfNeeded();
  const grip = (await photo.locator('[data-photo-grip]').boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

/** The text of the elements that describe a control (its hint and its error). */
async function describedText(page: Page, control: Locator): Promise<string> {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

async function expectTotal(dialog: Locator, area: number, pricePerSqYard: number) {
  const rupees = totalPriceRupees(area, pricePerSqYard);
  const unit = priceUnitFor(rupees);
  const total = dialog.getByRole('textbox', { name: `Total Price (${unit === 'crores' ? 'Crores' : 'Lakhs'})` });
  await expect.poll(() => total.inputValue()).toBe(priceInUnit(rupees, unit).toFixed(2));
}

// The layout: the filter panel beside the list on a wide screen, folded on a phone.
for (const viewport of TEST_VIEWPORTS) {
  describe(`admin plots (${viewport})`, () => {
    itModeIndependent('shows the filters beside the list on a wide screen, and folded behind Filters on a phone', async () => {
      const { page, pageErrors } = await openPlots(viewport);
      try {
        const plots = await allPlots();
        expect(plots.length).toBeGreaterThan(3);
        await expectList(page, plots, false);
        await screenshot(page, `admin-plots-${viewport}`);
        // On a phone the panel starts folded, so the plots are on the first screen.
        const toggle = page.getByRole('button', { name: 'Filters', exact: true });
        const location = page.getByRole('searchbox', { name: 'Location' });
        await expect.poll(() => location.isVisible()).toBe(viewport === 'desktop');
        if (viewport === 'mobile') {
          await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
          await toggle.click();
          await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
          await location.waitFor({ state: 'visible' });
        } else {
          await expect.poll(() => toggle.isVisible()).toBe(false);
        }
        expect(pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
}

// The flows are the same at every width: once.
for (const viewport of [ADMIN_FLOW]) {
  describe(`admin plots (${viewport})`, () => {
    it('filters on the server by location, price in lakhs, area and status, and clears', async () => {
      const { page, pageErrors } = await openPlots(viewport);
      try {
        const plots = await allPlots();
        expect(plots.length).toBeGreaterThan(3);
        await expectList(page, plots, false);
        // Folded on a phone (see above): opened first.
        if (viewport === 'mobile') await page.getByRole('button', { name: 'Filters', exact: true }).click();

        // Location: a case-insensitive substring.
        const term = plots[0]!.location.slice(0, 4).toUpperCase();
        await page.getByRole('searchbox', { name: 'Location' }).fill(term);
        await expectList(page, plots.filter((plot) => plot.location.toLowerCase().includes(term.toLowerCase())), true);
        await page.getByRole('searchbox', { name: 'Location' }).fill('');

        // Price in lakhs, sent in rupees.
        const prices = plots.map((plot) => plot.price).sort((a, b) => a - b);
        const minLakhs = Math.floor(prices[Math.floor(prices.length / 4)]! / LAKH);
        const maxLakhs = Math.ceil(prices[Math.floor((prices.length * 3) / 4)]! / LAKH);
        const priceRequest = page.waitForRequest((request) => request.url().includes(`priceMax=${maxLakhs * LAKH}`));
        await page.getByRole('textbox', { name: 'Minimum price in lakhs' }).fill(String(minLakhs));
        await page.getByRole('textbox', { name: 'Maximum price in lakhs' }).fill(String(maxLakhs));
        expect(new URL((await priceRequest).url()).searchParams.get('priceMin')).toBe(String(minLakhs * LAKH));
        const byPrice = plots.filter((plot) => plot.price >= minLakhs * LAKH && plot.price <= maxLakhs * LAKH);
        await expectList(page, byPrice, true);

        // A blank bound is ignored; a bound that is not a number too.
        await page.getByRole('textbox', { name: 'Maximum price in lakhs' }).fill('lots');
        await expectList(page, plots.filter((plot) => plot.price >= minLakhs * LAKH), true);
        await page.getByRole('textbox', { name: 'Minimum price in lakhs' }).fill('');
        await page.getByRole('textbox', { name: 'Maximum price in lakhs' }).fill('');

        // Area in square feet.
        const areas = plots.map((plot) => plot.area).sort((a, b) => a - b);
        const areaMin = areas[Math.floor(areas.length / 3)]!;
        const areaMax = areas[Math.floor((areas.length * 2) / 3)]!;
        await page.getByRole('textbox', { name: 'Minimum area in square feet' }).fill(String(areaMin));
        await page.getByRole('textbox', { name: 'Maximum area in square feet' }).fill(String(areaMax));
        await expectList(page, plots.filter((plot) => plot.area >= areaMin && plot.area <= areaMax), true);

        // Status, together with the area bounds.
        await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('sold');
        await expectList(page, plots.filter((plot) => plot.status === 'sold' && plot.area >= areaMin && plot.area <= areaMax), true);
        await screenshot(page, `admin-plots-filtered-${viewport}`);

        // No match: the filters' empty-state text.
        await page.getByRole('searchbox', { name: 'Location' }).fill('zz-no-such-village');
        const empty = page.getByRole('status').filter({ hasText: 'No Plots Found' });
        await empty.waitFor();
        await expect.poll(() => empty.textContent()).toContain('Try adjusting your filters.');

        await page.getByRole('button', { name: 'Clear Filters' }).click();
        await expectList(page, plots, false);
        await expect.poll(() => page.getByRole('searchbox', { name: 'Location' }).inputValue()).toBe('');
        await expect.poll(() => page.getByRole('textbox', { name: 'Minimum area in square feet' }).inputValue()).toBe('');
        await expect.poll(() => page.getByRole('combobox', { name: 'Status', exact: true }).inputValue()).toBe('all');
        expect(pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('saves a status change at once and puts it back when the server refuses', async () => {
      const { page, pageErrors } = await openPlots(viewport);
      try {
        const plot = (await allPlots()).slice(0, ADMIN_PAGE_SIZE).find((candidate) => candidate.status === 'available')!;
        expect(plot).toBeDefined();
        const select = card(page, plot.id).getByRole('combobox', { name: `Status of ${plot.title}` });
        const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/admin/plots/${plot.id}/status`));
        await select.selectOption('sold');
        const response = await saved;
        expect(response.status()).toBe(200);
        expect(response.request().postDataJSON()).toEqual({ status: 'sold' });
        await toast(page, 'Plot status updated');
        expect((await store.plots.get(plot.id))?.status).toBe('sold');
        await expect.poll(() => select.inputValue()).toBe('sold');

        await page.route('**/api/admin/plots/*/status', (route) =>
          route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Database unavailable' } } }),
        );
        await select.selectOption('available');
        await toast(page, 'Failed to update plot status');
        await expect.poll(() => select.inputValue()).toBe('sold');
        expect((await store.plots.get(plot.id))?.status).toBe('sold');
        await page.unroute('**/api/admin/plots/*/status');
        expect(pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    itModeIndependent('refuses a save with required fields missing, sending nothing, and asks before discarding', async () => {
      const { page, pageErrors } = await openPlots(viewport);
      try {
        const before = await store.plots.count();
        const posts = requestsTo(page, (request) => request.method() === 'POST' && request.url().endsWith('/api/admin/plots'));
        await page.getByRole('button', { name: 'Add New Plot' }).first().click();
        const dialog = addDialog(page);
        const form = formOf(dialog);
        await form.title.waitFor();
        await expect.poll(() => form.title.evaluate((node) => node === document.activeElement)).toBe(true);
        await form.title.fill('Only a title');
        await dialog.getByRole('button', { name: 'Add Plot' }).click();
        await toast(page, MESSAGES.requiredFields);
        for (const control of [form.location, form.price, form.area, form.roadWidth, form.facing]) {
          await expect.poll(() => control.getAttribute('aria-invalid')).toBe('true');
        }
        await expect.poll(() => form.title.getAttribute('aria-invalid')).toBe('false');
        await screenshot(page, `admin-plots-required-${viewport}`);
        await afterRequestsSoFar(page);
        expect(posts.seen).toHaveLength(0);
        await expect.poll(() => store.plots.count()).toBe(before);

        // Editing a field clears its mark.
        await form.location.fill('Thullur');
        await expect.poll(() => form.location.getAttribute('aria-invalid')).toBe('false');

        // The draft survives a reload.
        await page.reload();
        await page.getByRole('button', { name: 'Add New Plot' }).first().click();
        await expect.poll(() => formOf(addDialog(page)).title.inputValue()).toBe('Only a title');
        await expect.poll(() => formOf(addDialog(page)).location.inputValue()).toBe('Thullur');

        // Closing with unsaved changes asks first: Cancel keeps the form, Discard closes and forgets it.
        await addDialog(page).getByRole('button', { name: 'Cancel' }).click();
        const confirm = page.getByRole('dialog', { name: 'Discard changes?' });
        await confirm.waitFor();
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await confirm.waitFor({ state: 'hidden' });
        await expect.poll(() => formOf(addDialog(page)).title.inputValue()).toBe('Only a title');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
        await addDialog(page).waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'Add New Plot' }).first().click();
        await expect.poll(() => formOf(addDialog(page)).title.inputValue()).toBe('');
        // An untouched form closes without a question.
        await addDialog(page).getByRole('button', { name: 'Close' }).click();
        await addDialog(page).waitFor({ state: 'hidden' });
        posts.stop();
        expect(pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('checks images: over 5 MB refused in the browser, a fake image refused by the server', async () => {
      const { page, pageErrors } = await openPlots(viewport);
      try {
        const uploads = requestsTo(page, (request) => request.url().includes('/api/admin/uploads'));
        await page.getByRole('button', { name: 'Add New Plot' }).first().click();
        const form = formOf(addDialog(page));
        await form.image.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
        await toast(page, MESSAGES.imageTooLarge);
        await afterRequestsSoFar(page);
        expect(uploads.seen).toHaveLength(0);

        // A text file named .png passes the browser's check, and the server says why it refuses it.
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/uploads'));
        await form.image.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture\n') });
        const response = await answer;
        expect([413, 415]).toContain(response.status());
        const body = (await response.json()) as { error: { message: string } };
        expect(body.error.message).toBeTruthy();
        await toast(page, body.error.message);
        expect(uploads.seen).toHaveLength(1);
        // Also in the list of uploads, beside the chooser, under the file's name.
        await form.uploads.filter({ hasText: `notes.png: ${body.error.message}` }).waitFor();
        await expect.poll(() => form.photos.count()).toBe(0);

        // Any other failure: the product's words.
        await page.route('**/api/admin/uploads', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } }));
        await form.image.setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: png });
        await toast(page, 'Failed to upload image');
        expect(uploads.seen).toHaveLength(2);

        // A file that does not even claim to be an image never leaves the browser.
        await form.image.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
        await toast(page, MESSAGES.imageTypeNotAllowed);
        await afterRequestsSoFar(page);
        expect(uploads.seen).toHaveLength(2);
        uploads.stop();
        await page.unroute('**/api/admin/uploads');

        // Thirteen files at once: twelve go up, one at a time, the thirteenth is refused with the reason.
        // (The uploads are answered here: the store's real ones are tested with the save below.)
        let answered = 0;
        await page.route('**/api/admin/uploads', (route) => {
          answered += 1;
          return route.fulfill({ status: 201, json: { publicId: `fake-${answered}`, url: `/images/fake-${answered}-960.webp` } });
        });
        const thirteen = Array.from({ length: PLOT_IMAGES_MAX + 1 }, (_, index) => ({ name: `p${index + 1}.png`, mimeType: 'image/png', buffer: png }));
        await form.image.setInputFiles(thirteen);
        await addDialog(page).getByText(`A plot can have at most ${PLOT_IMAGES_MAX} photos: 1 file was not added. Delete a photo to make room.`).waitFor();
        // Twelve uploads one after another: allow for a busy machine.
        await expect.poll(() => form.photos.count(), { timeout: 20_000 }).toBe(PLOT_IMAGES_MAX);
        expect(answered).toBe(PLOT_IMAGES_MAX);
        await expect.poll(() => form.image.isDisabled()).toBe(true);
        await expect.poll(() => addDialog(page).getByRole('group', { name: /^Photos/ }).getByText(`(optional, ${PLOT_IMAGES_MAX} of ${PLOT_IMAGES_MAX})`).count()).toBe(1);
        // Deleting one makes room again.
        await addDialog(page).getByRole('button', { name: 'Delete photo 12' }).click();
        await expect.poll(() => form.image.isDisabled()).toBe(false);
        await page.unroute('**/api/admin/uploads');
        await addDialog(page).getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
        await addDialog(page).waitFor({ state: 'hidden' });
        expect(pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('adds a plot with every field, the total switching from lakhs to crores, then edits and deletes it', async () => {
      const { page, pageErrors } = await openPlots(viewport);
      try {
        const title = `E2E Plot ${viewport} ${unique()}`;
        const location = `E2E Village ${unique()}`;
        await page.getByRole('button', { name: 'Add New Plot' }).first().click();
        const dialog = addDialog(page);
        const form = formOf(dialog);
        await form.title.fill(title);
        await form.location.fill(location);
        await form.type.selectOption('Commercial');
        await form.category.selectOption('open-plots');
        await expect.poll(() => form.status.inputValue()).toBe('available');
        await form.status.selectOption('sold');
        await form.roadWidth.fill('12.5');
        await form.facing.selectOption('North-East');

        // The computed total: lakhs below ₹1 crore, crores from there.
        await expectTotal(dialog, 0, 0);
        await form.price.fill('45000');
        await form.area.fill('1800');
        await expectTotal(dialog, 1800, 45000);
        expect(totalPriceRupees(1800, 45000)).toBeLessThan(CRORE);
        await form.area.fill('2700');
        await expectTotal(dialog, 2700, 45000);
        expect(totalPriceRupees(2700, 45000)).toBeGreaterThanOrEqual(CRORE);
        await expect.poll(() => form.total.getAttribute('readonly')).not.toBeNull();

        // Features: empty ignored, each removable.
        await form.addFeature.click();
        await expect.poll(() => form.features.count()).toBe(0);
        for (const feature of ['Corner plot', 'Gated community', 'Temporary']) {
          await form.newFeature.fill(feature);
          await form.addFeature.click();
        }
        await form.newFeature.fill('East facing park');
        await form.newFeature.press('Enter');
        await dialog.getByRole('button', { name: 'Remove Temporary' }).click();
        await expect.poll(() => form.features.getByRole('listitem').allTextContents()).toEqual([
          'Corner plot',
          'Gated community',
          'East facing park',
        ]);

        await form.description.fill('Line one.\nLine two <b>not bold</b>.');
        await form.latitude.fill('16.5062');
        await form.longitude.fill('80.515');
        await expect.poll(() => form.featured.getAttribute('aria-checked')).toBe('false');
        await form.featured.click();
        await expect.poll(() => form.featured.getAttribute('aria-checked')).toBe('true');

        // Photos: three chosen at once, uploaded one after another, in the order chosen.
        const answers: Promise<{ publicId: string; url: string }>[] = [];
        const collect = (response: Response) => {
          if (response.url().endsWith('/api/admin/uploads')) answers.push(response.json() as Promise<{ publicId: string; url: string }>);
        };
        page.on('response', collect);
        await form.image.setInputFiles(['gate', 'road', 'park'].map((name, index) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: pngs[index]! })));
        await expect.poll(() => form.photos.count()).toBe(3);
        page.off('response', collect);
        const [gate, road, park] = await Promise.all(answers);
        await toast(page, 'Image uploaded successfully!');
        const order = () => form.photos.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-photo')));
        await expect.poll(() => order()).toEqual([gate!.url, road!.url, park!.url]);
        // Really shown: the image store delivers them and the CSP lets the browser load them.
        const widths = () => form.photos.locator('img').evaluateAll((images) => images.map((img) => ((img as HTMLImageElement).complete ? (img as HTMLImageElement).naturalWidth : 0)));
        await expect.poll(async () => (await widths()).filter((width) => width > 0).length).toBe(3);

        // Reordered by keyboard: the focus stays on the photo that moved.
        await dialog.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => order()).toEqual([gate!.url, park!.url, road!.url]);
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move photo 2 earlier');
        // The last photo becomes the cover; the first one gets its alt text.
        await dialog.getByRole('button', { name: 'Make photo 3 the cover' }).click();
        await expect.poll(() => order()).toEqual([road!.url, gate!.url, park!.url]);
        await expect.poll(() => form.photos.first().getByText('Cover', { exact: true }).count()).toBe(1);
        await dialog.getByRole('textbox', { name: 'Alt text of photo 1' }).fill('Road in front of the plot');
        // Dragged by the grip with a mouse: the last photo dropped on the first, then back.
        await dragPhoto(page, form.photos.nth(2), form.photos.nth(0));
        await expect.poll(order).toEqual([park!.url, road!.url, gate!.url]);
        await dragPhoto(page, form.photos.nth(0), form.photos.nth(2));
        await expect.poll(order).toEqual([road!.url, gate!.url, park!.url]);

        // Approvals and charges: a wrong AP RERA number is refused with the core schema's words, nothing sent.
        await form.venture.fill('Sri Sai Nagar Phase 2');
        await expect.poll(() => form.authority.inputValue()).toBe('APCRDA');
        await form.authority.selectOption('DTCP');
        await form.lp.fill('31/2020');
        await form.rera.fill('P1234');
        await form.survey.fill('123, 45/2A ,301-B');
        await form.development.fill('1500');
        await form.premium.fill('1000');
        const refusedPosts = requestsTo(page, (request) => request.method() === 'POST' && request.url().endsWith('/api/admin/plots'));
        await dialog.getByRole('button', { name: 'Add Plot' }).click();
        await expect.poll(() => form.rera.getAttribute('aria-invalid')).toBe('true');
        await expect.poll(() => describedText(page, form.rera)).toContain('AP RERA numbers are P followed by 11 digits (e.g. P06060125894)');
        await screenshot(page, `admin-plots-approvals-error-${viewport}`);
        await afterRequestsSoFar(page);
        expect(refusedPosts.seen).toHaveLength(0);
        refusedPosts.stop();
        await form.rera.fill('P06060125894');
        // Nothing typed is lost on the way (the refused save, the photos moved before).
        await expect.poll(() => form.venture.inputValue()).toBe('Sri Sai Nagar Phase 2');
        await form.photos.first().scrollIntoViewIfNeeded();
        await screenshot(page, `admin-plots-add-form-${viewport}`);

        // Saving: the button says so and cannot be pressed twice.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/admin/plots', async (route) => {
          await held;
          await route.continue();
        });
        await dialog.getByRole('button', { name: 'Add Plot' }).click();
        const busy = dialog.getByRole('button', { name: 'Adding Plot...' });
        await busy.waitFor();
        await expect.poll(() => busy.isDisabled()).toBe(true);
        release();
        await toast(page, 'Plot added successfully!');
        await dialog.waitFor({ state: 'hidden' });
        await page.unroute('**/api/admin/plots');

        const stored = (await allPlots()).find((plot) => plot.title === title)!;
        expect(stored).toMatchObject({
          title,
          location,
          type: 'Commercial',
          category: 'open-plots',
          pricePerSqYard: 45000,
          area: 2700,
          roadWidth: 12.5,
          roadFacing: 'North-East',
          status: 'sold',
          features: ['Corner plot', 'Gated community', 'East facing park'],
          description: 'Line one.\nLine two <b>not bold</b>.',
          coordinates: { latitude: 16.5062, longitude: 80.515 },
          featured: true,
          imageUrl: road!.url,
          imagePublicId: road!.publicId,
          images: [
            { url: road!.url, publicId: road!.publicId, alt: 'Road in front of the plot' },
            { url: gate!.url, publicId: gate!.publicId, alt: '' },
            { url: park!.url, publicId: park!.publicId, alt: '' },
          ],
          ventureName: 'Sri Sai Nagar Phase 2',
          layoutAuthority: 'DTCP',
          layoutPermitNumber: '31/2020',
          reraNumber: 'P06060125894',
          surveyNumbers: ['123', '45/2A', '301-B'],
          developmentChargesPerSqYard: 1500,
          premiumPerSqYard: 1000,
          price: totalPriceRupees(2700, 45000),
          priceUnit: 'crores',
        });
        for (const photo of [gate!, road!, park!]) expect(server.imageStored(photo.publicId)).toBe(true);

        // In the list at once (newest first), with its price, its cover, its approvals and a link to its page.
        const row = card(page, stored.id);
        await row.waitFor();
        await expect.poll(() => row.getByTestId('admin-plot-price').textContent()).toBe(formatPlotPrice(stored.price, stored.priceUnit));
        await expect.poll(() => row.locator('img').getAttribute('src')).toBe(road!.url.replace(/-960\.webp$/, '-480.webp'));
        await expect.poll(() => row.getByTestId('admin-plot-approvals').textContent()).toBe('Sri Sai Nagar Phase 2 · DTCP · LP 31/2020 · RERA P06060125894');
        await expect.poll(() => row.getByRole('link', { name: /^View page/ }).getAttribute('href')).toBe(sitePaths.plot(stored));

        // Edit: the form holds the stored values; a new area changes the total.
        await row.getByRole('button', { name: /^Edit/ }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Plot' });
        const editForm = formOf(edit);
        await expect.poll(() => editForm.title.inputValue()).toBe(title);
        await expect.poll(() => editForm.area.inputValue()).toBe('2700');
        await expect.poll(() => editForm.latitude.inputValue()).toBe('16.5062');
        await expect.poll(() => editForm.featured.getAttribute('aria-checked')).toBe('true');
        await expect.poll(() => editForm.features.getByRole('listitem').count()).toBe(3);
        await expectTotal(edit, 2700, 45000);
        // The saved approvals and photos are back in the form; one photo is deleted.
        await expect.poll(() => editForm.rera.inputValue()).toBe('P06060125894');
        await expect.poll(() => editForm.survey.inputValue()).toBe('123, 45/2A, 301-B');
        await expect.poll(() => editForm.authority.inputValue()).toBe('DTCP');
        await expect.poll(() => editForm.premium.inputValue()).toBe('1000');
        await expect.poll(() => editForm.photos.count()).toBe(3);
        await edit.getByRole('button', { name: 'Delete photo 2' }).click();
        await expect.poll(() => editForm.photos.count()).toBe(2);
        const newTitle = `${title} edited`;
        await editForm.title.fill(newTitle);
        await editForm.area.fill('1500');
        await editForm.status.selectOption('available');
        await expectTotal(edit, 1500, 45000);
        await edit.getByRole('button', { name: 'Update Plot' }).click();
        await toast(page, 'Plot updated successfully!');
        await edit.waitFor({ state: 'hidden' });
        const updated = (await store.plots.get(stored.id))!;
        expect(updated).toMatchObject({
          title: newTitle,
          area: 1500,
          status: 'available',
          price: totalPriceRupees(1500, 45000),
          priceUnit: 'lakhs',
          imagePublicId: road!.publicId,
          features: ['Corner plot', 'Gated community', 'East facing park'],
        });
        // The public API gives the new order; the dropped photo has left the image store.
        const publicPlot = (await (await fetch(`${server.url}/api/plots/${stored.id}`)).json()) as Plot;
        expect(publicPlot.images.map((image) => image.url)).toEqual([road!.url, park!.url]);
        expect(publicPlot.imageUrl).toBe(road!.url);
        await expect.poll(async () => (await fetch(new URL(gate!.url, server.url))).status).toBe(404);
        expect(server.imageStored(gate!.publicId)).toBe(false);

        // The public listing shows the change.
        const visitor = await contexts.get(viewport)!.newPage();
        try {
          await visitor.goto(`/properties?location=${encodeURIComponent(location)}`);
          const publicCard = visitor.getByTestId('plot-card').filter({ hasText: newTitle });
          await publicCard.waitFor();
          await expect.poll(() => publicCard.getByTestId('plot-price').textContent()).toBe(formatPlotPrice(updated.price, updated.priceUnit));
        } finally {
          await visitor.close();
        }

        // Delete: Cancel keeps it; Delete moves the plot to the bin, its photos kept there (files on
        // disk, or at Cloudinary) until it leaves the bin for good (e2e/bin.e2e.ts).
        await row.getByRole('button', { name: /^Delete/ }).click();
        const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this plot?' });
        await confirm.waitFor();
        await screenshot(page, `admin-plots-delete-confirm-${viewport}`);
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await confirm.waitFor({ state: 'hidden' });
        expect(await store.plots.get(stored.id)).not.toBeNull();

        await row.getByRole('button', { name: /^Delete/ }).click();
        await page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this plot?' }).getByRole('button', { name: 'Delete' }).click();
        await toast(page, 'Plot deleted successfully');
        await row.waitFor({ state: 'detached' });
        expect(await store.plots.get(stored.id)).toBeNull();
        expect(await store.bin.get('plot', stored.id)).toMatchObject({ title: newTitle });
        for (const photo of [road!, park!]) expect(server.imageStored(photo.publicId)).toBe(true);
        expect(pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('ticks the documents we checked: the plot page lists them in both languages, Ask for copies sends a lead asking for them, and Documents verified finds the plot', async () => {
      const { page, pageErrors } = await openPlots(viewport);
      const visitor = await contexts.get(viewport)!.newPage();
      try {
        const plot = (await allPlots()).slice(0, ADMIN_PAGE_SIZE).find((candidate) => candidate.status === 'available' && !candidate.ventureId)!;
        expect(plot).toBeDefined();
        await card(page, plot.id).getByRole('button', { name: /^Edit/ }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Plot' });
        const checks = edit.getByRole('group', { name: 'Documents we checked' });
        const kind = (name: string) => checks.getByRole('group', { name, exact: true });
        // A box ticked shows its day, today to start with; the title papers and one more.
        const today = siteDay(new Date());
        const saleDeed = kind('Sale deed');
        await saleDeed.getByRole('checkbox').check();
        await expect.poll(() => saleDeed.getByLabel('Checked on').inputValue()).toBe(today);
        await saleDeed.getByLabel('Checked on').fill(addDays(today, -10));
        for (const name of ['Link documents (the earlier sale deeds)', 'Encumbrance certificate (EC)', 'Pattadar passbook / 1-B / adangal', 'Not on the 22-A prohibited list']) {
          await kind(name).getByRole('checkbox').check();
        }
        await kind('Encumbrance certificate (EC)').getByLabel('Years the EC covers').fill('30');
        await checks.getByLabel(/^Note on the documents/).fill('EC from 1996: no loans or charges.');
        await edit.getByRole('button', { name: 'Update Plot' }).click();
        await toast(page, 'Plot updated successfully!');
        await edit.waitFor({ state: 'hidden' });
        const documents = { checked: { saleDeed: addDays(today, -10), linkDocuments: today, encumbrance: today, passbook: today, not22A: today }, encumbranceYears: 30, note: 'EC from 1996: no loans or charges.' };
        expect((await store.plots.get(plot.id))?.documents).toEqual(documents);

        // The plot's page, in Telugu, then in English.
        await visitor.goto(`/te${sitePaths.plot(plot)}`);
        const telugu = visitor.getByRole('region', { name: 'మేము సరిచూసిన పత్రాలు' });
        await expect.poll(() => telugu.getByRole('listitem').first().textContent()).toMatch(/^విక్రయ దస్తావేజు \(సేల్ డీడ్\).+న సరిచూశాము$/);
        await telugu.getByRole('button', { name: 'ప్రతులు అడగండి' }).waitFor();

        await visitor.goto(sitePaths.plot(plot));
        const section = visitor.getByRole('region', { name: 'Documents we checked' });
        await expect
          .poll(() => section.getByRole('listitem').allTextContents())
          .toEqual([
            `Sale deedChecked on ${longDay(addDays(today, -10))}`,
            `Link documents (the earlier sale deeds)Checked on ${longDay(today)}`,
            `Encumbrance certificate (EC) · 30 yearsChecked on ${longDay(today)}`,
            `Pattadar passbook / 1-B / adangalChecked on ${longDay(today)}`,
            `Not on the 22-A prohibited listChecked on ${longDay(today)}`,
          ]);
        await section.getByText('We show the documents themselves on request: at our office, or as copies.').waitFor();

        // Ask for copies: the enquiry form ticks its box and takes the cursor; the lead asks for them.
        await section.getByRole('button', { name: 'Ask for copies' }).click();
        const enquiry = visitor.getByRole('region', { name: 'Enquire about this plot' });
        await expect.poll(() => enquiry.getByRole('checkbox', { name: 'Send me copies of the documents you checked' }).isChecked()).toBe(true);
        await expect.poll(() => visitor.evaluate(() => document.activeElement?.id)).toBe('plot-enquiry-name');
        const name = `E2E Copies ${Date.now()}`;
        await enquiry.getByLabel('Name').fill(name);
        await enquiry.getByLabel(/Phone Number/).fill('98480 12345');
        await enquiry.getByLabel('Email').fill('copies@example.com');
        await enquiry.getByRole('button', { name: 'Send Enquiry' }).click();
        await toast(visitor, MESSAGES.plotEnquirySent);
        const lead = (await store.leads.list()).find((candidate) => candidate.name === name);
        expect(lead?.details).toMatchObject({ plotId: plot.id, documentCopies: true });

        // The search: Documents verified finds this plot, and only it (no other plot has its papers checked).
        await visitor.goto('/properties?documents=verified');
        await expect.poll(() => visitor.getByRole('checkbox', { name: 'Documents verified' }).first().isChecked()).toBe(true);
        await expect.poll(() => visitor.getByTestId('plot-card').allTextContents()).toEqual([expect.stringContaining(plot.title)]);
        expect(pageErrors).toEqual([]);
      } finally {
        await visitor.close();
        await page.close();
      }
    });

    itModeIndependent("shows the server's field errors in the banner, keeps every value, and toasts for 3 seconds", async () => {
      const { context, page, pageErrors } = await openPlotsWithPausedClock(viewport);
      try {
        const before = await store.plots.count();
        await page.getByRole('button', { name: 'Add New Plot' }).first().click();
        const dialog = addDialog(page);
        const form = formOf(dialog);
        await form.title.fill('Server says no');
        await form.location.fill('Mandadam');
        await form.price.fill('50000');
        await form.area.fill('900');
        await form.roadWidth.fill('9');
        await form.facing.selectOption('South');

        await page.route('**/api/admin/plots', (route) =>
          route.fulfill({
            status: 422,
            json: {
              error: {
                code: 'validation_failed',
                message: 'Invalid input',
                fields: { title: 'Title is already used by another plot', 'coordinates.latitude': 'Latitude looks wrong' },
              },
            },
          }),
        );
        await dialog.getByRole('button', { name: 'Add Plot' }).click();
        await toast(page, 'Failed to add plot');
        const banner = dialog.getByRole('alert');
        await banner.waitFor();
        await expect.poll(() => banner.textContent()).toContain('Title: Title is already used by another plot');
        await expect.poll(() => banner.textContent()).toContain('Latitude: Latitude looks wrong');
        await expect.poll(() => form.title.getAttribute('aria-invalid')).toBe('true');
        await expect.poll(() => form.latitude.getAttribute('aria-invalid')).toBe('true');
        await expect.poll(() => form.title.inputValue()).toBe('Server says no');
        await expect.poll(() => form.area.inputValue()).toBe('900');
        await screenshot(page, `admin-plots-server-errors-${viewport}`);

        // A server failure: the failure toast, the banner, the values kept.
        await page.unroute('**/api/admin/plots');
        await page.route('**/api/admin/plots', (route) => route.abort('internetdisconnected'));
        await dialog.getByRole('button', { name: 'Add Plot' }).click();
        const failed = page.getByRole('status').filter({ hasText: 'Failed to add plot' }).first();
        await failed.waitFor();
        await banner.getByText(/Could not reach the server/).waitFor();
        await expect.poll(() => form.location.inputValue()).toBe('Mandadam');
        if (viewport === 'desktop') {
          // Plots-page toasts close after 3000 ms (longer than the 2 s default for successes, shorter than 4 s).
          // The clock is paused: 2200 ms pass here, and the toast is still there…
          await page.mouse.move(0, 0);
          await page.clock.runFor(TOAST_PLOTS_PAGE_DURATION_MS - 800);
          await expect.poll(() => failed.isVisible()).toBe(true);
          // …and gone within 2500 ms more. The clock runs in 100 ms steps so the page renders
          // between them: the render that hides the toast is what schedules its removal.
          for (let ran = 0; ran < 2500 && (await failed.isVisible()); ran += 100) await page.clock.runFor(100);
          await failed.waitFor({ state: 'hidden', timeout: 2500 });
        }
        await page.unroute('**/api/admin/plots');
        await expect.poll(() => store.plots.count()).toBe(before);

        // Discard to leave no draft behind for the next test.
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}

describe('admin plots with no plots at all', () => {
  itModeIndependent('says to add the first plot', async () => {
    for (const plot of await allPlots()) await store.plots.delete(plot.id);
    await expect.poll(() => store.plots.count()).toBe(0);
    const { page, pageErrors } = await openPage(ADMIN_FLOW);
    try {
      const empty = page.getByRole('status').filter({ hasText: 'No Plots Found' });
      await empty.waitFor();
      await expect.poll(() => empty.textContent()).toContain('Add your first plot to get started.');
      await screenshot(page, `admin-plots-none-${ADMIN_FLOW}`);
      expect(pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
