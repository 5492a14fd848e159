import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../functions/src/ports/store';
import { launchBrowser, signedInContexts, startServer, type RunningServer } from './harness';

/**
 * The Telugu versions of stored texts, typed in the back office (English labels, `lang="te"`
 * boxes) and read back from the store: a region's Telugu name saved on blur like its name, a
 * plot's Telugu title and description, a post's Telugu title and content, and the Telugu business
 * address. Desktop only, one signed-in page: the screens themselves are the admin files' business.
 */

let server: RunningServer;
let browser: Browser;
let store: Store;
let context: BrowserContext;
let page: Page;
const pageErrors: Error[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
  context = (await signedInContexts(browser, server, ['desktop'])).get('desktop')!;
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error));
});

afterAll(async () => {
  await context?.close();
  await store?.close();
  await browser?.close();
  await server?.stop();
});

async function toast(text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** Types into a box after checking it holds `stored` and is marked as Telugu. */
async function retype(box: Locator, stored: string, typed: string) {
  await expect.poll(() => box.inputValue()).toBe(stored);
  await expect.poll(() => box.getAttribute('lang')).toBe('te');
  await box.fill(typed);
}

describe('Telugu texts in the back office (desktop)', () => {
  it("saves a region's Telugu name when its box loses focus, like the name", async () => {
    const region = (await store.regions.list()).find((candidate) => candidate.region === 'Thullur')!;
    await page.goto('/admin/regions');
    const box = page.getByRole('textbox', { name: `Telugu name for ${region.region}`, exact: true });
    await retype(box, region.regionTe, 'తుళ్లూరు గ్రామం');
    await box.blur();
    await toast('Telugu name updated');
    expect(await store.regions.get(region.id)).toMatchObject({ region: 'Thullur', regionTe: 'తుళ్లూరు గ్రామం' });
    expect(pageErrors).toEqual([]);
  });

  it("saves a plot's Telugu title and description from the plot form", async () => {
    await page.goto('/admin/plots');
    const card = page.getByTestId('admin-plot-card').first();
    await card.waitFor();
    const plot = (await store.plots.get((await card.getAttribute('data-plot-id'))!))!;
    await card.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Plot' });
    await retype(dialog.getByRole('textbox', { name: /^Telugu title/ }), plot.titleTe, 'బైపాస్ దగ్గర విశాలమైన ఇల్లు');
    await retype(dialog.getByRole('textbox', { name: /^Telugu description/ }), plot.descriptionTe, 'మూడు పడక గదుల ఇల్లు.\nవెంటనే రిజిస్ట్రేషన్.');
    await dialog.getByRole('button', { name: 'Update Plot' }).click();
    await toast('Plot updated successfully!');
    expect(await store.plots.get(plot.id)).toMatchObject({
      title: plot.title,
      titleTe: 'బైపాస్ దగ్గర విశాలమైన ఇల్లు',
      description: plot.description,
      descriptionTe: 'మూడు పడక గదుల ఇల్లు.\nవెంటనే రిజిస్ట్రేషన్.',
    });
    expect(pageErrors).toEqual([]);
  });

  it("saves a post's Telugu title and content from the editor", async () => {
    const post = (await store.blogs.list())[0]!;
    await page.goto('/admin/blogs');
    await page.getByRole('button', { name: `Edit ${post.title}` }).click();
    const form = page.locator('form', { has: page.getByRole('tab', { name: 'Preview' }) });
    await retype(form.getByRole('textbox', { name: /^Telugu title/ }), post.titleTe, 'ఈ త్రైమాసికం ధరలు');
    await retype(form.getByRole('textbox', { name: /^Telugu content/ }), post.contentTe, 'మొదటి పేరా.\nరెండో పేరా.');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await toast('Post updated');
    expect(await store.blogs.get(post.id)).toMatchObject({ title: post.title, titleTe: 'ఈ త్రైమాసికం ధరలు', content: post.content, contentTe: 'మొదటి పేరా.\nరెండో పేరా.' });
    expect(pageErrors).toEqual([]);
  });

  it('saves the Telugu business address', async () => {
    const settings = (await store.settings.get())!;
    await page.goto('/admin/settings');
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Business details', exact: true, level: 2 }) });
    await retype(form.getByRole('textbox', { name: /^Telugu address/ }), settings.addressTe, 'ఇంటి నెం. 7-21, మెయిన్ రోడ్డు, వెలగపూడి, అమరావతి');
    await form.getByRole('button', { name: 'Save business details' }).click();
    await toast('Business details saved');
    expect(await store.settings.get()).toEqual({ ...settings, addressTe: 'ఇంటి నెం. 7-21, మెయిన్ రోడ్డు, వెలగపూడి, అమరావతి' });
    expect(pageErrors).toEqual([]);
  });
});
