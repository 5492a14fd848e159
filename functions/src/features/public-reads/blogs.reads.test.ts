import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages';
import type { Blog } from '../../core/schemas/blog';
import { aBlog } from '../../testing/builders';
import { conditionalGet, expectApiError, json } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let firstId: string;

beforeAll(async () => {
  server = await startTestServer();
  firstId = (await server.store.blogs.create(aBlog({ title: 'Older post' }))).id;
  await server.store.blogs.create(aBlog({ title: 'Newer post', category: 'Infrastructure' }));
});
afterAll(async () => server.close());

describe('GET /api/blogs', () => {
  it('lists posts newest first, cacheable', async () => {
    const response = await fetch(`${server.url}/api/blogs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers.get('etag')).toBeTruthy();
    const blogs = await json<Blog[]>(response);
    expect(blogs.map((blog) => blog.title)).toEqual(['Newer post', 'Older post']);
    expect(blogs[0]).toMatchObject({ category: 'Infrastructure', content: expect.any(String), createdAt: expect.any(String) });
  });

  it('answers a conditional GET with 304', async () => {
    const first = await fetch(`${server.url}/api/blogs`);
    const again = await conditionalGet(`${server.url}/api/blogs`, first.headers.get('etag') as string);
    expect(again.status).toBe(304);
  });
});

describe('GET /api/blogs/:id', () => {
  it('returns one post', async () => {
    const response = await fetch(`${server.url}/api/blogs/${firstId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
    const blog = await json<Blog>(response);
    expect(blog).toMatchObject({ id: firstId, title: 'Older post' });
  });

  it.each(['AAAAAAAAAAAAAAAA', 'a.b', 'a%20b', 'x'.repeat(200)])('answers 404 for an unknown id (%s)', async (id) => {
    const response = await fetch(`${server.url}/api/blogs/${id}`);
    const error = await expectApiError(response, 404, 'not_found');
    expect(error.message).toBe(MESSAGES.articleNotFound);
  });
});
