/** The denormalised dashboard counters (the `stats` record of both stores). */
export const STAT_NAMES = ['leads', 'newLeads', 'blogs', 'plots'] as const;
export type StatName = (typeof STAT_NAMES)[number];
export type Stats = Record<StatName, number>;
export type StatDeltas = Partial<Record<StatName, number>>;

/** One value per counter, made by `value`: how the stores build their reads and increments from the one list. */
export function perStat<V>(value: (name: StatName) => V): Record<StatName, V> {
  return Object.fromEntries(STAT_NAMES.map((name) => [name, value(name)])) as Record<StatName, V>;
}

export const ZERO_STATS: Readonly<Stats> = Object.freeze(perStat(() => 0));

/**
 * The change a store applies for some deltas: every counter present (absent ones change by 0)
 * and whole. Throws on a fraction or a non-number: that is a bug in the caller, and a counter
 * must never drift off the integers.
 */
export function statChange(deltas: StatDeltas): Stats {
  return perStat((name) => {
    const value = deltas[name] ?? 0;
    if (!Number.isSafeInteger(value)) throw new TypeError(`Counter ${name} must change by a whole number, got ${String(value)}`);
    return value;
  });
}
