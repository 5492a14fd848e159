/** Firestore: firebase.json names the rules and indexes, the rules deny every client, the indexes parse. */
import { fail, ok, type Check } from './checklist';
import type { FirebaseJson } from './firebase-json';

/** Strips // and /* *\/ comments (rules files have no string literals that contain them here). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
}

export function checkFirestore(config: FirebaseJson, files: { rules: string | null; indexes: string | null }): Check[] {
  const firestore = Array.isArray(config.firestore) ? undefined : config.firestore;
  const checks: Check[] = [];
  if (!firestore?.rules || !firestore.indexes) {
    checks.push(fail('firebase.json "firestore" needs "rules" and "indexes"', 'Add "firestore": { "rules": "firestore.rules", "indexes": "firestore.indexes.json" }.'));
  }
  checks.push(files.rules === null ? fail('firestore.rules is missing') : checkRules(files.rules));
  checks.push(files.indexes === null ? fail('firestore.indexes.json is missing') : checkIndexes(files.indexes));
  return checks;
}

function checkRules(text: string): Check {
  const rules = withoutComments(text);
  const allows = [...rules.matchAll(/\ballow\s+([^;:]+?)\s*(?::\s*([^;]*))?;/g)];
  const granting = allows.filter((allow) => !/^if\s+false$/.test((allow[2] ?? '').trim()));
  const denyAll = /match\s+\/\{document=\*\*\}/.test(rules) && allows.some((allow) => /\bread\b/.test(allow[1]!) && /\bwrite\b/.test(allow[1]!));
  if (allows.length === 0) return fail('firestore.rules has no allow statement', 'Keep `allow read, write: if false;` on /{document=**}.');
  if (granting.length > 0) {
    return fail(`firestore.rules grants client access: ${granting.map((allow) => allow[0].replace(/\s+/g, ' ')).join(' | ')}`, 'Every read and write goes through the API; the rules must be `if false` everywhere.');
  }
  if (!denyAll) return fail('firestore.rules does not cover every document', 'Use match /{document=**} { allow read, write: if false; }.');
  return ok('firestore.rules deny every client read and write');
}

function checkIndexes(text: string): Check {
  try {
    const parsed = JSON.parse(text) as { indexes?: unknown; fieldOverrides?: unknown };
    if (!Array.isArray(parsed.indexes)) return fail('firestore.indexes.json has no "indexes" array');
    return ok(`firestore.indexes.json parses (${parsed.indexes.length} composite, ${Array.isArray(parsed.fieldOverrides) ? parsed.fieldOverrides.length : 0} field overrides)`);
  } catch (error) {
    return fail(`firestore.indexes.json is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}
