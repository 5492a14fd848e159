import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUT_IMAGE_MAX_BYTES } from '../functions/src/core/venture-constants';
import { generateBlock } from '../functions/src/core/layout-blocks';
import { centroid } from '../functions/src/core/layout-geometry';
import { MESSAGES } from '../functions/src/core/messages';
import { blockSpecSchema, type LayoutImage, type Venture } from '../functions/src/core/schemas/venture';
import type { Store } from '../functions/src/ports/store';
import { ADMIN_FLOW, afterRequestsSoFar, launchBrowser, screenshot, signedInContexts, startServer, TEST_VIEWPORTS, VIEWPORTS, type RunningServer, type ViewportName } from './harness';
import { itModeIndependent } from './mode-independent';

/**
 * The back office's ventures (/admin/ventures): Add venture; the layout plan uploaded (a PDF
 * turned into an image in the browser; a PDF that does not render, a file that is no image and
 * one over 10 MB refused with the old plan kept); a block generated on the plan and saved; plots
 * created from shapes with the venture's defaults; several statuses set at once from a selection
 * on the plan (one request, each change in its plot's history); the plots table as the keyboard
 * path (a block placed by typing, a number, a status, a plot made, the layout saved, all without
 * a pointer); a stale save from a second tab refused with the edits kept, in the editor and in
 * its draft across a reload. The list and the editor at both widths: nothing wider than the
 * screen, and no serious axe finding. Results are read back from the store, not through the API.
 */

