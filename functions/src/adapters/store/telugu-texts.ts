/**
 * A write with each listed Telugu text it leaves out as '' (ports/store.ts: they are optional on
 * write), for both store adapters, so a writer from before them stores them blank in either.
 */
export function withTeluguTexts<T extends object, K extends string>(record: T, fields: readonly K[]): T & Record<K, string> {
  const blanks = Object.fromEntries(fields.filter((field) => (record as Record<string, unknown>)[field] === undefined).map((field) => [field, '']));
  return { ...record, ...blanks } as T & Record<K, string>;
}
