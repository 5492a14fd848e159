// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealInBox } from './reveal-in-box';

/** A box showing 300 px from y = 100, holding a row 40 px high at `rowTop` (where it is now). */
function boxWithRow(rowTop: number, scrollMarginTop = '') {
  const box = document.createElement('div');
  const row = document.createElement('div');
  row.style.scrollMarginTop = scrollMarginTop;
  box.append(row);
  document.body.append(box);
  box.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100, width: 500, height: 300 });
  row.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: rowTop, width: 500, height: 40 });
  box.scrollTop = 500;
  return { box, row };
}

describe('revealInBox', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('leaves the box alone when the row is already in it', () => {
    const { box, row } = boxWithRow(200);
    revealInBox(row, box);
    expect(box.scrollTop).toBe(500);
  });

  it('scrolls the box down just far enough for a row below it', () => {
    const { box, row } = boxWithRow(460);
    revealInBox(row, box);
    // The row's bottom (500) meets the box's bottom (400).
    expect(box.scrollTop).toBe(600);
  });

  it('scrolls the box up to a row above it, clear of a sticky header of scroll-margin-top', () => {
    const { box, row } = boxWithRow(20, '32px');
    revealInBox(row, box);
    // The row's top less its margin (-12) meets the box's top (100).
    expect(box.scrollTop).toBe(388);
  });

  it('brings a row taller than the box in by its top', () => {
    const { box, row } = boxWithRow(700);
    row.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 700, width: 500, height: 600 });
    revealInBox(row, box);
    expect(box.scrollTop).toBe(1100);
  });

  it('never scrolls the page', () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const intoView = vi.fn();
    const { box, row } = boxWithRow(900);
    row.scrollIntoView = intoView;
    revealInBox(row, box);
    expect(scrolled).not.toHaveBeenCalled();
    expect(intoView).not.toHaveBeenCalled();
  });
});