let server: RunningServer;
let browser: Browser;
let store: Store;
let contexts = new Map<ViewportName, BrowserContext>();
let villageId: string;
/** A 1000×600 layout plan (roads and a park drawn in), made here with sharp. */
let planPng: Buffer;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
  const regions = await store.regions.list();
  expect(regions.length).toBeGreaterThan(0);
  villageId = regions[0]!.id;
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600">
    <rect width="1000" height="600" fill="#fafaf9"/>
    <rect x="0" y="270" width="1000" height="60" fill="#d6d3d1"/>
    <rect x="470" y="0" width="60" height="600" fill="#d6d3d1"/>
    <rect x="560" y="350" width="400" height="220" fill="#bbf7d0"/>
  </svg>`;
  planPng = await sharp(Buffer.from(drawing)).png().toBuffer();
  contexts = await signedInContexts(browser, server);
});

afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  await store?.close();
  await browser?.close();
  await server?.stop();
});

/** A one-page PDF (600 × 400 points: a frame, a road and four plots in outline), written by hand with its cross-reference table. */
function layoutPdf(): Buffer {
  const content = ['0.9 0.9 0.9 rg 0 180 600 40 re f', '0 0 0 RG 2 w 20 20 560 360 re S', '1 w 40 240 100 120 re S 150 240 100 120 re S 260 240 100 120 re S 370 240 100 120 re S'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 600 400] /Contents 4 0 R /Resources << >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

// ——— The admin API, for the data a test starts from (what it is about goes through the screens) ———

const writeHeaders = () => ({ 'X-Requested-With': 'fetch', Origin: server.url });

async function apiJson<T>(request: APIRequestContext, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const response = await request[method](`${server.url}${path}`, { data, headers: writeHeaders() });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A venture with the plan uploaded, a block of `rows` × `columns` plots saved on it and, with `plots`, each made a plot. */
async function aVenture({ rows = 2, columns = 5, plots = true }: { rows?: number; columns?: number; plots?: boolean } = {}): Promise<Venture> {
  const { request } = contexts.get(ADMIN_FLOW)!;
  const venture = await apiJson<Venture>(request, 'post', '/api/admin/ventures', {
    name: `Venture ${unique()}`,
    regionId: villageId,
    plotDefaults: { pricePerSqYard: 18_000, areaSqYd: 200, roadFacing: 'East', roadWidth: 12, category: 'open-plots', type: 'Residential' },
  });
  const uploaded = await request.post(`${server.url}/api/admin/ventures/${venture.id}/layout-image`, {
    multipart: { file: { name: 'plan.png', mimeType: 'image/png', buffer: planPng } },
    headers: writeHeaders(),
  });
  expect(uploaded.status()).toBe(201);
  const { version } = (await uploaded.json()) as { version: number };
  let next = 0;
  const shapes = generateBlock(blockSpecSchema.parse({ rect: { x: 20, y: 20, width: 100 * columns, height: 120 * rows }, rows, columns }), () => `b${(next += 1)}`);
  await apiJson(request, 'put', `/api/admin/ventures/${venture.id}/layout`, { version, shapes });
  if (plots) for (const shape of shapes) await apiJson(request, 'post', `/api/admin/ventures/${venture.id}/plots`, { shapeId: shape.id });
  return venture;
}

// ——— The screens ———

async function openPage(viewport: ViewportName, path: string) {
  const page = await contexts.get(viewport)!.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto(path);
  return { page, pageErrors };
}

const table = (page: Page) => page.getByRole('table', { name: 'Plots of the layout' });
const numberBox = (page: Page, number: string) => page.getByRole('textbox', { name: `Number of plot ${number}`, exact: true });
const statusOf = (page: Page, number: string) => page.getByRole('combobox', { name: `Status of plot ${number}`, exact: true });
const rowCount = (page: Page) => table(page).locator('tbody tr').count();
const planImage = (page: Page) => page.getByTestId('layout-map').locator('img.leaflet-image-layer');

/** Opens a venture's page and waits for its layout: the table, and the plan when it has one. */
async function openVenture(viewport: ViewportName, venture: { id: string }, { plan = true } = {}) {
  const opened = await openPage(viewport, `/admin/ventures/${venture.id}`);
  await table(opened.page).or(opened.page.getByText('No plots yet: draw a plot', { exact: false })).first().waitFor();
  if (plan) await planImage(opened.page).waitFor();
  // The editor's reads settled (the layout, the plots and their enquiry counts arrive apart): a
  // click on the plan while one still lands would meet shapes being drawn again.
  await opened.page.waitForLoadState('networkidle');
  return opened;
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/**
 * Where an element of the map has come to rest: the map fits the plan to its box as it opens
 * (later on a slower store or machine), and a click where the plan or a label was a moment ago
 * lands beside it.
 */
async function restingBox(element: Locator) {
  let box = await element.boundingBox();
  await expect
    .poll(
      async () => {
        const now = await element.boundingBox();
        const still = now !== null && box !== null && now.x === box.x && now.y === box.y && now.width === box.width && now.height === box.height;
        box = now;
        return still;
      },
      { interval: 150 },
    )
    .toBe(true);
  return box!;
}

/** The map in the middle of the window: clear of the sticky bar above it, once, before reading where things are. */
async function mapInView(page: Page) {
  await page.getByTestId('layout-map').evaluate((map) => map.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

/**
 * Where a point of the plan (plan units) is on the screen now: the plan image's box is the plan,
 * scaled. The map is brought into view first (a click must land on it).
 */
async function onScreen(page: Page, plan: { width: number; height: number }, [x, y]: readonly [number, number]) {
  await mapInView(page);
  const box = await restingBox(planImage(page));
  return { x: box.x + (x * box.width) / plan.width, y: box.y + (y * box.height) / plan.height };
}

/** The size of the plans the tests upload (plan units). */
const PLAN = { width: 1000, height: 600 };

/** Where a shape's label is painted on the screen: its centre (where a click on the shape lands). */
async function shapeOnScreen(page: Page, venture: { id: string }, label: string) {
  const shape = (await layoutOf(venture.id)).shapes.find((each) => each.label === label);
  if (!shape) throw new Error(`no shape labelled ${label}`);
  return onScreen(page, PLAN, centroid(shape.points));
}

async function clickShape(page: Page, venture: { id: string }, label: string, modifiers: ('Shift' | 'Control')[] = []) {
  const at = await shapeOnScreen(page, venture, label);
  for (const key of modifiers) await page.keyboard.down(key);
  await page.mouse.click(at.x, at.y);
  for (const key of modifiers) await page.keyboard.up(key);
}

const labelsCanvas = (page: Page) => page.getByTestId('layout-map').locator('canvas.layout-labels');

/** Waits until the labels' canvas has painted this many labels. */
async function labelsPainted(page: Page, count: number) {
  await expect.poll(() => labelsCanvas(page).getAttribute('data-labels')).toBe(String(count));
}

/** Whether the labels' canvas (transparent but for its labels) has ink in a 24 × 12 px box around a point of the screen. */
async function inkAt(page: Page, point: { x: number; y: number }) {
  return labelsCanvas(page).evaluate((canvas: HTMLCanvasElement, { x, y }) => {
    const box = canvas.getBoundingClientRect();
    const ratio = canvas.width / box.width;
    const pixels = canvas.getContext('2d')!.getImageData(Math.round((x - box.left - 12) * ratio), Math.round((y - box.top - 6) * ratio), Math.round(24 * ratio), Math.round(12 * ratio)).data;
    for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]! > 128) return true;
    return false;
  }, point);
}

function requestsTo(page: Page, match: (request: Request) => boolean) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (match(request)) seen.push(request);
  });
  return seen;
}

async function layoutOf(ventureId: string) {
  return (await store.ventures.layout(ventureId))!;
}
async function plotsOf(ventureId: string) {
  return store.plots.byVenture(ventureId);
}
async function planOf(ventureId: string): Promise<LayoutImage | null> {
  return (await store.ventures.get(ventureId))?.layout.image ?? null;
}

describe('ventures in the back office', () => {
  it('adds a venture, then takes its plan from a PDF rendered in the browser; a PDF that does not render, a file that is no image and one over 10 MB are refused, the plan kept', async () => {
    const { page, pageErrors } = await openPage(ADMIN_FLOW, '/admin/ventures');
    await page.getByRole('link', { name: 'Add venture' }).click();
    const form = page.getByRole('form', { name: 'Add venture' });
    const name = `Sri Sai Nagar ${unique()}`;
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('combobox', { name: 'Village' }).selectOption(villageId);
    await form.getByRole('spinbutton', { name: 'Price per sq.yd (₹)' }).fill('18000');
    await form.getByRole('spinbutton', { name: 'Area (sq.yd)' }).fill('200');
    await form.getByRole('button', { name: 'Add venture' }).click();
    await page.waitForURL(/\/admin\/ventures\/(?!new)[^/]+$/);
    const ventureId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect.poll(async () => (await store.ventures.get(ventureId))?.name).toBe(name);
    const venture = (await store.ventures.get(ventureId))!;
    expect(venture).toMatchObject({ regionId: villageId, plotDefaults: { pricePerSqYard: 18_000, areaSqYd: 200 } });
    await page.getByText('Upload the layout plan to draw its plots on it.').waitFor();

    // A PDF's first page becomes the plan (600 × 400 points, drawn 3000 px wide).
    await page.getByLabel('Upload the layout plan').setInputFiles({ name: 'layout.pdf', mimeType: 'application/pdf', buffer: layoutPdf() });
    await toast(page, 'Layout plan uploaded');
    await planImage(page).waitFor();
    await expect.poll(async () => (await planOf(ventureId))?.width ?? 0).toBeGreaterThan(0);
    const plan = (await planOf(ventureId))!;
    expect(plan.width / plan.height).toBeCloseTo(1.5, 1);

    const input = page.getByLabel('Replace the layout plan');
    const uploads = requestsTo(page, (request) => request.url().endsWith('/layout-image'));
    await input.setInputFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\nthis is no drawing\n%%EOF') });
    await page.getByRole('alert').filter({ hasText: MESSAGES.layoutPdfUnreadable }).waitFor();

    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(LAYOUT_IMAGE_MAX_BYTES + 1) });
    await page.getByRole('alert').filter({ hasText: MESSAGES.layoutImageTooLarge }).waitFor();
    await afterRequestsSoFar(page);
    expect(uploads).toHaveLength(0);

    // Named as an image, but not one by its bytes: the server's 415, said as such.
    const refused = page.waitForResponse((response) => response.url().endsWith('/layout-image'));
    await input.setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: Buffer.from('these bytes are no picture at all') });
    expect((await refused).status()).toBe(415);
    await page.getByRole('alert').filter({ hasText: MESSAGES.layoutImageType }).waitFor();
    expect((await planOf(ventureId))!.publicId).toBe(plan.publicId);
    await planImage(page).waitFor();
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('generates a block on the plan and draws a plot, saves the layout, then creates their plots with the venture defaults', async () => {
    const venture = await aVenture({ rows: 1, columns: 2, plots: false });
    const { page, pageErrors } = await openVenture(ADMIN_FLOW, venture);
    await expect.poll(() => rowCount(page)).toBe(2);

    await page.getByRole('button', { name: 'Generate a block', exact: true }).click();
    const from = await onScreen(page, PLAN, [560, 40]);
    const to = await onScreen(page, PLAN, [960, 240]);
    await page.mouse.click(from.x, from.y);
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.click(to.x, to.y);
    const dialog = page.getByRole('form', { name: 'Generate a block of plots' });
    await dialog.getByRole('spinbutton', { name: /Rows/ }).fill('2');
    await dialog.getByRole('spinbutton', { name: /Columns/ }).fill('4');
    await expect.poll(() => dialog.getByRole('spinbutton', { name: /First number/ }).inputValue()).toBe('3');
    await dialog.getByRole('button', { name: 'Generate plots' }).click();
    await expect.poll(() => rowCount(page)).toBe(10);
    await page.getByText('8 plots selected').waitFor();

    // A plot drawn corner by corner, finished on its first corner.
    await page.getByRole('button', { name: 'Draw a plot', exact: true }).click();
    const corners = await Promise.all(
      [
        [40, 400],
        [200, 400],
        [200, 560],
        [40, 560],
        [40, 400],
      ].map((point) => onScreen(page, PLAN, point as [number, number])),
    );
    for (const corner of corners) await page.mouse.click(corner.x, corner.y);
    await expect.poll(() => rowCount(page)).toBe(11);
    await numberBox(page, '11').waitFor();

    await page.getByRole('button', { name: 'Save layout' }).click();
    await toast(page, 'Layout saved');
    await expect.poll(async () => (await layoutOf(venture.id)).shapes.length).toBe(11);
    const saved = await layoutOf(venture.id);
    const drawn = saved.shapes.find((shape) => shape.label === '11')!;
    expect(drawn.points.length).toBeGreaterThanOrEqual(4);
    for (const [x, y] of drawn.points) {
      expect(x).toBeGreaterThan(20);
      expect(x).toBeLessThan(220);
      expect(y).toBeGreaterThan(380);
      expect(y).toBeLessThan(580);
    }

    await page.getByRole('checkbox', { name: 'Select every plot' }).check();
    await page.getByRole('button', { name: 'Create 11 plots' }).click();
    await toast(page, '11 plots created');
    await expect.poll(async () => (await plotsOf(venture.id)).length).toBe(11);
    const plots = await plotsOf(venture.id);
    expect(plots.map((plot) => plot.plotNumber).sort((a, b) => Number(a) - Number(b))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    expect(plots.every((plot) => plot.pricePerSqYard === 18_000 && plot.status === 'available' && plot.roadFacing === 'East')).toBe(true);
    // Each shape holds its plot now, and the table shows each plot's status.
    await expect.poll(async () => (await layoutOf(venture.id)).shapes.filter((shape) => shape.plotId).length).toBe(11);
    await statusOf(page, '11').waitFor();
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  itModeIndependent('selects the plots inside a box drawn on the plan, box after box without pressing the tool again', async () => {
    const venture = await aVenture();
    const { page, pageErrors } = await openVenture(ADMIN_FLOW, venture);
    /** Two opposite corners of a box, clicked with the pointer moving between them (plan units). */
    const drawBox = async (from: [number, number], to: [number, number]) => {
      const start = await onScreen(page, PLAN, from);
      const end = await onScreen(page, PLAN, to);
      // The box tool is on once the drawing library's hint follows the pointer.
      await page.mouse.move(start.x, start.y, { steps: 3 });
      await page.getByTestId('layout-map').getByText('Click to place first vertex').waitFor();
      await page.mouse.click(start.x, start.y);
      await page.mouse.move(end.x, end.y, { steps: 5 });
      await page.mouse.click(end.x, end.y);
    };
    await page.getByRole('button', { name: 'Select by box' }).click();
    // The block's plots are 100 × 120 plan units from (20, 20), five to a row: the first two of the first row…
    await drawBox([10, 10], [230, 150]);
    await page.getByText('2 plots selected').waitFor();
    // …then the whole second row, the tool still on.
    await drawBox([10, 150], [530, 270]);
    await page.getByText('5 plots selected').waitFor();
    // A press on a plot while the tool is on is a box's corner, not a pick: one the canvas gets
    // itself (the drawing library's marker under the pointer usually takes it) starts a box.
    const one = await shapeOnScreen(page, venture, '1');
    await page.getByTestId('layout-map').locator('.leaflet-overlay-pane canvas').dispatchEvent('click', { clientX: one.x, clientY: one.y, bubbles: true });
    await page.getByTestId('layout-map').getByText('Click to finish', { exact: true }).first().waitFor();
    // eslint-disable-next-line local/e2e-waits -- once on purpose: the box has begun, and the selection must not have changed meanwhile
    expect(await page.getByText('5 plots selected').isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('sets the status of several plots at once, picked on the plan with shift-click: one request, each change in its history', async () => {
    const venture = await aVenture();
    const { page, pageErrors } = await openVenture(ADMIN_FLOW, venture);
    await clickShape(page, venture, '2');
    await page.getByText('1 plot selected').waitFor();
    await clickShape(page, venture, '4', ['Shift']);
    await page.getByText('2 plots selected').waitFor();
    const scrolled = await page.evaluate(() => scrollY);
    await clickShape(page, venture, '7', ['Shift']);
    await page.getByText('3 plots selected').waitFor();
    // Its row came into view in the table, the page (and the plan under the pointer) where it was.
    // eslint-disable-next-line local/e2e-waits -- once on purpose: the count has shown, and the page must not have moved meanwhile
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    for (const number of ['2', '4', '7']) await expect.poll(() => page.getByRole('checkbox', { name: `Select plot ${number}` }).isChecked()).toBe(true);

    const writes = requestsTo(page, (request) => request.url().endsWith('/plot-statuses'));
    await page.getByRole('button', { name: 'Set status…' }).click();
    const dialog = page.getByRole('form', { name: 'Set status' });
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption('sold');
    await dialog.getByRole('button', { name: 'Set status' }).click();
    await toast(page, '3 plots set to Sold');
    expect(writes).toHaveLength(1);
    const byNumber = async () => new Map((await plotsOf(venture.id)).map((plot) => [plot.plotNumber, plot]));
    await expect.poll(async () => [...(await byNumber()).values()].filter((plot) => plot.status === 'sold').map((plot) => plot.plotNumber).sort()).toEqual(['2', '4', '7']);
    const sold = (await byNumber()).get('4')!;
    const history = await store.plots.statusHistory(sold.id);
    expect(history.at(-1)).toMatchObject({ from: 'available', to: 'sold' });
    expect(history.at(-1)!.by).not.toBeNull();
    await expect.poll(() => statusOf(page, '7').inputValue()).toBe('sold');
    await expect.poll(() => page.getByRole('list', { name: 'Plots by status' }).textContent()).toContain('Sold: 3');
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('does it all from the plots table by keyboard: a block placed by typing, saved, a plot made, a number and a status changed', async () => {
    const venture = await aVenture({ rows: 1, columns: 2 });
    const { page, pageErrors } = await openVenture(ADMIN_FLOW, venture);

    await page.getByRole('button', { name: 'Add a block of plots…' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('form', { name: 'Generate a block of plots' });
    await dialog.getByRole('spinbutton', { name: /From the left/ }).waitFor();
    // Tab through the boxes, typing each (its text selected first); Enter in the last sends the form.
    await dialog.getByRole('spinbutton', { name: /From the left/ }).focus();
    for (const [index, value] of ['300', '20', '200', '120', '1', '2'].entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => rowCount(page)).toBe(4);
    await numberBox(page, '4').waitFor();

    // Save layout, reached from the selection's bar.
    await page.getByRole('button', { name: 'Save layout' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Layout saved');
    await expect.poll(async () => (await layoutOf(venture.id)).shapes.length).toBe(4);

    // The new shape 3 gets its plot from its row.
    await page.getByRole('button', { name: /^Create plot\s*3$/ }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Plot 3 created');
    await expect.poll(async () => (await plotsOf(venture.id)).map((plot) => plot.plotNumber).sort()).toEqual(['1', '2', '3']);

    // Plot 1's number, then its status (typed into the closed list), each saved as it is left.
    await numberBox(page, '1').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('A-1');
    await page.keyboard.press('Enter');
    await toast(page, 'Plot A-1 updated');
    await expect.poll(async () => (await plotsOf(venture.id)).map((plot) => plot.plotNumber).sort()).toEqual(['2', '3', 'A-1']);
    // A closed list takes a typed letter as the option it starts.
    await statusOf(page, 'A-1').focus();
    await page.keyboard.type('B');
    await toast(page, '1 plot set to Booked');
    await expect.poll(async () => (await plotsOf(venture.id)).find((plot) => plot.plotNumber === 'A-1')?.status).toBe('booked');

    // The new block's shapes are still selected: cleared, then two rows checked with the space bar, Set status… for both.
    await page.getByRole('button', { name: 'Clear selection' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('0 plots selected').waitFor();
    await page.getByRole('checkbox', { name: 'Select plot 2' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'Select plot 3' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('2 plots selected').waitFor();
    await page.getByRole('button', { name: 'Set status…' }).focus();
    await page.keyboard.press('Enter');
    const statusDialog = page.getByRole('form', { name: 'Set status' });
    await statusDialog.getByRole('combobox', { name: 'Status' }).focus();
    await page.keyboard.type('N');
    await statusDialog.getByRole('button', { name: 'Set status' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, '2 plots set to Not for sale');
    await expect.poll(async () => (await plotsOf(venture.id)).filter((plot) => plot.status === 'not-for-sale').map((plot) => plot.plotNumber).sort()).toEqual(['2', '3']);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('refuses a save made stale by a second tab, keeps the edits here and in the draft across a reload, and loads theirs only when asked', async () => {
    const venture = await aVenture({ plots: false });
    const first = await openVenture(ADMIN_FLOW, venture);
    const second = await openVenture(ADMIN_FLOW, venture);
    const version = (await layoutOf(venture.id)).version;

    // The second tab adds a plot and saves.
    await second.page.getByRole('button', { name: 'Add a block of plots…' }).click();
    const dialog = second.page.getByRole('form', { name: 'Generate a block of plots' });
    await dialog.getByRole('spinbutton', { name: /From the left/ }).fill('600');
    await dialog.getByRole('spinbutton', { name: /From the top/ }).fill('400');
    await dialog.getByRole('spinbutton', { name: /Width/ }).fill('100');
    await dialog.getByRole('spinbutton', { name: /Height/ }).fill('100');
    await dialog.getByRole('spinbutton', { name: /Rows/ }).fill('1');
    await dialog.getByRole('spinbutton', { name: /Columns/ }).fill('1');
    await dialog.getByRole('button', { name: 'Generate plots' }).click();
    await second.page.getByRole('button', { name: 'Save layout' }).click();
    await toast(second.page, 'Layout saved');
    await expect.poll(async () => (await layoutOf(venture.id)).version).toBe(version + 1);

    // This tab, loaded before that save, deletes two shapes and renames one.
    const { page } = first;
    await page.getByRole('checkbox', { name: 'Select plot 9' }).check();
    await page.getByRole('checkbox', { name: 'Select plot 10' }).check();
    await page.getByRole('button', { name: 'Delete shapes' }).click();
    await page.getByRole('dialog', { name: 'Delete shapes?' }).getByRole('button', { name: 'Delete' }).click();
    await numberBox(page, '1').fill('A-1');
    await numberBox(page, '1').press('Enter');
    await expect.poll(() => rowCount(page)).toBe(8);
    const saves = requestsTo(page, (request) => request.method() === 'PUT' && request.url().endsWith('/layout'));
    await page.getByRole('button', { name: 'Save layout' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.layoutStale }).waitFor();
    expect(saves).toHaveLength(1);
    const refused = await saves[0]!.response();
    expect(refused!.status()).toBe(409);
    await page.getByText('Unsaved changes').waitFor();
    await expect.poll(() => rowCount(page)).toBe(8);
    await numberBox(page, 'A-1').waitFor();
    // Nothing of theirs was overwritten.
    const theirs = await layoutOf(venture.id);
    expect(theirs.version).toBe(version + 1);
    expect(theirs.shapes.map((shape) => shape.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);

    // A reload puts the edits back from the draft, still refused until the admin chooses.
    await page.reload();
    await page.getByText('Your unsaved layout changes from earlier in this tab are back.').waitFor();
    await expect.poll(() => rowCount(page)).toBe(8);
    await numberBox(page, 'A-1').waitFor();
    await page.getByRole('button', { name: 'Save layout' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.layoutStale }).waitFor();

    await page.getByRole('button', { name: 'Load the saved layout' }).click();
    await page.getByRole('dialog', { name: 'Load the saved layout?' }).getByRole('button', { name: 'Load saved layout' }).click();
    await expect.poll(() => rowCount(page)).toBe(11);
    await numberBox(page, '11').waitFor();
    await page.getByText('All changes saved').waitFor();
    expect(first.pageErrors).toEqual([]);
    expect(second.pageErrors).toEqual([]);
    await page.close();
    await second.page.close();
  });
});

/**
 * How wide the page lays itself out: the screen's width when nothing sticks out (a table scrolls
 * inside its own box). On a phone anything wider makes the browser lay the page out wider and
 * zoom it out, so the window's width grows with it.
 */
const pageWidth = (page: Page) => page.evaluate(() => Math.max(window.innerWidth, document.documentElement.scrollWidth));

async function expectNoSeriousFindings(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`)),
    `${what}: serious or critical WCAG 2.1 A/AA findings`,
  ).toEqual([]);
}

