import type { Logger } from '../ports/logger';
import type { Images } from '../ports/images';
import type { PublicCache } from '../ports/public-cache';
import type { Store } from '../ports/store';
import type { AlertSender } from '../features/alerts/alert-sender';
import type { LeadNotices } from './lead-notices';

/** What the handlers of events/ may use: ports only, so a Cloud trigger can call them with the Firebase adapters. */
export interface EventDeps {
  store: Store;
  images: Images;
  log: Logger;
  /** Standalone only: the server's cache of public answers, which every change to public data drops from. */
  publicCache?: PublicCache;
  /** Standalone only: where a new lead goes to be mailed to the admins (on Firebase, its own trigger does it). */
  leadNotices?: LeadNotices;
  /** Standalone only: drains the alert outbox soon after a handler enqueued to it (on Firebase, a schedule drains). */
  alertSender?: Pick<AlertSender, 'kick'>;
}
