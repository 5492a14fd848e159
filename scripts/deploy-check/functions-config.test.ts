import { describe, expect, it } from 'vitest';
import { checkEmulators, checkFunctionsConfig, uploadExcludes } from './functions-config';
import { failures, firebaseJsonWith, repoFirebaseJson, type Edit } from './testing';

describe('the repository configuration', () => {
  it('passes every functions and emulators check, without a warning', () => {
    const config = repoFirebaseJson();
    const checks = [...checkFunctionsConfig(config), ...checkEmulators(config)];
    expect(failures(checks)).toEqual([]);
    expect(checks.filter((check) => check.status === 'warn')).toEqual([]);
  });
});

describe('broken firebase.json', () => {
  it.each<[string, Edit, RegExp]>([
    ['the runtime is missing', (c) => delete c.functions![0]!.runtime, /runtime is not set/],
    ['the runtime is another Node', (c) => (c.functions![0]!.runtime = 'nodejs20'), /nodejs20, not nodejs22/],
    ['nothing builds before deploy', (c) => delete c.functions![0]!.predeploy, /predeploy does not build/],
    ['the predeploy builds the functions without the web app', (c) => (c.functions![0]!.predeploy = ['npm --prefix "$RESOURCE_DIR" run build']), /builds the functions alone/],
    ['the bundle is not uploaded', (c) => c.functions![0]!.ignore.push('dist'), /excludes the bundle/],
    ['the page renderer is not uploaded', (c) => c.functions![0]!.ignore.push('dist/ssr/**'), /excludes the page renderer/],
    ['there is no functions entry', (c) => delete c.functions, /no functions entry/],
    // The Firebase CLI matches a pattern without "/" against the name of every file and folder.
    ['a pattern names the renderer folder', (c) => c.functions![0]!.ignore.push('ssr'), /excludes the page renderer/],
    ['a pattern names the renderer template', (c) => c.functions![0]!.ignore.push('*.html'), /excludes the page renderer/],
    ['a pattern names the bundle', (c) => c.functions![0]!.ignore.push('index.js'), /excludes the bundle/],
    ['a pattern drops every script', (c) => c.functions![0]!.ignore.push('*.js'), /excludes the bundle/],
    ['a pattern drops everything in dist', (c) => c.functions![0]!.ignore.push('dist/*'), /excludes the bundle/],
  ])('fails when %s', (_case, edit, expected) => {
    expect(failures(checkFunctionsConfig(firebaseJsonWith(edit))).join('\n')).toMatch(expected);
  });

  it('warns when node_modules would be uploaded', () => {
    const warnings = (edit: Edit) => checkFunctionsConfig(firebaseJsonWith(edit)).filter((check) => check.status === 'warn').map((check) => check.label);
    expect(warnings((c) => (c.functions![0]!.ignore = c.functions![0]!.ignore.filter((pattern) => pattern !== 'node_modules')))).toEqual(['functions.ignore does not exclude node_modules']);
    // The CLI matches "node_modules/**" against absolute paths, where it never matches.
    expect(warnings((c) => (c.functions![0]!.ignore = ['node_modules/**', 'src']))).toEqual(['functions.ignore does not exclude node_modules']);
    expect(warnings((c) => (c.functions![0]!.ignore = ['**/node_modules', 'src']))).toEqual([]);
  });
});

describe('what functions.ignore keeps out of the upload', () => {
  it.each<[string[], string, boolean]>([
    [['src'], 'src/index.ts', true],
    [['src'], 'dist/index.js', false],
    [['*.test.ts'], 'src/app.test.ts', true],
    [['.data'], '.data/app.db', true],
    [['dist'], 'dist/ssr/template.html', true],
    [['dist/ssr/**'], 'dist/ssr/entry-server.js', true],
    [['/dist/ssr'], 'dist/ssr/entry-server.js', true],
    [['dist/server.js*'], 'dist/index.js', false],
    [['entry-server.js'], 'dist/ssr/entry-server.js', true],
    [[], 'dist/index.js', false],
    // Not a pattern (firebase.json is validated apart): ignored rather than thrown on.
    [[42 as unknown as string], 'dist/index.js', false],
  ])('%j excludes %s: %s', (ignore, path, expected) => {
    expect(uploadExcludes(ignore, path)).toBe(expected);
  });
});

describe('emulators', () => {
  it('warns when the emulators block lacks one the local Firebase run needs', () => {
    const checks = checkEmulators({ emulators: { auth: {}, firestore: {} } });
    expect(checks.map((check) => [check.status, check.label])).toEqual([['warn', 'emulators block lacks functions, hosting']]);
  });
});
