import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

/** A post's mail to the news subscribers (GET /api/admin/blogs/:id/news-mail): who would get it now, and its mails by state. */
export interface NewsMailStatus {
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
}

/** While mails of a post wait to go, its progress is read again this often. */
const NEWS_MAIL_REFRESH_MS = 3000;

/** How many mails the post was queued for in all (sent, failed or waiting). */
export function newsMailTotal(status: NewsMailStatus): number {
  return status.queued + status.sent + status.failed;
}

/**
 * A post's news mail, or for a post not saved yet (null) only how many would get it; read again
 * every few seconds while some of its mails wait to go.
 */
export function useNewsMail(blogId: string | null) {
  const key = blogId ? adminApiPaths.blogNewsMail(blogId) : adminApiPaths.blogNewsRecipients();
  const { data, error } = useSWR<Partial<NewsMailStatus> & { recipients: number }>(key, {
    refreshInterval: (latest) => (latest?.queued ? NEWS_MAIL_REFRESH_MS : 0),
  });
  const status: NewsMailStatus | undefined = data && { queued: 0, sent: 0, failed: 0, ...data };
  return { status, error: error as Error | undefined };
}

/** POST /api/admin/blogs/:id/news-mail: queues the post for every news subscriber who has not had it; the progress shows at once. */
export function useSendNewsMail() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (blogId: string): Promise<NewsMailStatus> => {
      const { added: _added, ...status } = await api.post<NewsMailStatus & { added: number }>(adminApiPaths.blogNewsMail(blogId), {});
      await mutate(adminApiPaths.blogNewsMail(blogId), status, { revalidate: false });
      return status;
    },
    [mutate],
  );
}
