// @vitest-environment jsdom
import type { Blog } from '@core/schemas/blog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '@/config/admin-api-paths';
import { renderWithApp, type ApiAnswer, type ApiCall } from '@/testing/render-with-app';
import type { NewsMailStatus } from '../api/news-mail';
import { BlogManager } from './blog-manager';

const POST: Blog = {
  id: 'b1',
  title: 'Ring road opens',
  titleTe: '',
  category: 'News',
  content: 'The ring road is open.',
  contentTe: '',
  createdAt: '2026-11-27T04:30:00.000Z',
  updatedAt: null,
};

/**
 * The admin API over posts and the news mail: `progress` is what the news mail's GET answers,
 * one answer after another (the last one stays); `queue` is the POST's answer (or a failure).
 */
function blogsApi(options: { posts?: Blog[]; recipients?: number; progress?: NewsMailStatus[]; queue?: ApiAnswer }) {
  let posts = options.posts ?? [];
  const progress = [...(options.progress ?? [])];
  return ({ method, url, body }: ApiCall): ApiAnswer | undefined => {
    if (method === 'GET' && url === adminApiPaths.blogs()) return { status: 200, body: posts };
    if (method === 'GET' && url === adminApiPaths.blogNewsRecipients()) return { status: 200, body: { recipients: options.recipients ?? 0 } };
    if (method === 'GET' && url === adminApiPaths.blogNewsMail(POST.id)) {
      const answer = progress.length > 1 ? progress.shift()! : progress[0];
      return answer ? { status: 200, body: answer } : { status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } };
    }
    if (method === 'POST' && url === adminApiPaths.blogs()) {
      const saved = { ...POST, ...(body as Partial<Blog>) };
      posts = [saved];
      return { status: 201, body: saved };
    }
    if (method === 'POST' && url === adminApiPaths.blogNewsMail(POST.id)) return options.queue;
    if (method === 'GET') return { status: 200, body: [] };
    return undefined;
  };
}

async function writePost(user: Awaited<ReturnType<typeof renderWithApp>>['user']) {
  await user.type(await screen.findByRole('textbox', { name: /^Title/ }), POST.title);
  await user.type(screen.getByRole('textbox', { name: /^Content/ }), POST.content);
}

describe('Send to news subscribers', () => {
  it('is off by default and says how many would get it; publishing without it queues no mail', async () => {
    const { user, calls } = await renderWithApp(<BlogManager />, { path: '/admin/blogs?edit=new', api: blogsApi({ recipients: 3 }) });
    const box = await screen.findByRole('checkbox', { name: 'Send to news subscribers' });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(await screen.findByText('3 confirmed news subscribers would get it by email.')).toBeTruthy();
    await writePost(user);
    await user.click(screen.getByRole('button', { name: 'Publish post' }));
    expect(await screen.findByText('Post published')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([adminApiPaths.blogs()]);
  });

  it('ticked, queues the saved post; the list shows "sent x of y" and reads it again while mails wait', async () => {
    const { user, calls } = await renderWithApp(<BlogManager />, {
      path: '/admin/blogs?edit=new',
      api: blogsApi({
        recipients: 1,
        queue: { status: 200, body: { recipients: 1, queued: 1, sent: 0, failed: 0, added: 1 } },
        progress: [
          { recipients: 1, queued: 1, sent: 0, failed: 0 },
          { recipients: 1, queued: 0, sent: 1, failed: 0 },
        ],
      }),
    });
    await writePost(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Send to news subscribers' }));
    await user.click(screen.getByRole('button', { name: 'Publish post' }));

    const row = (await screen.findByRole('heading', { name: POST.title, level: 3 })).closest('li')!;
    expect(await within(row).findByText('News mail: sent 0 of 1 · 1 waiting (daily summaries go at 08:00 India time)')).toBeTruthy();
    // Read again after a few seconds, while one waits.
    expect(await within(row).findByText('News mail: sent 1 of 1', undefined, { timeout: 8000 })).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual([adminApiPaths.blogs(), adminApiPaths.blogNewsMail(POST.id)]);
  }, 15_000);

  it('a queueing that fails keeps the post saved and says so, without saving it twice', async () => {
    const { user, calls } = await renderWithApp(<BlogManager />, {
      path: '/admin/blogs?edit=new',
      api: blogsApi({ recipients: 1, queue: { status: 503, body: { error: { code: 'unavailable', message: 'Try again later' } } } }),
    });
    await writePost(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Send to news subscribers' }));
    await user.click(screen.getByRole('button', { name: 'Publish post' }));
    expect(await screen.findByText('The post is saved, but the news mail was not queued. Open the post and try again.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: POST.title, level: 3 })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST' && call.url === adminApiPaths.blogs())).toHaveLength(1);
  });

  it('an existing post shows its progress and that sending again reaches only who has not had it; a count that fails says so', async () => {
    await renderWithApp(<BlogManager />, {
      path: `/admin/blogs?edit=${POST.id}`,
      api: blogsApi({ posts: [POST], progress: [{ recipients: 4, queued: 0, sent: 3, failed: 1 }] }),
    });
    expect(await screen.findByText('4 confirmed news subscribers would get it by email. Sent again, it goes only to those who have not had it.')).toBeTruthy();
    expect(screen.getByText('News mail: sent 3 of 4 · 1 could not be delivered')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Send to news subscribers' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says when the subscribers cannot be counted', async () => {
    await renderWithApp(<BlogManager />, { path: `/admin/blogs?edit=${POST.id}`, api: blogsApi({ posts: [POST] }) });
    expect(await screen.findByText('Could not count the news subscribers.')).toBeTruthy();
  });
});
