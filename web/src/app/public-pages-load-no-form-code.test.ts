import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The forms' libraries (Zod, react-hook-form) are the biggest modules a page can run as it comes
 * alive: on a phone they were most of the venture page's and the village page's blocking time. A
 * public page loads them only with a form, when the form is near or opened (a deferred section,
 * a follow button's form): no module a public route reaches by its static imports brings them.
 * (Type-only imports are erased, so a schema's types are fine; a `satisfies` of a schema's
 * constant is not.)
 */

const WEB = join(import.meta.dirname, '..', '..');
const ROUTES = join(WEB, 'src', 'app', 'routes');
const FORM_LIBRARIES = /^(zod|react-hook-form|@hookform\/)/;

const config = ts.getParsedCommandLineOfConfigFile(join(WEB, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
if (!config) throw new Error('web/tsconfig.json could not be read');
const compilerOptions = config.options;

/** The modules `file` runs as it loads: its imports and re-exports that are not type-only. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes = !clause?.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** The form libraries a module reaches through static imports, each with the chain that brings it. */
function formLibrariesReached(entry: string): string[] {
  const cameFrom = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  const reached: string[] = [];
  const chain = (file: string): string => {
    const names: string[] = [];
    for (let at: string | null | undefined = file; at; at = cameFrom.get(at)) names.unshift(relative(WEB, at));
    return names.join(' → ');
  };
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of staticImports(file)) {
      if (FORM_LIBRARIES.test(specifier)) {
        reached.push(`${specifier} ← ${chain(file)}`);
        continue;
      }
      const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || !/\.tsx?$/.test(resolved.resolvedFileName)) continue;
      const next = resolved.resolvedFileName;
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return reached;
}

const publicRoutes = readdirSync(ROUTES).filter((name) => /\.tsx$/.test(name) && !name.includes('.test.'));

describe('public pages load no form code as they come alive', () => {
  it('finds the public routes', () => {
    expect(publicRoutes).toEqual(expect.arrayContaining(['home.tsx', 'plot.tsx', 'venture.tsx', 'village.tsx', 'contact.tsx']));
  });

  it.each([...publicRoutes, '../layouts/public-layout.tsx'])('%s reaches neither Zod nor react-hook-form by its static imports', (route) => {
    expect(formLibrariesReached(join(ROUTES, route))).toEqual([]);
  });

  it('sees them where a module does import them', () => {
    expect(formLibrariesReached(join(WEB, 'src', 'components', 'follow-alert', 'follow-alert-form.tsx'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^zod ← /), expect.stringMatching(/^react-hook-form ← /)]),
    );
  });
});
