import type { Browser, BrowserContext, Dialog, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogParagraphs } from '../functions/src/core/blog-text';
import { MESSAGES } from '../functions/src/core/messages';
import type { Store } from '../functions/src/ports/store';
import { ADMIN, ADMIN_FLOW, afterImageEvents, failUntilRetry, launchBrowser, newPage, screenshot, signInThroughApi, startServer, type RunningServer, indiaLongDate } from './harness';

/**
 * Blog Posts: the list (from the store, newest first), the editor (create, edit, validation in
 * the browser and from the server, failure toasts, drafts kept, leaving asks), delete with
 * confirmation, the preview that renders markup as text, and the public updates pages showing
 * the result. Results are read back from the server's SQLite file. Flows, not layout: each runs
 * once, at the back office's flow width (the admin drawer and sidebar are admin-layout.e2e.ts's).
 */

const XSS = '<img src=x onerror=alert(1)>';

let server: RunningServer;
let browser: Browser;
let store: Store;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  store = await server.openStore();
});

afterAll(async () => {
  await store?.close();
  await browser?.close();
  await server?.stop();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

function editor(page: Page) {
  const form = page.locator('form', { has: page.getByRole('tab', { name: 'Preview' }) });
  return {
    form,
    title: form.getByRole('textbox', { name: 'Title', exact: true }),
    category: form.getByRole('combobox', { name: 'Category (optional)' }),
    content: form.getByRole('textbox', { name: 'Content', exact: true }),
    write: form.getByRole('tab', { name: 'Write' }),
    preview: form.getByRole('tab', { name: 'Preview' }),
    cancel: form.getByRole('button', { name: 'Cancel', exact: true }),
  };
}

function postRow(page: Page, title: string): Locator {
  return page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem').filter({
    has: page.getByRole('heading', { name: title, exact: true }),
  });
}

async function openList(page: Page): Promise<void> {
  await page.goto('/admin/blogs');
  await page.getByRole('button', { name: 'Add New Post' }).waitFor();
}

/** What Delete asks: the post goes to the bin. */
const DELETE_POST_CONFIRM = 'Are you sure you want to delete this blog post? It goes to the bin (Settings → Bin) for 30 days, where you can restore it.';

