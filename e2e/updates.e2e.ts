import type { Browser, Dialog } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../functions/src/core/messages';
import { blogParagraphs } from '../functions/src/core/blog-text';
import type { Blog } from '../functions/src/core/schemas/blog';
import type { Store } from '../functions/src/ports/store';
import { afterImageEvents, launchBrowser, newPage, PUBLIC_FLOW, screenshot, startServer, type RunningServer, indiaLongDate } from './harness';

/**
 * Amaravati Updates: the list (newest first, search, empty state, dates, clamped content), the
 * detail (paragraphs, back buttons, missing id → list) and a hostile post that must stay text.
 * No test here is about the layout: each runs once, at the public flows' width.
 */

const XSS = '<img src=x onerror=alert(1)>';

let server: RunningServer;
let browser: Browser;
let store: Store;
let hostile: Blog;
let multi: Blog;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
  // Written straight into the server's database file, before any page loads it.
  multi = await store.blogs.create({
    title: 'Seed access road widened near Thullur',
    category: 'Infrastructure',
    content: 'The access road to the seed capital has been widened to four lanes.\n\nWork on the drains continues.\nStreet lights follow next month.',
  });
  hostile = await store.blogs.create({
    title: `Notice ${XSS} for visitors`,
    category: 'News',
    content: `First line ${XSS}\n<script>alert(2)</script> second line`,
  });
});

afterAll(async () => {
  await store?.close();
  await browser?.close();
  await server?.stop();
});

async function apiBlogs(): Promise<Blog[]> {
  const response = await fetch(`${server.url}/api/blogs`);
  expect(response.status).toBe(200);
  return (await response.json()) as Blog[];
}

for (const viewport of [PUBLIC_FLOW]) {
  describe(`updates (${viewport})`, () => {
    it('lists every update newest first with its date and clamped content', async () => {
      const blogs = await apiBlogs();
      expect(blogs.length).toBeGreaterThan(1);
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/amaravati-updates');
        await page.getByRole('heading', { name: 'Amaravati Updates', level: 1 }).waitFor();
        const cards = page.locator('article');
        await cards.first().waitFor();
        await expect.poll(() => cards.count()).toBe(blogs.length);
        const titles = await cards.getByRole('heading', { level: 2 }).allTextContents();
        expect(titles).toEqual(blogs.map((blog) => blog.title));

        const first = cards.first();
        await expect.poll(() => first.locator('time').textContent()).toBe(indiaLongDate(blogs[0]!.createdAt));
        await expect.poll(() => first.locator('time').textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
        const clamp = await first.locator('p.line-clamp-3').evaluate((el) => getComputedStyle(el).webkitLineClamp);
        expect(clamp).toBe('3');
        // 'Read more' names the post it opens.
        await first.getByRole('link', { name: `Read more: ${blogs[0]!.title}` }).waitFor();
        await screenshot(page, `updates-list-${viewport}`);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('filters on title or content, case-insensitively, and shows the empty state', async () => {
      const blogs = await apiBlogs();
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/amaravati-updates');
        const search = page.getByPlaceholder('Search by title or content...');
        await page.locator('article').first().waitFor();

        // A word from the content only, typed in capitals.
        const query = 'FOUR LANES';
        const expected = blogs.filter(
          (b) => b.title.toLowerCase().includes(query.toLowerCase()) || b.content.toLowerCase().includes(query.toLowerCase()),
        );
        expect(expected.length).toBeGreaterThan(0);
        await search.fill(query);
        await page.waitForFunction((n) => document.querySelectorAll('article').length === n, expected.length);
        await expect.poll(() => page.locator('article h2').allTextContents()).toEqual(expected.map((b) => b.title));

        // A word from a title.
        const titleWord = 'tHuLLuR';
        const byTitle = blogs.filter(
          (b) => b.title.toLowerCase().includes('thullur') || b.content.toLowerCase().includes('thullur'),
        );
        await search.fill(titleWord);
        await page.waitForFunction((n) => document.querySelectorAll('article').length === n, byTitle.length);

        await search.fill('zzqx no such update');
        await page.getByText(MESSAGES.noUpdates, { exact: true }).waitFor();
        await expect.poll(() => page.locator('article').count()).toBe(0);
        await screenshot(page, `updates-empty-${viewport}`);

        await search.fill('');
        await page.waitForFunction((n) => document.querySelectorAll('article').length === n, blogs.length);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it("opens a post through 'Read more' and shows its paragraphs", async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/amaravati-updates');
        await page.getByRole('link', { name: `Read more: ${multi.title}` }).click();
        await page.waitForURL(`**/amaravati-updates/${multi.id}`);
        await page.getByRole('heading', { name: multi.title, level: 1 }).waitFor();
        const paragraphs = await page.locator('article p').allTextContents();
        expect(paragraphs).toEqual(blogParagraphs(multi.content));
        expect(paragraphs).toHaveLength(3);
        await expect.poll(() => page.locator('article time').textContent()).toBe(indiaLongDate(multi.createdAt));
        await expect.poll(() => page.getByRole('link', { name: 'Back to Updates' }).count()).toBe(2);
        await expect.poll(() => page.title()).toContain(multi.title);
        await screenshot(page, `update-detail-${viewport}`);

        await page.getByRole('link', { name: 'Back to Updates' }).last().click();
        await page.waitForURL('**/amaravati-updates');
        await page.getByRole('heading', { name: 'Amaravati Updates', level: 1 }).waitFor();

        // Straight to a post by its address (no list in the cache).
        await page.goto(`/amaravati-updates/${multi.id}`);
        await page.getByRole('heading', { name: multi.title, level: 1 }).waitFor();
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('sends a missing post back to the list, and says so when the post cannot load', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      try {
        await page.goto('/amaravati-updates/does-not-exist');
        await page.waitForURL((url) => url.pathname === '/amaravati-updates');
        await page.getByRole('heading', { name: 'Amaravati Updates', level: 1 }).waitFor();
        // Replaced, not pushed: Back does not return to the missing post.
        await page.goBack();
        await expect.poll(() => page.url()).not.toContain('does-not-exist');

        // Opened from the list in the browser, the post is fetched from the API; here that fails.
        await page.goto('/amaravati-updates');
        await page.route('**/api/blogs/*', (route) =>
          route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Unavailable' } } }),
        );
        await page.getByRole('link', { name: multi.title }).first().click();
        await page.getByRole('heading', { name: MESSAGES.articleNotFound }).waitFor();
        await page.getByRole('link', { name: 'Return to Updates' }).click();
        await page.waitForURL((url) => url.pathname === '/amaravati-updates');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('renders a post holding HTML as text and runs nothing', async () => {
      const { context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url });
      const dialogs: Dialog[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog);
        void dialog.dismiss();
      });
      try {
        await page.goto('/amaravati-updates');
        await page.getByRole('heading', { name: hostile.title, level: 2 }).waitFor();
        await page.goto(`/amaravati-updates/${hostile.id}`);
        await page.getByRole('heading', { name: hostile.title, level: 1 }).waitFor();
        await page.getByText(`First line ${XSS}`, { exact: true }).waitFor();
        await page.getByText('<script>alert(2)</script> second line', { exact: true }).waitFor();
        await expect.poll(() => page.locator('img[src="x"]').count()).toBe(0);
        await expect.poll(() => page.locator('main script, article script').count()).toBe(0);
        await afterImageEvents(page);
        expect(dialogs).toHaveLength(0);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
