/** Which of firebase.json's Hosting rules apply to a request path: the rewrite it gets and the headers it is sent. */
import type { HostingConfig, HostingRewrite } from './firebase-json';

// Hosting globs (the subset firebase.json uses: **, *, ?, @(a|b), {a,b}, a leading !)

/** Whether a Hosting `source` glob matches a request path, as Hosting (and its emulator, minimatch) reads it. */
export function globMatches(glob: string, path: string): boolean {
  const negated = glob.startsWith('!');
  const pattern = negated ? glob.slice(1) : glob;
  const matched = globToRegExp(pattern).test(path);
  return negated ? !matched : matched;
}

function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      const after = glob[i + 2];
      i += 1;
      if (after === '/') {
        // `**/` matches no directory or any number of them.
        i += 1;
        source += '(?:.*/)?';
      } else {
        source += '.*';
      }
    } else if (char === '*') {
      source += '[^/]*';
    } else if (char === '?') {
      source += '[^/]';
    } else if ((char === '@' || char === '+') && glob[i + 1] === '(') {
      const close = glob.indexOf(')', i);
      const options = glob.slice(i + 2, close).split('|').map(escapeRegExp);
      source += `(?:${options.join('|')})${char === '+' ? '+' : ''}`;
      i = close;
    } else if (char === '{') {
      const close = glob.indexOf('}', i);
      source += `(?:${glob.slice(i + 1, close).split(',').map(escapeRegExp).join('|')})`;
      i = close;
    } else {
      source += escapeRegExp(char);
    }
  }
  return new RegExp(`^${source}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
