import { logger } from 'firebase-functions/logger';
import type { Logger } from '../../ports/logger';

/**
 * The Logger port on Cloud Functions: one structured Cloud Logging entry per event, through the
 * firebase-functions logger. The event name is the entry's message (what the log viewer lists)
 * and also a field, so entries filter by `jsonPayload.event`; the fields land in the jsonPayload
 * beside it and the severity maps to Cloud Logging's. As everywhere, fields never hold secrets.
 */
export function createFirebaseLogger(): Logger {
  const write = (severity: 'INFO' | 'WARNING' | 'ERROR', event: string, data?: Record<string, unknown>) =>
    // The event name last: a field called `event` or `severity` in the data cannot replace it.
    logger.write({ ...data, severity, message: event, event });
  return {
    info: (event, data) => write('INFO', event, data),
    warn: (event, data) => write('WARNING', event, data),
    error: (event, data) => write('ERROR', event, data),
  };
}
