import { COMPARE_MAX } from '@core/constants';
import { describe, expect, it } from 'vitest';
import { addToTray, compareIds, parseTray, removeFromTray, type TrayPlot } from './compare-tray';

const plot = (n: number): TrayPlot => ({ id: `p${n}`, title: `Plot ${n}` });

describe('the comparison tray', () => {
  it('adds plots up to the limit, says when it is full and when a plot is there already', () => {
    let tray: TrayPlot[] = [];
    for (let n = 1; n <= COMPARE_MAX; n += 1) {
      const next = addToTray(tray, plot(n));
      expect(next.result).toBe('added');
      tray = next.tray;
    }
    expect(tray.map((entry) => entry.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(addToTray(tray, plot(5))).toEqual({ tray, result: 'full' });
    expect(addToTray(tray, plot(2))).toEqual({ tray, result: 'already' });
    expect(addToTray(removeFromTray(tray, 'p2'), plot(5)).tray.map((entry) => entry.id)).toEqual(['p1', 'p3', 'p4', 'p5']);
  });

  it('reads back what it stored, and nothing from a damaged or foreign value', () => {
    expect(parseTray(JSON.stringify([plot(1), plot(2)]))).toEqual([plot(1), plot(2)]);
    expect(parseTray('not json')).toEqual([]);
    expect(parseTray('{"id":"p1"}')).toEqual([]);
    expect(parseTray(JSON.stringify([plot(1), { id: 'p1', title: 'again' }, { id: 7 }, null, { id: 'p3' }]))).toEqual([plot(1), { id: 'p3', title: '' }]);
    expect(parseTray(JSON.stringify([1, 2, 3, 4, 5, 6].map(plot)))).toHaveLength(COMPARE_MAX);
  });

  it('reads the ids of a comparison address: trimmed, no blanks or repeats, at most the limit', () => {
    expect(compareIds('a, b,,a,c')).toEqual(['a', 'b', 'c']);
    expect(compareIds(null)).toEqual([]);
    expect(compareIds('a,b,c,d,e,f')).toEqual(['a', 'b', 'c', 'd']);
  });
});
