import type { AlertSpec } from '../core/schemas/alerts';
import { confirmationAskedKey, createSubscriptionsService, type SubscriptionsDeps } from '../features/subscriptions/subscriptions.service';

/** What the contact page's old form promised its subscribers: news, as it happens. */
const OLD_FORM_ALERT: AlertSpec = { kind: 'news', target: null };

interface AskToConfirmResult {
  asked: number;
  /** Asked before (by this job, or by the form when they subscribed). */
  alreadyAsked: number;
  failed: number;
}

/**
 * Subscribers from before double opt-in are unconfirmed: each is mailed a confirmation link once
 * (docs/decisions/016). The claim (meta, per subscriber) is taken before the mail goes, so two
 * runs at once or a restart mail nobody twice; a failed send gives it back for the next run. A
 * subscriber who follows nothing yet (the old form stored only the address) follows the news,
 * as that form promised. Run at every start of the standalone server and by
 * `npm run jobs:ask-to-confirm` (either mode).
 */
export async function askSubscribersToConfirm(deps: SubscriptionsDeps): Promise<AskToConfirmResult> {
  const subscriptions = createSubscriptionsService(deps);
  const result: AskToConfirmResult = { asked: 0, alreadyAsked: 0, failed: 0 };
  for (const subscriber of await deps.store.subscribers.list()) {
    if (subscriber.confirmedAt !== null) continue;
    const key = confirmationAskedKey(subscriber.id);
    if (!(await deps.store.meta.claim(key, new Date().toISOString()))) {
      result.alreadyAsked += 1;
      continue;
    }
    try {
      if ((await deps.store.alerts.listOf(subscriber.id)).length === 0) await deps.store.alerts.add(subscriber.id, OLD_FORM_ALERT, 'instant');
      await subscriptions.askToConfirm(subscriber, subscriber.language);
      result.asked += 1;
    } catch (error) {
      await deps.store.meta.delete(key);
      result.failed += 1;
      deps.log.error('subscriber_confirm_ask_failed', { subscriberId: subscriber.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (result.asked > 0 || result.failed > 0) deps.log.info('subscribers_asked_to_confirm', { ...result });
  return result;
}
