import { ApiError } from './api-client';

/** A server field message the form can show next to one of its inputs. */
export interface FieldMessage<Path extends string> {
  path: Path;
  message: string;
}

/** One line of a form's error banner: the field's label and the server's words. */
export interface BannerLine {
  label: string;
  message: string;
}

/**
 * The field messages of a refused submit (422, or 409 with fields) split into those the form has
 * an input for (`fieldOf` maps the server's path to the form's, or null when the form has none)
 * and the rest. Any other failure has no field messages.
 */
export function serverFieldMessages<Path extends string>(
  error: unknown,
  fieldOf: (serverPath: string) => Path | null,
): { shown: FieldMessage<Path>[]; all: { serverPath: string; message: string }[] } {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 409)) return { shown: [], all: [] };
  // By key, so the page says it in its own language; the English text when an older server sent no key.
  const all = Object.entries(error.fields).map(([serverPath, message]) => ({ serverPath, message: error.fieldKeys[serverPath] ?? message }));
  const shown: FieldMessage<Path>[] = [];
  for (const { serverPath, message } of all) {
    const path = fieldOf(serverPath);
    // One message per input: 'features.0' and 'features.3' both land on 'features'.
    if (path !== null && !shown.some((item) => item.path === path)) shown.push({ path, message });
  }
  return { shown, all };
}

/** What a failure other than field messages says: the server's words when it limits the rate, else the form's own. */
export function failureText(error: unknown, failureMessage: string | ((error: unknown) => string)): string {
  if (error instanceof ApiError && error.status === 429 && (error.key || error.message)) return error.key ?? error.message;
  return typeof failureMessage === 'function' ? failureMessage(error) : failureMessage;
}
