import { describe, expect, it } from 'vitest';
import { checkEmulators, checkFunctionsConfig } from './functions-config';
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
  ])('fails when %s', (_case, edit, expected) => {
    expect(failures(checkFunctionsConfig(firebaseJsonWith(edit))).join('\n')).toMatch(expected);
  });

});

describe('emulators', () => {
  it('warns when the emulators block lacks one the local Firebase run needs', () => {
    const checks = checkEmulators({ emulators: { auth: {}, firestore: {} } });
    expect(checks.map((check) => [check.status, check.label])).toEqual([['warn', 'emulators block lacks functions, hosting']]);
  });
});
