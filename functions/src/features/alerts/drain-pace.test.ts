import { describe, expect, it } from 'vitest';
import { createDrainPace } from './drain-pace';

/** Keeps the event loop running for `ms` (what a flood of requests does). */
function busyFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // running
  }
}

describe('the pace of the standalone drain', () => {
  it('pauses after a mail while the process was busy beside it, about four times as long as the mail took', async () => {
    const pace = createDrainPace();
    busyFor(40);
    const started = performance.now();
    await pace();
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('does not pause while the process was quiet (the mail mostly waited for its SMTP server)', async () => {
    const pace = createDrainPace();
    await new Promise((resolve) => setTimeout(resolve, 60));
    const started = performance.now();
    await pace();
    expect(performance.now() - started).toBeLessThan(50);
  });
});
