import type { AlertSender } from '../alerts/alert-sender';
import { enqueueNewsAlerts, newsKeyPrefix, type AlertEnqueueDeps } from '../alerts/enqueue-alerts';
import type { Store } from '../../ports/store';

/**
 * A post's mail to the news subscribers, as the back office shows it: how many confirmed news
 * subscribers there are now (who would get it), and its outbox items by state.
 */
export interface NewsMailStatus {
  recipients: number;
  /** Waiting to go (due now, or at the next 08:00 India time for a daily summary). */
  queued: number;
  sent: number;
  failed: number;
}

export interface NewsMailDeps extends AlertEnqueueDeps {
  store: AlertEnqueueDeps['store'] & Pick<Store, 'blogs'>;
  /** Standalone: drains the outbox now rather than at the next minute. On Firebase the schedule drains. */
  alertSender?: Pick<AlertSender, 'kick'>;
}

/**
 * "Send to news subscribers" on a post (docs/decisions/017, "News"): enqueues it for every
 * deliverable news alert (`news:{post}:{alert}`, so sending twice sends nothing twice) and reports
 * the progress from the outbox. Posts have no draft state: every saved post is published, so
 * every post that exists can be sent; null when there is no such post.
 */
export function createNewsMail(deps: NewsMailDeps) {
  async function recipients(): Promise<number> {
    return (await deps.store.alerts.deliverable('news')).length;
  }

  async function progress(postId: string): Promise<NewsMailStatus> {
    const [count, states] = await Promise.all([recipients(), deps.store.alertOutbox.countByKeyPrefix(newsKeyPrefix(postId))]);
    return { recipients: count, queued: states.pending, sent: states.sent, failed: states.failed };
  }

  return {
    recipients,

    async status(postId: string): Promise<NewsMailStatus | null> {
      if (!(await deps.store.blogs.get(postId))) return null;
      return progress(postId);
    },

    /** Queues the post for who has not had it yet; `added` says how many that was. */
    async send(postId: string): Promise<(NewsMailStatus & { added: number }) | null> {
      const post = await deps.store.blogs.get(postId);
      if (!post) return null;
      const { queued: added } = await enqueueNewsAlerts(deps, post);
      // What was queued goes beside the request, never in it.
      if (added > 0) deps.alertSender?.kick();
      return { ...(await progress(postId)), added };
    },
  };
}
