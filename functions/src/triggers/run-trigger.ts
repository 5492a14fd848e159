import { createFirebaseLogger } from '../adapters/logger/firebase-logger';
import type { Logger } from '../ports/logger';
import { MAX_EVENT_AGE_MS } from './function-options';

/** What a trigger needs to know about one delivery. Cloud events carry both. */
export interface Delivery {
  /** The CloudEvent id: the same on every redelivery of one change, so it is the domain event id. */
  id: string;
  /** When the change happened (RFC 3339). */
  time: string;
}

/**
 * Runs one delivery of a Firestore event and settles it before returning (docs/security.md: await every
 * promise). A delivery older than MAX_EVENT_AGE_MS is acknowledged without work: it has been failing
 * for hours, and the nightly jobs put right what it would have done. A failure is logged and
 * rethrown, so Cloud Functions delivers the event again (the handlers are idempotent).
 */
export async function runTrigger<Deps extends { log: Logger }>(
  trigger: string,
  delivery: Delivery,
  getDeps: () => Promise<Deps>,
  work: (deps: Deps) => Promise<void>,
  options: { now?: () => number } = {},
): Promise<void> {
  const ageMs = (options.now ?? Date.now)() - Date.parse(delivery.time);
  if (ageMs > MAX_EVENT_AGE_MS) {
    // Not even the dependencies are needed to give up; a broken configuration must not keep an event retrying.
    const log = await getDeps().then(
      (deps) => deps.log,
      () => createFirebaseLogger(),
    );
    log.warn('trigger_event_dropped', { trigger, eventId: delivery.id, ageMs, why: 'older than the retry window; the nightly jobs repair what it would have done' });
    return;
  }
  const deps = await getDeps();
  try {
    await work(deps);
  } catch (error) {
    deps.log.error('trigger_failed', { trigger, eventId: delivery.id, error: error instanceof Error ? error.message : String(error), retry: true });
    throw error;
  }
}
