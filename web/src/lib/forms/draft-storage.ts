/**
 * Drafts of forms kept in sessionStorage (nothing typed is lost): a reload, an expired session or
 * a wrong tap on a link does not throw away what someone typed on a phone. Storage failures
 * (private mode, quota) are ignored: the form still works, only the safety copy is missing.
 */

/**
 * Reads a stored draft back, field by field: a key of `defaults` takes the stored value only when
 * it has the same type (string, number, boolean), so a stale or tampered draft can never break a
 * form. Forms with lists or nested values pass their own reader.
 */
export function draftFromStored<T extends object>(stored: unknown, defaults: T): T {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return defaults;
  const record = stored as Record<string, unknown>;
  const result: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = record[name];
    if (value !== undefined && typeof value === typeof fallback && typeof value !== 'object') result[name] = value;
  }
  return result as T;
}

/** The stored draft under `key` as read by `read`, or null when there is none or it cannot be read. */
export function readDraft<T>(key: string, read: (stored: unknown) => T): T | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw ? read(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(values));
  } catch {
    // storage unavailable or full: the form still works, only the draft is not kept
  }
}

export function clearDraft(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(key);
  } catch {
    // nothing to clear
  }
}
