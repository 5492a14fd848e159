import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The core holds no Telugu words (docs/decisions/012): formats that need words take them as an
 * argument, and the Telugu words live once, in web/src/i18n/te. Comments may quote Telugu.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CORE = join(ROOT, 'functions/src/core');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The code of a file without its comments: every token the scanner reads, comments skipped. */
function codeOf(text: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  let code = '';
  // Open braces and template substitutions: a `}` that closes a substitution goes on with the template.
  const open: ('brace' | 'template')[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.OpenBraceToken) open.push('brace');
    else if (token === ts.SyntaxKind.CloseBraceToken && open.pop() === 'template') token = scanner.reScanTemplateToken(false);
    if (token === ts.SyntaxKind.TemplateHead || token === ts.SyntaxKind.TemplateMiddle) open.push('template');
    code += `${scanner.getTokenText()} `;
  }
  return code;
}

describe('functions/src/core', () => {
  it('writes no Telugu outside its comments', () => {
    const telugu = /\p{Script=Telugu}/u;
    const offenders = sourceFiles(CORE).filter((file) => telugu.test(codeOf(readFileSync(file, 'utf8'))));
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('would notice Telugu in code, in a string or a template', () => {
    const telugu = /\p{Script=Telugu}/u;
    expect(telugu.test(codeOf("const a = 'లక్షలు';"))).toBe(true);
    expect(telugu.test(codeOf('const a = `₹${x} కోట్లు`;'))).toBe(true);
    expect(telugu.test(codeOf('const a = `${b ? `x${c}` : { d: 1 }.d} కోట్లు`;'))).toBe(true);
    expect(telugu.test(codeOf('// లక్షలు\nconst a = 1;'))).toBe(false);
    expect(telugu.test(codeOf('function f() { return `${x}`; }\n/** `కోట్లు` */\nconst a = 1;'))).toBe(false);
  });
});
