import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../config/env';

/**
 * Runs the logger in a process of its own, as Cloud Functions does, and reads what it printed:
 * Cloud Logging takes each stdout/stderr line that is JSON as one structured entry. (In the test
 * worker the console belongs to the test runner, which the firebase-functions logger writes to.)
 */
function printedBy(calls: string): { stream: 'stdout' | 'stderr'; entry: Record<string, unknown> }[] {
  const root = findRepoRoot();
  const script = `import { createFirebaseLogger } from ${JSON.stringify(join(root, 'functions/src/adapters/logger/firebase-logger.ts'))};
const log = createFirebaseLogger();
${calls}`;
  const run = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), '--eval', script], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the logger script failed: ${run.stderr}`);
  const lines = (stream: 'stdout' | 'stderr', text: string) =>
    text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => ({ stream, entry: JSON.parse(line) as Record<string, unknown> }));
  return [...lines('stdout', run.stdout), ...lines('stderr', run.stderr)];
}

describe('the Logger port on Cloud Functions', () => {
  it('writes one structured entry per event, with the Cloud Logging severity', () => {
    const entries = printedBy(`log.info('plot_created', { plotId: 'p1' });
log.warn('image_delete_skipped', { publicId: 'x' });
log.error('trigger_failed', { retry: true });`);
    expect(entries).toEqual([
      { stream: 'stdout', entry: { severity: 'INFO', message: 'plot_created', event: 'plot_created', plotId: 'p1' } },
      { stream: 'stderr', entry: { severity: 'WARNING', message: 'image_delete_skipped', event: 'image_delete_skipped', publicId: 'x' } },
      { stream: 'stderr', entry: { severity: 'ERROR', message: 'trigger_failed', event: 'trigger_failed', retry: true } },
    ]);
  });

  it('keeps the event name and severity when a field has the same name', () => {
    const [first] = printedBy(`log.error('job_failed', { severity: 'DEBUG', event: 'other', message: 'boom' });`);
    expect(first?.entry).toEqual({ severity: 'ERROR', message: 'job_failed', event: 'job_failed' });
  });
});
