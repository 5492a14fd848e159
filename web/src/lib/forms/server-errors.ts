import { ApiError } from '../api-client';

/** One line of a form's error banner: the field's label and the server's words. */
export interface BannerLine {
  label: string;
  message: string;
}

/** What a refused submit said about fields. */
interface ServerErrors<Path extends string> {
  /** The inputs that got a message, in the server's order (the first is the one to focus). */
  shown: Path[];
  /** Every field message, with the server's path: what a banner lists. */
  all: { serverPath: string; message: string }[];
  /** The field messages the form has no input for (a plot no longer listed): for a toast to say. */
  unshown: { serverPath: string; message: string }[];
}

/**
 * A refused submit's field messages (a 422, or a 409 with fields) put on the form's inputs:
 * `fieldOf` maps the server's path to the form's input (null when the form has none for it) and
 * `setError` shows a message next to it, one message per input ('features.0' and 'features.3'
 * both land on 'features'). Returns which inputs got one and every message, for a banner. Any
 * other failure names no field.
 */
export function applyServerErrors<Path extends string>(
  error: unknown,
  fieldOf: (serverPath: string) => Path | null,
  setError: (path: Path, message: string) => void,
): ServerErrors<Path> {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 409)) return { shown: [], all: [], unshown: [] };
  // By key, for the page to say it in its language; the English when an older server sent no key.
  const all = Object.entries(error.fields).map(([serverPath, message]) => ({ serverPath, message: error.fieldKeys[serverPath] ?? message }));
  const shown: Path[] = [];
  const unshown: ServerErrors<Path>['unshown'] = [];
  for (const item of all) {
    const path = fieldOf(item.serverPath);
    if (path === null) unshown.push(item);
    if (path === null || shown.includes(path)) continue;
    shown.push(path);
    setError(path, item.message);
  }
  return { shown, all, unshown };
}

/** What a failure other than field messages says: the server's words (by key) when it limits the rate, else the form's own. */
export function failureText(error: unknown, failureMessage: string | ((error: unknown) => string)): string {
  if (error instanceof ApiError && error.status === 429 && (error.key || error.message)) return error.key ?? error.message;
  return typeof failureMessage === 'function' ? failureMessage(error) : failureMessage;
}
