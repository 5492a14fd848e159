import { describe, expect, it } from 'vitest';
import { checkFirestore } from './firestore';
import { failures, firebaseJsonWith, repoFirebaseJson, repoIndexes, repoRules } from './testing';

describe('the repository configuration', () => {
  it('passes every Firestore check, without a warning', () => {
    const checks = checkFirestore(repoFirebaseJson(), { rules: repoRules, indexes: repoIndexes });
    expect(failures(checks)).toEqual([]);
    expect(checks.filter((check) => check.status === 'warn')).toEqual([]);
  });
});

describe('broken firebase.json', () => {
  it('fails when the firestore block lacks rules or indexes', () => {
    const config = firebaseJsonWith((c) => delete c.firestore.indexes);
    expect(failures(checkFirestore(config, { rules: repoRules, indexes: repoIndexes })).join('\n')).toMatch(/needs "rules" and "indexes"/);
  });
});

describe('firestore.rules and indexes', () => {
  const config = repoFirebaseJson();
  const rulesWith = (body: string) => `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`;

  it.each([
    ['reads allowed to everyone', 'match /{document=**} { allow read: if true; allow write: if false; }'],
    ['signed-in users allowed', 'match /{document=**} { allow read, write: if request.auth != null; }'],
    ['an unconditional allow', 'match /{document=**} { allow read, write: if false; }\nmatch /plots/{id} { allow read; }'],
    ['one collection opened', 'match /{document=**} { allow read, write: if false; }\nmatch /blogs/{id} { allow get, list: if true; }'],
  ])('fails with %s', (_case, body) => {
    expect(failures(checkFirestore(config, { rules: rulesWith(body), indexes: repoIndexes })).join('\n')).toMatch(/grants client access/);
  });

  it('passes deny-all rules, comments mentioning allow included', () => {
    const rules = rulesWith('// allow read: if true;  (never)\n/* allow write; */\nmatch /{document=**} {\n allow read, write: if false;\n}');
    expect(failures(checkFirestore(config, { rules, indexes: repoIndexes }))).toEqual([]);
  });

  it('fails when rules deny only some documents, or are missing', () => {
    expect(failures(checkFirestore(config, { rules: rulesWith('match /plots/{id} { allow read, write: if false; }'), indexes: repoIndexes })).join('\n')).toMatch(/does not cover every document/);
    expect(failures(checkFirestore(config, { rules: null, indexes: repoIndexes })).join('\n')).toMatch(/missing/);
  });

  it('fails when firestore.indexes.json does not parse or has no indexes', () => {
    expect(failures(checkFirestore(config, { rules: repoRules, indexes: '{ "indexes": [' })).join('\n')).toMatch(/not JSON/);
    expect(failures(checkFirestore(config, { rules: repoRules, indexes: '{}' })).join('\n')).toMatch(/no "indexes" array/);
  });
});
