import { drainAlertOutbox, type AlertDrainDeps } from './drain-alert-outbox';
import { createDrainPace } from './drain-pace';

/** The standalone drainer of the alert outbox, beside the server (docs/decisions/017). */
export interface AlertSender {
  /** Drains now and then every `intervalMs`: due and daily items, retries, and whatever a restart left pending. */
  start(): void;
  /**
   * Drains soon (after an enqueue) and returns at once: the request that enqueued is not held up.
   * The kicks of `gatherMs` are gathered into one drain, so the events of one change (a status set
   * on many plots of a venture) are all enqueued when it claims, and their plots go in one mail.
   */
  kick(): void;
  /** Resolves once no drain runs or waits to run. */
  idle(): Promise<void>;
  /** Stops the timer, lets the batch under way finish (the rest stays queued), starts no drain after it (shutdown). */
  close(): Promise<void>;
}

/** Due items and retries are picked up within a minute. */
const ALERT_DRAIN_INTERVAL_MS = 60_000;
/** How long a kick waits for the other events of the same change. */
const ALERT_KICK_GATHER_MS = 1_000;

/**
 * One drain at a time per process: a kick during a drain runs one more drain after it (the items
 * enqueued meanwhile may have missed the running one's claims), never two side by side. Several
 * processes on one database may drain together: the outbox's leases keep them apart. A drain that
 * throws (the database or the mail server down) is logged; the next tick tries again, and the
 * queue holds what it did not send, so a restart resumes from there.
 */
export function createAlertSender(deps: AlertDrainDeps, options: { intervalMs?: number; gatherMs?: number } = {}): AlertSender {
  const intervalMs = options.intervalMs ?? ALERT_DRAIN_INTERVAL_MS;
  const gatherMs = options.gatherMs ?? ALERT_KICK_GATHER_MS;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  /** A kick waiting for the rest of its change, and how to end the wait early (close). */
  let gathering: { timer: ReturnType<typeof setTimeout>; done: Promise<void>; end: () => void } | undefined;

  async function drainWhileAsked(): Promise<void> {
    do {
      again = false;
      try {
        // A stop ends the drain after its batch under way, not after the whole queue.
        await drainAlertOutbox(deps, { stopping: () => closed, afterMail: createDrainPace() });
      } catch (error) {
        deps.log.error('alert_drain_failed', { error: error instanceof Error ? error.message : String(error) });
      }
    } while (again && !closed);
  }

  function drainNow(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drainWhileAsked().finally(() => {
      running = undefined;
    });
  }

  function endGathering(): void {
    if (!gathering) return;
    clearTimeout(gathering.timer);
    gathering.end();
    gathering = undefined;
  }

  function kick(): void {
    if (closed || gathering) return;
    if (gatherMs <= 0) return drainNow();
    let end: () => void = () => {};
    const done = new Promise<void>((resolve) => (end = resolve));
    const wait = setTimeout(() => {
      endGathering();
      drainNow();
    }, gatherMs);
    // The queue holds what waits: a script's process may end before it (the server drains it).
    wait.unref();
    gathering = { timer: wait, done, end };
  }

  return {
    start() {
      if (closed || timer) return;
      timer = setInterval(drainNow, intervalMs);
      timer.unref();
      drainNow();
    },
    kick,
    async idle() {
      while (gathering || running) await (gathering?.done ?? running);
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      endGathering();
      await this.idle();
    },
  };
}
