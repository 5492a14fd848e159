import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BLOG_CONTENT_LENGTH } from '../../core/constants';
import { MESSAGES } from '../../core/messages';
import type { Blog } from '../../core/schemas/blog';
import { signedInAdmin, type AdminClient } from '../../testing/admin';
import { aBlog } from '../../testing/builders';
import { expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe('admin blogs API', () => {
  let server: TestServer;
  let admin: AdminClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => server.close());

  it('POST creates a post (201 Blog), trimmed, with the default category', async () => {
    const response = await admin.post('/api/admin/blogs', { title: '  Outer ring road approved ', content: 'First line.\nSecond line.' });
    expect(response.status).toBe(201);
    const blog = await json<Blog>(response);
    expect(blog).toMatchObject({ title: 'Outer ring road approved', category: 'News', content: 'First line.\nSecond line.', updatedAt: null });
    expect(await server.store.blogs.get(blog.id)).toEqual(blog);
  });

  it('POST answers 422 with the form messages', async () => {
    const error = await expectApiError(await admin.post('/api/admin/blogs', { title: ' ', content: '' }), 422, 'validation_failed');
    expect(error.fields).toEqual({ title: 'Title is required', content: 'Content is required' });
    const tooLong = await expectApiError(await admin.post('/api/admin/blogs', aBlog({ content: 'x'.repeat(MAX_BLOG_CONTENT_LENGTH + 1) })), 422, 'validation_failed');
    expect(Object.keys(tooLong.fields ?? {})).toEqual(['content']);
  });

  it('POST and PUT store the Telugu title and content (trimmed, blank by default); the public reads answer them', async () => {
    const created = await json<Blog>(await admin.post('/api/admin/blogs', aBlog({ titleTe: ' రోడ్డు పనులు ', contentTe: 'మొదటి పేరా.\nరెండో పేరా.' })));
    expect(created).toMatchObject({ titleTe: 'రోడ్డు పనులు', contentTe: 'మొదటి పేరా.\nరెండో పేరా.' });
    expect(await json<Blog>(await fetch(`${server.url}/api/blogs/${created.id}`))).toEqual(created);
    const updated = await json<Blog>(await admin.put(`/api/admin/blogs/${created.id}`, { title: 'Final', content: 'New text', titleTe: 'తుది వార్త' }));
    expect(updated).toMatchObject({ title: 'Final', titleTe: 'తుది వార్త', contentTe: '' });
    expect((await json<Blog[]>(await fetch(`${server.url}/api/blogs`))).find((blog) => blog.id === created.id)).toEqual(updated);
    expect(await json<Blog>(await admin.post('/api/admin/blogs', { title: 'English only', content: 'Text' }))).toMatchObject({ titleTe: '', contentTe: '' });
  });

  it('answers 422 for a Telugu title or content longer than the English may be', async () => {
    const error = await expectApiError(
      await admin.post('/api/admin/blogs', aBlog({ titleTe: 'అ'.repeat(201), contentTe: 'x'.repeat(MAX_BLOG_CONTENT_LENGTH + 1) })),
      422,
      'validation_failed',
    );
    expect(error.fields).toEqual({ titleTe: 'Must be at most 200 characters', contentTe: 'Must be at most 50,000 characters' });
  });

  it('GET lists posts newest first', async () => {
    const first = await json<Blog>(await admin.post('/api/admin/blogs', aBlog({ title: 'Older' })));
    await new Promise((resolve) => setTimeout(resolve, 3));
    const second = await json<Blog>(await admin.post('/api/admin/blogs', aBlog({ title: 'Newer' })));
    const response = await admin.get('/api/admin/blogs');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const ids = (await json<Blog[]>(response)).map((blog) => blog.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('PUT replaces title, category and content and sets updatedAt', async () => {
    const created = await json<Blog>(await admin.post('/api/admin/blogs', aBlog()));
    const response = await admin.put(`/api/admin/blogs/${created.id}`, { title: 'Final', category: 'Policy', content: 'New text' });
    expect(response.status).toBe(200);
    const updated = await json<Blog>(response);
    expect(updated).toMatchObject({ title: 'Final', category: 'Policy', content: 'New text', createdAt: created.createdAt });
    expect(updated.updatedAt).not.toBeNull();
    expect(await server.store.blogs.get(created.id)).toEqual(updated);
  });

  it('PUT answers 422 for a bad body and 404 for an unknown post', async () => {
    const created = await json<Blog>(await admin.post('/api/admin/blogs', aBlog()));
    await expectApiError(await admin.put(`/api/admin/blogs/${created.id}`, { title: '', content: 'x' }), 422, 'validation_failed');
    expect((await server.store.blogs.get(created.id))?.title).toBe(aBlog().title);
    const missing = await expectApiError(await admin.put('/api/admin/blogs/unknownid123', aBlog()), 404, 'not_found');
    expect(missing.message).toBe(MESSAGES.blogNotFound);
  });

  it('DELETE answers 204 (the post moved to the bin), then 404', async () => {
    const created = await json<Blog>(await admin.post('/api/admin/blogs', aBlog()));
    expect((await admin.delete(`/api/admin/blogs/${created.id}`)).status).toBe(204);
    expect(await server.store.blogs.get(created.id)).toBeNull();
    expect(await server.store.bin.get('blog', created.id)).toMatchObject({ kind: 'blog', title: created.title, deletedBy: { email: 'office@example.com' } });
    await expectApiError(await admin.delete(`/api/admin/blogs/${created.id}`), 404, 'not_found');
  });
});
