/**
 * What the app needs from a logger: a named event and a few fields (docs/architecture.md: log lines with
 * meaning get a name). Secrets never go in `data`.
 */
export interface Logger {
  info(event: string, data?: Record<string, unknown>): void;
  warn(event: string, data?: Record<string, unknown>): void;
  error(event: string, data?: Record<string, unknown>): void;
}

/** Discards everything (tests that do not care about logs). */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
