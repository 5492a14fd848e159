/**
 * Copies the listed fields of a record: how both store adapters turn a domain record into what
 * they write (and a row back into a domain record) from one field list, so a stray id or
 * createdAt in the input is never stored and a field added to the list reaches every adapter.
 */
export function pickFields<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}

/** The listed fields that are present (a patch leaves the others as they are). */
export function pickDefined<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return picked;
}