for (const viewport of TEST_VIEWPORTS) {
  describe(`ventures at ${viewport} width`, () => {
    it('lists the ventures and shows a venture with its plan and plots within the screen, with no serious axe finding', async () => {
      const venture = await aVenture({ rows: 2, columns: 3 });
      const list = await openPage(viewport, '/admin/ventures');
      await list.page.getByRole('link', { name: venture.name, exact: true }).waitFor();
      await list.page.getByTestId('admin-venture').filter({ hasText: venture.name }).getByText('6 of 6 available').waitFor();
      await expect.poll(() => pageWidth(list.page)).toBe(VIEWPORTS[viewport].width);
      await expectNoSeriousFindings(list.page, `ventures list (${viewport})`);
      expect(list.pageErrors).toEqual([]);
      await list.page.close();

      const { page, pageErrors } = await openVenture(viewport, venture);
      // Every plot's number is painted at its centre, and nothing between them.
      await labelsPainted(page, 6);
      for (const number of ['1', '6']) expect(await inkAt(page, await shapeOnScreen(page, venture, number)), `plot ${number}'s label`).toBe(true);
      const corner = await onScreen(page, PLAN, [20, 20]);
      expect(await inkAt(page, corner), 'the corner of the block').toBe(false);
      await expect.poll(() => pageWidth(page)).toBe(VIEWPORTS[viewport].width);
      // The plan fills the width it has; the table keeps its columns and scrolls inside its box.
      const map = (await page.getByTestId('layout-map').boundingBox())!;
      const { width } = VIEWPORTS[viewport];
      expect(map.width).toBeGreaterThan(width * (viewport === 'mobile' ? 0.8 : 0.5));
      expect(map.width).toBeLessThanOrEqual(width);
      await clickShape(page, venture, '3');
      await page.getByRole('textbox', { name: 'Plot number' }).waitFor();
      await screenshot(page, `admin-venture-layout-${viewport}`);
      await expectNoSeriousFindings(page, `venture layout (${viewport})`);
      await page.getByRole('tab', { name: 'Details' }).click();
      await page.getByRole('form', { name: 'Venture details' }).waitFor();
      await expectNoSeriousFindings(page, `venture details (${viewport})`);
      expect(pageErrors).toEqual([]);
      await page.close();
    });
  });
}
