/** The one error shape of the API: { error: { code, message, key?, fields?, fieldKeys? } }. */
export type ApiErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'internal';

export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    /** In English, for whoever reads the API directly. */
    message: string;
    /** The message key (core/message-key.ts: `tooManyRequests`, `textTooLong?max=60`): what a page shows in its language. */
    key?: string;
    /** First message per field path ('name', 'coordinates.latitude'), in English. */
    fields?: Record<string, string>;
    /** The same fields' message keys. */
    fieldKeys?: Record<string, string>;
    /** What the client needs to recover, where a refusal has it (a stale layout save: the saved `version`). */
    details?: Record<string, string | number>;
  };
}
