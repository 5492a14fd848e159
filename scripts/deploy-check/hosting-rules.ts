/** Which of firebase.json's Hosting rules apply to a request path: the rewrite it gets and the headers it is sent. */
import { minimatch } from 'minimatch';
import type { HostingConfig, HostingRewrite } from './firebase-json';

/**
 * Whether a Hosting `source` glob matches a request path. Hosting's emulator (superstatic) calls
 * `minimatch(path, glob)` with minimatch's defaults, so this does the same: a leading `!` negates,
 * `@(a|b)`, `{a,b}` and `[ab]` work, and `*` / `**` skip path segments that start with a dot.
 */
export function globMatches(glob: string, path: string): boolean {
  return minimatch(path, glob);
}

const matches = (rule: { source?: string; regex?: string }, path: string) =>
  rule.source !== undefined ? globMatches(rule.source, path) : rule.regex !== undefined ? new RegExp(rule.regex).test(path) : false;

/** The rewrite Hosting applies to a path it has no file for: the first that matches. */
export function rewriteFor(hosting: HostingConfig, path: string): HostingRewrite | undefined {
  return (hosting.rewrites ?? []).find((rule) => matches(rule, path));
}

/** The custom headers Hosting sends for a path: every matching rule applies, and for one header the last matching rule wins. */
export function headersFor(hosting: HostingConfig, path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of hosting.headers ?? []) {
    if (!matches(rule, path)) continue;
    for (const header of rule.headers ?? []) {
      if (header.key && header.value !== undefined) headers.set(header.key.toLowerCase(), header.value);
    }
  }
  return headers;
}

/** The function a rewrite sends to (region undefined when the rule names none), or null for another kind of rewrite. */
export function functionOf(rewrite: HostingRewrite | undefined): { id: string | undefined; region: string | undefined } | null {
  if (!rewrite?.function) return null;
  return typeof rewrite.function === 'string' ? { id: rewrite.function, region: undefined } : { id: rewrite.function.functionId, region: rewrite.function.region };
}

/** A rewrite in words, for the checklist. */
export function describeRewrite(rewrite: HostingRewrite | undefined): string {
  if (!rewrite) return 'not rewritten';
  const target = functionOf(rewrite);
  if (target) return `function ${target.id ?? '?'}${target.region ? ` in ${target.region}` : ' (no region)'}`;
  return rewrite.destination ?? (rewrite.run ? 'Cloud Run' : 'elsewhere');
}
