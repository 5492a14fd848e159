import type { Logger } from '../../ports/logger';

type Level = 'info' | 'warn' | 'error';

/**
 * One line per event on stdout/stderr: time, level, name, then the fields as JSON. Readable in a
 * terminal and greppable; the fields never hold secrets (callers' duty, docs/architecture.md).
 */
export function createConsoleLogger(options: { quiet?: boolean } = {}): Logger {
  const write = (level: Level, event: string, data?: Record<string, unknown>) => {
    if (options.quiet && level === 'info') return;
    const line = `${new Date().toISOString()} ${level.padEnd(5)} ${event}${data && Object.keys(data).length > 0 ? ` ${JSON.stringify(data)}` : ''}`;
    if (level === 'info') console.log(line);
    else console.error(line);
  };
  return {
    info: (event, data) => write('info', event, data),
    warn: (event, data) => write('warn', event, data),
    error: (event, data) => write('error', event, data),
  };
}
