/** What every check returns (one line per thing checked), and how the checklist is printed. */

type Status = 'ok' | 'fail' | 'warn' | 'info';

export interface Check {
  status: Status;
  /** One line: what was checked, or what is wrong. */
  label: string;
  /** How to put it right (fail/warn) or extra facts (info). */
  hint?: string;
}

/** A titled group of checks, printed together. */
export interface Section {
  title: string;
  checks: Check[];
}

export const ok = (label: string, hint?: string): Check => ({ status: 'ok', label, ...(hint ? { hint } : {}) });
export const fail = (label: string, hint?: string): Check => ({ status: 'fail', label, ...(hint ? { hint } : {}) });
export const warn = (label: string, hint?: string): Check => ({ status: 'warn', label, ...(hint ? { hint } : {}) });
export const info = (label: string, hint?: string): Check => ({ status: 'info', label, ...(hint ? { hint } : {}) });

export function hasFailures(checks: readonly Check[]): boolean {
  return checks.some((check) => check.status === 'fail');
}

const MARK: Record<Status, string> = { ok: '✓', fail: '✗', warn: '!', info: '·' };

export function formatReport(sections: readonly Section[]): string {
  const lines: string[] = [];
  for (const section of sections) {
    if (section.checks.length === 0) continue;
    lines.push('', section.title);
    for (const check of section.checks) {
      lines.push(`  ${MARK[check.status]} ${check.label}`);
      if (check.hint) lines.push(`      ${check.hint}`);
    }
  }
  return lines.join('\n');
}
