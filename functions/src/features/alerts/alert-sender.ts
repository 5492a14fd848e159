import { drainAlertOutbox, type AlertDrainDeps } from './drain-alert-outbox';

/** The standalone drainer of the alert outbox, beside the server (docs/decisions/017). */
export interface AlertSender {
  /** Drains now and then every `intervalMs`: due and daily items, retries, and whatever a restart left pending. */
  start(): void;
  /** Drains soon (after an enqueue) and returns at once: the request that enqueued is not held up. */
  kick(): void;
  /** Resolves once no drain runs or waits to run. */
  idle(): Promise<void>;
  /** Stops the timer, lets a drain under way finish, starts none after it (shutdown). */
  close(): Promise<void>;
}

/** Due items and retries are picked up within a minute. */
const ALERT_DRAIN_INTERVAL_MS = 60_000;

/**
 * One drain at a time per process: a kick during a drain runs one more drain after it (the items
 * enqueued meanwhile may have missed the running one's claims), never two side by side. Several
 * processes on one database may drain together: the outbox's leases keep them apart. A drain that
 * throws (the database or the mail server down) is logged; the next tick tries again, and the
 * queue holds what it did not send, so a restart resumes from there.
 */
export function createAlertSender(deps: AlertDrainDeps, options: { intervalMs?: number } = {}): AlertSender {
  const intervalMs = options.intervalMs ?? ALERT_DRAIN_INTERVAL_MS;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function drainWhileAsked(): Promise<void> {
    do {
      again = false;
      try {
        await drainAlertOutbox(deps);
      } catch (error) {
        deps.log.error('alert_drain_failed', { error: error instanceof Error ? error.message : String(error) });
      }
    } while (again && !closed);
  }

  function kick(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drainWhileAsked().finally(() => {
      running = undefined;
    });
  }

  return {
    start() {
      if (closed || timer) return;
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    kick,
    async idle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await this.idle();
    },
  };
}
