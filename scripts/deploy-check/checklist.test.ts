import { describe, expect, it } from 'vitest';
import { fail, formatReport, hasFailures, info, ok, warn } from './checklist';

describe('the checklist', () => {
  it('prints each section with its marks and hints, and leaves out empty sections', () => {
    const report = formatReport([
      { title: 'Project', checks: [ok('project p')] },
      { title: 'Empty', checks: [] },
      { title: 'Build', checks: [fail('web/dist/assets is missing', 'Run `npm run build`.'), warn('a warning'), info('a fact', 'more')] },
    ]);
    expect(report.split('\n')).toEqual(['', 'Project', '  ✓ project p', '', 'Build', '  ✗ web/dist/assets is missing', '      Run `npm run build`.', '  ! a warning', '  · a fact', '      more']);
  });

  it('fails only on a failed check', () => {
    expect(hasFailures([ok('a'), warn('b'), info('c')])).toBe(false);
    expect(hasFailures([ok('a'), fail('b')])).toBe(true);
  });
});
