import { describe, expect, it } from 'vitest';
import { plotIdCandidates, plotPathSegment, plotSlug } from './plot-path';

describe('plot paths', () => {
  it('makes a readable slug from the title', () => {
    expect(plotSlug('Premium Plot near Bypass, Mangalagiri!')).toBe('premium-plot-near-bypass-mangalagiri');
    expect(plotSlug('  Café — 200 Sq.Yd  ')).toBe('cafe-200-sq-yd');
    expect(plotSlug('అమరావతి')).toBe('plot');
  });

  it('puts the id first', () => {
    expect(plotPathSegment({ id: 'a-B_c1234567890d', title: 'East facing plot' })).toBe('a-B_c1234567890d-east-facing-plot');
  });

  it('tries each part before a dash, shortest first, then the whole segment', () => {
    expect(plotIdCandidates('a-B_c1234567890d-east-facing')).toEqual(['a', 'a-B_c1234567890d', 'a-B_c1234567890d-east', 'a-B_c1234567890d-east-facing']);
    expect(plotIdCandidates('abcdefghijklmnopqrst')).toEqual(['abcdefghijklmnopqrst']);
    expect(plotIdCandidates('')).toEqual([]);
    // base64url ids may start with a dash
    expect(plotIdCandidates('-B_c1234567890de-east')).toEqual(['-B_c1234567890de', '-B_c1234567890de-east']);
    expect(plotIdCandidates(`${'x'.repeat(41)}-slug`)).toEqual([]);
  });
});
