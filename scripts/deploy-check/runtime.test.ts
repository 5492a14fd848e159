import { describe, expect, it } from 'vitest';
import { checkEngines, checkRuntime, enginesAllow } from './runtime';
import { failures } from './testing';

describe('engines.node against the runtime', () => {
  it.each([
    ['>=20', true],
    ['22', true],
    ['^22.1.0', true],
    ['20 || 22', true],
    ['>=18 <22', false],
    ['20.x', false],
    ['>=20 <23', true],
    ['<=21.9', false],
    ['not a range', false],
    // Ranges the hand-written reader this replaced refused although they admit Node 22 releases.
    ['>22.0.0', true],
    ['20 - 22', true],
  ])('engines %s admits Node 22: %s', (range, expected) => {
    expect(enginesAllow(range, 22)).toBe(expected);
  });

  it('fails on engines that exclude Node 22 or are no range at all, and says nothing when engines is unset', () => {
    expect(failures(checkEngines('>=18 <22'))).toEqual(['functions/package.json engines.node (>=18 <22) excludes Node 22']);
    expect(failures(checkEngines('node 22'))).toEqual(['functions/package.json engines.node (node 22) is not a version range']);
    expect(checkEngines('>=20')).toEqual([]);
    expect(checkEngines(undefined)).toEqual([]);
  });

  it("checks firebase.json's runtime", () => {
    expect(checkRuntime('nodejs22').status).toBe('ok');
    expect(checkRuntime('nodejs20').label).toBe('functions runtime is nodejs20, not nodejs22');
    expect(checkRuntime(undefined).label).toBe('functions runtime is not set');
  });
});
