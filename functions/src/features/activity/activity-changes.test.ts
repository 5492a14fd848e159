import { describe, expect, it } from 'vitest';
import { ACTIVITY_VALUE_MAX, activityChanges, activityValue } from './activity-changes';

describe('activityChanges', () => {
  it('names only the fields that changed, each with its value before and after as text', () => {
    const before = { id: 'p1', title: 'Plot 1', price: 100, featured: false, images: [{ publicId: 'a' }], reservedUntil: '', updatedAt: '2026-01-01T00:00:00.000Z' };
    const after = { id: 'p1', title: 'Corner plot', price: 100, featured: true, images: [{ publicId: 'a' }, { publicId: 'b' }], reservedUntil: '2026-12-01', updatedAt: '2026-02-01T00:00:00.000Z' };
    expect(activityChanges(before, after)).toEqual([
      { field: 'title', before: 'Plot 1', after: 'Corner plot' },
      { field: 'featured', before: 'false', after: 'true' },
      { field: 'images', before: '[{"publicId":"a"}]', after: '[{"publicId":"a"},{"publicId":"b"}]' },
      { field: 'reservedUntil', before: '', after: '2026-12-01' },
    ]);
  });

  it('reads a missing or null side as blank, and finds nothing in an unchanged item', () => {
    expect(activityChanges(null, { note: 'Called back' })).toEqual([{ field: 'note', before: '', after: 'Called back' }]);
    expect(activityChanges({ assignedTo: 'a1' }, { assignedTo: null })).toEqual([{ field: 'assignedTo', before: 'a1', after: '' }]);
    expect(activityChanges({ a: 1, b: [1] }, { a: 1, b: [1] })).toEqual([]);
  });

  it('shortens long values, and a long value changed past the cut still counts as changed', () => {
    const long = 'x'.repeat(ACTIVITY_VALUE_MAX * 3);
    const [change] = activityChanges({ content: long }, { content: `${long}!` });
    expect(change?.before).toHaveLength(ACTIVITY_VALUE_MAX);
    expect(change?.before.endsWith('…')).toBe(true);
    expect(change?.after).toBe(change?.before);
    expect(activityValue(long)).toHaveLength(ACTIVITY_VALUE_MAX);
  });

  it('never records a secret\'s value: a changed password, token or hash is named as changed only', () => {
    const changes = activityChanges({ password: 'old-secret', resetToken: 't1', passwordHash: 'h1' }, { password: 'new-secret', resetToken: 't2', passwordHash: 'h2' });
    expect(changes.map((change) => change.field)).toEqual(['password', 'resetToken', 'passwordHash']);
    expect(JSON.stringify(changes)).not.toMatch(/secret|t1|t2|h1|h2/);
  });
});
