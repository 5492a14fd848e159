import type { ActivityChange } from '../../core/activity';

/** The longest value the trail keeps of a field: a post's body or a layout says "changed", not itself. */
export const ACTIVITY_VALUE_MAX = 120;

/**
 * Fields never named with their values: secrets (a password, a token) and what every write moves
 * by itself (the times). A secret that changed is recorded as changed, never its value.
 */
const SECRET_FIELD = /password|secret|token|hash/i;
const UNTRACKED_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);
const HIDDEN = '(hidden)';

/**
 * What an admin write changed, field by field: each top-level field whose value differs between
 * `before` and `after`, with both values as short text ('' for absent or null; lists and objects
 * as JSON; anything over ACTIVITY_VALUE_MAX characters shortened with an ellipsis). In the order of
 * `after`'s fields, then those only `before` had.
 */
/** A secret field that changed, named without its values. */
export function secretChange(field: string): ActivityChange {
  return { field, before: HIDDEN, after: HIDDEN };
}

export function activityChanges(before: object | null, after: object | null): ActivityChange[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const is = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(is), ...Object.keys(was)])].filter((field) => !UNTRACKED_FIELDS.has(field));
  const changes: ActivityChange[] = [];
  for (const field of fields) {
    const full = [fullText(was[field]), fullText(is[field])] as const;
    if (full[0] === full[1]) continue;
    changes.push(SECRET_FIELD.test(field) ? secretChange(field) : { field, before: shortened(full[0]), after: shortened(full[1]) });
  }
  return changes;
}

/** A value as the trail keeps it: short text ('' for absent or null; lists and objects as JSON). */
export function activityValue(value: unknown): string {
  return shortened(fullText(value));
}

function fullText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function shortened(text: string): string {
  return text.length <= ACTIVITY_VALUE_MAX ? text : `${text.slice(0, ACTIVITY_VALUE_MAX - 1)}…`;
}
