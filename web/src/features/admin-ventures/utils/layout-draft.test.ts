// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLayoutDraft, layoutDraftKey, readLayoutDraft, writeLayoutDraft } from './layout-draft';

const shape = { id: 's1', kind: 'plot' as const, label: '1', points: [[0, 0], [10, 0], [10, 10]] as [number, number][], plotId: null };

describe('the layout draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the shapes with the version they were made from', () => {
    writeLayoutDraft('v1', { version: 4, shapes: [shape] });
    expect(readLayoutDraft('v1')).toEqual({ version: 4, shapes: [shape] });
    expect(readLayoutDraft('v2')).toBeNull();
    clearLayoutDraft('v1');
    expect(readLayoutDraft('v1')).toBeNull();
  });

  it('ignores a draft that is not a layout', () => {
    sessionStorage.setItem(layoutDraftKey('v1'), JSON.stringify({ version: 1, shapes: [{ ...shape, points: [[0, 0]] }] }));
    expect(readLayoutDraft('v1')).toBeNull();
    sessionStorage.setItem(layoutDraftKey('v1'), '{not json');
    expect(readLayoutDraft('v1')).toBeNull();
  });
});
