/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input in
 * between: what follows does not add to the task before it. `scheduler.yield()` puts the rest
 * ahead of other waiting tasks (Chrome, Firefox); elsewhere a zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
