import type { EventOf } from '../ports/events';
import { notifyNewLead, type LeadNoticeDeps } from './notify-new-lead';

/** Where the standalone event bus hands a new lead for its mails (events/local-event-bus.ts). */
export interface LeadNotices {
  /** Starts mailing the lead to the admins and returns at once: the request that stored it is not held up. */
  newLead(event: EventOf<'lead.created'>): void;
  /** Resolves once every mail started so far has gone or been given up on. */
  idle(): Promise<void>;
  /** Retries nothing more, then waits for the sends under way (shutdown). */
  close(): Promise<void>;
}

/** A failed send is tried again after these waits: all within the minute a notice is due in. */
const LEAD_NOTICE_RETRY_DELAYS_MS = [5_000, 20_000] as const;

/**
 * Standalone: the new-lead mails run beside the request, not in it, so a slow or failing mail
 * server never delays or fails the form that sent the lead. A failed round (some admin's mail
 * did not go) is tried again a few times; notifyNewLead's claims keep an admin from getting it
 * twice. On Firebase the Firestore trigger does this instead, with Cloud Functions' retries.
 */
export function createLeadNotices(deps: LeadNoticeDeps, options: { retryDelaysMs?: readonly number[] } = {}): LeadNotices {
  const delays = options.retryDelaysMs ?? LEAD_NOTICE_RETRY_DELAYS_MS;
  const running = new Set<Promise<void>>();
  const waits = new Set<() => void>();
  let closed = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waits.add(done);
    });

  async function deliver(event: EventOf<'lead.created'>): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await notifyNewLead(deps, event);
        return;
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined || closed) {
          deps.log.error('lead_notice_given_up', { leadId: event.lead.id, attempts: attempt + 1, error: error instanceof Error ? error.message : String(error) });
          return;
        }
        await pause(delay);
        if (closed) {
          deps.log.error('lead_notice_given_up', { leadId: event.lead.id, attempts: attempt + 1, why: 'server stopping' });
          return;
        }
      }
    }
  }

  return {
    newLead(event) {
      if (closed) return;
      const run = deliver(event).finally(() => running.delete(run));
      running.add(run);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async close() {
      closed = true;
      for (const wake of [...waits]) wake();
      await this.idle();
    },
  };
}
