import type { ReactNode } from 'react';

/** The `<option>`s of a select, one per value in order, each named by `labels` (by the value itself without them). */
export function Options<V extends string>({ values, labels }: { values: readonly V[]; labels?: Readonly<Record<V, ReactNode>> }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels ? labels[value] : value}
    </option>
  ));
}