async function confirmDialog(page: Page, text: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(text, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

for (const viewport of [ADMIN_FLOW]) {
  describe(`admin blog posts (${viewport})`, () => {
    let context: BrowserContext;
    let page: Page;
    let pageErrors: Error[];
    const dialogs: Dialog[] = [];
    const beforeUnloads: string[] = [];

    // One sign-in per viewport: login is rate-limited per IP.
    beforeAll(async () => {
      ({ context, page, pageErrors } = await newPage(browser, viewport, { baseURL: server.url }));
      page.on('dialog', (dialog) => {
        // The editor's "leave this page?" prompt on reload is expected: accept it. Anything else
        // (an alert from injected markup) is recorded and must never happen.
        if (dialog.type() === 'beforeunload') {
          beforeUnloads.push(dialog.message());
          void dialog.accept();
          return;
        }
        dialogs.push(dialog);
        void dialog.dismiss();
      });
      await signInThroughApi(context, server);
    });
    afterAll(async () => {
      await context?.close();
    });

    it('lists the posts of the store, newest first, with category and date', async () => {
      await openList(page);
      const blogs = await store.blogs.list();
      expect(blogs.length).toBeGreaterThan(0);
      const rows = page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem');
      await rows.first().waitFor();
      await expect.poll(() => rows.count()).toBe(blogs.length);
      await expect.poll(() => rows.getByRole('heading').allTextContents()).toEqual(blogs.map((b) => b.title));
      const first = rows.first();
      await expect.poll(() => first.locator('time').first().textContent()).toBe(indiaLongDate(blogs[0]!.createdAt));
      if (blogs[0]!.category) await first.getByText(blogs[0]!.category, { exact: true }).waitFor();
      await first.getByRole('button', { name: `Edit ${blogs[0]!.title}` }).waitFor();
      await first.getByRole('button', { name: `Delete ${blogs[0]!.title}` }).waitFor();
      await screenshot(page, `admin-blogs-list-${viewport}`);
      expect(pageErrors).toEqual([]);
    });

    it('creates a post that the public updates list and page show with its paragraphs', async () => {
      const title = `Inner ring road tender awarded ${unique()}`;
      const content = 'The tender for the inner ring road was awarded this week.\n\nWork starts in the monsoon break.\nLand pooling owners get access roads first.';
      await openList(page);
      await page.getByRole('button', { name: 'Add New Post' }).click();
      const e = editor(page);
      await e.title.waitFor();
      await expect.poll(() => page.url()).toContain('edit=new');
      await e.title.fill(title);
      await e.category.fill('Infrastructure');
      await e.content.fill(content);
      await e.preview.click();
      const preview = page.getByRole('article', { name: 'Preview of the post' });
      await preview.getByRole('heading', { name: title }).waitFor();
      await expect.poll(() => preview.getByTestId('preview-content').locator('p').allTextContents()).toEqual(blogParagraphs(content));
      await expect.poll(() => preview.locator('time').textContent()).toBe(indiaLongDate(new Date()));
      await screenshot(page, `admin-blogs-preview-${viewport}`);
      await e.write.click();
      await screenshot(page, `admin-blogs-editor-${viewport}`);
      await e.form.getByRole('button', { name: 'Publish post' }).click();
      await toast(page, 'Post published');
      await postRow(page, title).waitFor();
      await expect.poll(() => new URL(page.url()).search).toBe('');

      const stored = (await store.blogs.list()).find((b) => b.title === title);
      expect(stored).toBeDefined();
      expect(stored!.category).toBe('Infrastructure');
      expect(stored!.content).toBe(content);
      // Newest first: the new post heads the list.
      await expect.poll(() => page.getByRole('list', { name: 'Blog posts' }).getByRole('heading').first().textContent()).toBe(title);

      await page.goto('/amaravati-updates');
      await page.getByRole('heading', { name: title, level: 2 }).waitFor();
      await page.getByRole('link', { name: `Read more: ${title}` }).click();
      await page.waitForURL(`**/amaravati-updates/${stored!.id}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await expect.poll(() => page.locator('article p').allTextContents()).toEqual(blogParagraphs(content));
      expect(pageErrors).toEqual([]);
    });

    it('shows the errors of the browser and of the server next to the fields, and says when saving fails', async () => {
      await openList(page);
      await page.getByRole('button', { name: 'Add New Post' }).click();
      const e = editor(page);
      await e.title.waitFor();
      await e.form.getByRole('button', { name: 'Publish post' }).click();
      await toast(page, MESSAGES.fixFormErrors);
      await e.form.getByText('Title is required', { exact: true }).waitFor();
      await e.form.getByText('Content is required', { exact: true }).waitFor();
      await expect.poll(() => e.title.getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, `admin-blogs-errors-${viewport}`);

      const title = `Server says no ${unique()}`;
      await e.title.fill(title);
      await e.content.fill('Some words.');
      // The server's 422 answer: its field message goes next to the field.
      await page.route('**/api/admin/blogs', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 422,
              json: { error: { code: 'validation', message: 'Invalid input', fields: { title: 'A post with this title already exists' } } },
            })
          : route.fallback(),
      );
      await e.form.getByRole('button', { name: 'Publish post' }).click();
      await e.form.getByText('A post with this title already exists', { exact: true }).waitFor();
      await expect.poll(() => e.title.inputValue()).toBe(title);
      await page.unroute('**/api/admin/blogs');

      // Any other failure: the failure toast, and the text stays.
      await page.route('**/api/admin/blogs', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Store unavailable' } } })
          : route.fallback(),
      );
      await e.form.getByRole('button', { name: 'Publish post' }).click();
      await toast(page, 'Failed to save post');
      await expect.poll(() => e.title.inputValue()).toBe(title);
      await expect.poll(() => e.content.inputValue()).toBe('Some words.');
      await page.unroute('**/api/admin/blogs');
      expect((await store.blogs.list()).some((b) => b.title === title)).toBe(false);

      // Discard what was typed so the next test starts clean.
      await e.cancel.click();
      await confirmDialog(page, 'You have unsaved changes to this post. Leave the editor? Your draft stays in this browser tab until you save or discard it.', 'Leave');
      await page.getByRole('button', { name: 'Add New Post' }).click();
      await page.getByText('Your unsaved draft was restored.').waitFor();
      await page.getByRole('button', { name: 'Discard draft' }).click();
      await confirmDialog(page, 'Discard your unsaved changes to this post? This cannot be undone.', 'Discard');
      await expect.poll(() => editor(page).title.inputValue()).toBe('');
      await editor(page).cancel.click();
      await page.getByRole('button', { name: 'Add New Post' }).waitFor();
      expect(pageErrors).toEqual([]);
    });

    it('keeps a draft through a reload and asks before leaving with unsaved changes', async () => {
      await openList(page);
      await page.getByRole('button', { name: 'Add New Post' }).click();
      const e = editor(page);
      const title = `Draft about Mandadam ${unique()}`;
      await e.title.fill(title);
      await e.content.fill('Half written.\nMore to come.');
      await page.reload();
      expect(beforeUnloads).toHaveLength(1);
      await editor(page).title.waitFor();
      await expect.poll(() => editor(page).title.inputValue()).toBe(title);
      await expect.poll(() => editor(page).content.inputValue()).toBe('Half written.\nMore to come.');
      await page.getByText('Your unsaved draft was restored.').waitFor();

      // Leaving through the admin navigation asks; staying keeps everything.
      if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      const dialog = page.getByRole('dialog').filter({ hasText: 'You have unsaved changes to this post.' });
      await dialog.waitFor();
      await screenshot(page, `admin-blogs-leave-${viewport}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/blogs');
      if (viewport === 'mobile') {
        const close = page.getByRole('button', { name: 'Close menu' });
        if (await close.isVisible()) await close.click();
      }
      await expect.poll(() => editor(page).title.inputValue()).toBe(title);

      // Published: the draft is gone, and leaving no longer asks.
      await editor(page).form.getByRole('button', { name: 'Publish post' }).click();
      await toast(page, 'Post published');
      await postRow(page, title).waitFor();
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('draft:admin-blog:new'))).toBeNull();
      expect(pageErrors).toEqual([]);
    });

    it('keeps what was typed when the session ends: sign in again, and the editor is back with the draft', async () => {
      await openList(page);
      await page.getByRole('button', { name: 'Add New Post' }).click();
      const title = `Written as the session ended ${unique()}`;
      await editor(page).title.fill(title);
      await editor(page).content.fill('Typed before the session ended.\nNot lost.');

      // The session ends on the server (signed out elsewhere); the browser still holds its cookie.
      const session = (await context.cookies()).find((cookie) => cookie.name === '__session');
      expect(session).toBeDefined();
      const ended = await fetch(`${server.url}/api/auth/logout`, {
        method: 'POST',
        headers: { 'X-Requested-With': 'fetch', Origin: server.url, Cookie: `__session=${session!.value}` },
      });
      expect(ended.status).toBe(204);

      await editor(page).form.getByRole('button', { name: 'Publish post' }).click();
      await page.waitForURL('**/admin/login');
      await toast(page, 'Your session has expired. Please sign in again.');
      expect((await store.blogs.list()).some((blog) => blog.title === title)).toBe(false);

      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/admin/blogs?edit=new');
      await expect.poll(() => editor(page).title.inputValue()).toBe(title);
      await expect.poll(() => editor(page).content.inputValue()).toBe('Typed before the session ended.\nNot lost.');
      await page.getByText('Your unsaved draft was restored.').waitFor();

      await editor(page).form.getByRole('button', { name: 'Publish post' }).click();
      await toast(page, 'Post published');
      await postRow(page, title).waitFor();
      expect(dialogs).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    it('edits a post and the public page shows the change', async () => {
      const original = await store.blogs.create({ title: `Edit me ${unique()}`, category: 'News', content: 'Old first line.' });
      await openList(page);
      await postRow(page, original.title).getByRole('button', { name: `Edit ${original.title}` }).click();
      const e = editor(page);
      await e.title.waitFor();
      await expect.poll(() => e.title.inputValue()).toBe(original.title);
      await expect.poll(() => e.category.inputValue()).toBe('News');
      await expect.poll(() => e.content.inputValue()).toBe(original.content);
      const title = `${original.title} (revised)`;
      const content = 'New first line.\nNew second line.';
      await e.title.fill(title);
      await e.category.fill('Policy');
      await e.content.fill(content);
      await e.form.getByRole('button', { name: 'Save changes' }).click();
      await toast(page, 'Post updated');
      await postRow(page, title).waitFor();

      const stored = await store.blogs.get(original.id);
      expect(stored).toMatchObject({ title, category: 'Policy', content });
      expect(stored!.updatedAt).toBeTruthy();

      await page.goto(`/amaravati-updates/${original.id}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await expect.poll(() => page.locator('article p').allTextContents()).toEqual(blogParagraphs(content));
      expect(pageErrors).toEqual([]);
    });

    it('deletes a post only after confirmation', async () => {
      const doomed = await store.blogs.create({ title: `Delete me ${unique()}`, category: 'Market', content: 'Gone soon.' });
      await openList(page);
      const row = postRow(page, doomed.title);
      await row.getByRole('button', { name: `Delete ${doomed.title}` }).click();
      await screenshot(page, `admin-blogs-delete-${viewport}`);
      await confirmDialog(page, DELETE_POST_CONFIRM, 'Cancel');
      expect(await store.blogs.get(doomed.id)).not.toBeNull();

      await row.getByRole('button', { name: `Delete ${doomed.title}` }).click();
      await confirmDialog(page, DELETE_POST_CONFIRM, 'Delete');
      await toast(page, 'Post deleted');
      await row.waitFor({ state: 'detached' });
      expect(await store.blogs.get(doomed.id)).toBeNull();
      expect(await store.bin.get('blog', doomed.id)).toMatchObject({ title: doomed.title });

      await page.goto('/amaravati-updates');
      await page.getByRole('heading', { name: 'Amaravati Updates', level: 1 }).waitFor();
      await page.locator('article').first().waitFor();
      await expect.poll(() => page.getByRole('heading', { name: doomed.title }).count()).toBe(0);
      expect(pageErrors).toEqual([]);
    });

    it('says when deleting fails and keeps the post', async () => {
      const kept = await store.blogs.create({ title: `Keep me ${unique()}`, category: 'News', content: 'Still here.' });
      await openList(page);
      await page.route('**/api/admin/blogs/*', (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Nope' } } })
          : route.fallback(),
      );
      try {
        await postRow(page, kept.title).getByRole('button', { name: `Delete ${kept.title}` }).click();
        await confirmDialog(page, DELETE_POST_CONFIRM, 'Delete');
        await toast(page, 'Failed to delete post');
        await postRow(page, kept.title).waitFor();
        expect(await store.blogs.get(kept.id)).not.toBeNull();
      } finally {
        await page.unroute('**/api/admin/blogs/*');
      }
      expect(pageErrors).toEqual([]);
    });

    it('previews markup as text and runs nothing', async () => {
      await openList(page);
      await page.getByRole('button', { name: 'Add New Post' }).click();
      const e = editor(page);
      await e.title.fill(`Markup ${XSS} title`);
      await e.content.fill(`First ${XSS}\n<script>alert(2)</script> second`);
      await e.preview.click();
      const preview = page.getByRole('article', { name: 'Preview of the post' });
      await preview.getByText(`First ${XSS}`, { exact: true }).waitFor();
      await preview.getByText('<script>alert(2)</script> second', { exact: true }).waitFor();
      await preview.getByRole('heading', { name: `Markup ${XSS} title` }).waitFor();
      await expect.poll(() => page.locator('img[src="x"]').count()).toBe(0);
      await expect.poll(() => preview.locator('script').count()).toBe(0);
      await afterImageEvents(page);
      expect(dialogs).toHaveLength(0);

      await e.write.click();
      await e.cancel.click();
      await confirmDialog(page, 'You have unsaved changes to this post. Leave the editor? Your draft stays in this browser tab until you save or discard it.', 'Leave');
      await page.evaluate(() => sessionStorage.clear());
      expect(pageErrors).toEqual([]);
    });

    it('shows an error with a retry when the posts cannot load, and the empty state', async () => {
      const unroute = await failUntilRetry(page, '**/api/admin/blogs', (route) =>
        route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Store unavailable' } } }),
      );
      try {
        await page.goto('/admin/blogs');
        await page.getByRole('alert').filter({ hasText: 'Could not load the blog posts.' }).waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: 'Try again' }).click();
        await page.getByRole('button', { name: 'Add New Post' }).waitFor();
      } finally {
        await unroute();
      }

      // No posts at all: the empty state, with the way to write the first one.
      await page.route('**/api/admin/blogs', (route) => route.fulfill({ json: [] }));
      try {
        await page.goto('/admin/blogs');
        await page.getByText('No blog posts yet', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Add New Post' }).waitFor();
        await screenshot(page, `admin-blogs-empty-${viewport}`);
      } finally {
        await page.unroute('**/api/admin/blogs');
      }
      expect(pageErrors).toEqual([]);
    });
  });
}
