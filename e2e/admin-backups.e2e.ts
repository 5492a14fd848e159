import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FLOW, launchBrowser, newPage, signInThroughApi, startServer, type RunningServer } from './harness';

/**
 * Settings → Backups, standalone: Back up now writes a backup in the built server's background
 * (its own process), the new row shows it good with its size, and its download is the very file
 * in DATA_DIR/backups. A flow, not a layout: once, at the back office's flow width.
 */

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: Error[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ context, page, pageErrors } = await newPage(browser, ADMIN_FLOW, { baseURL: server.url }));
  await signInThroughApi(context, server);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe(`Settings → Backups (${ADMIN_FLOW})`, () => {
  it('backs up now, lists the backup good, and downloads it byte for byte', async () => {
    await page.goto('/admin/settings');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Backups', exact: true, level: 2 }) });
    await section.getByText('No backup yet.', { exact: false }).waitFor();

    const button = section.getByRole('button', { name: 'Back up now' });
    await button.click();
    await expect.poll(() => button.isDisabled()).toBe(true);
    const row = section.getByTestId('backup-row');
    await row.first().waitFor({ timeout: 60_000 });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(async () => /Good · [\d.]+ (KB|MB)/.test((await row.textContent()) ?? '')).toBe(true);
    await expect.poll(() => button.isEnabled()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /^Download/ }).click()]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/);
    const downloaded = await readFile((await download.path())!);
    expect(downloaded.equals(await readFile(join(server.dataDir, 'backups', name)))).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
