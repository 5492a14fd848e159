import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * Drafts of public forms kept in sessionStorage (PRODUCT.md: nothing typed is lost), so a
 * reload or an accidental tap on a link does not throw away what a visitor typed on a phone.
 * Only string fields named in the defaults are restored; storage failures are ignored.
 */

export function readDraft<T extends Record<string, string>>(key: string, defaults: T): T {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return defaults;
    const stored = JSON.parse(raw) as Record<string, unknown>;
    const result: Record<string, string> = { ...defaults };
    for (const name of Object.keys(defaults)) {
      const value = stored[name];
      if (typeof value === 'string') result[name] = value;
    }
    return result as T;
  } catch {
    return defaults;
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // storage unavailable (private mode, quota): nothing to clear
  }
}

/** Writes the form's values to the draft on every change. */
export function useFormDraft<T extends FieldValues>(key: string, watch: UseFormWatch<T>): void {
  useEffect(() => {
    const subscription = watch((values) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // storage unavailable: the form still works, only the draft is not kept
      }
    });
    return () => subscription.unsubscribe();
  }, [key, watch]);
}
