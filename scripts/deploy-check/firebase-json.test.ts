import { describe, expect, it } from 'vitest';
import { checkSchema, firebaseSchemaErrors } from './firebase-json';
import { failures, repoFirebaseJson, ROOT } from './testing';

describe('firebase.json schema', () => {
  it('turns the CLI validator errors into failures, and says when it could not run', () => {
    expect(checkSchema([])).toEqual([{ status: 'ok', label: 'firebase.json matches the Firebase CLI schema' }]);
    expect(failures(checkSchema(['Object "/hosting" in "firebase.json" has unknown property: {"additionalProperty":"rewrite"}']))).toHaveLength(1);
    expect(checkSchema(null)[0]!.status).toBe('info');
  });

  it("validates with the Firebase CLI's own validator: the repository's file passes, a misspelt key does not", () => {
    expect(firebaseSchemaErrors(ROOT, repoFirebaseJson())).toEqual([]);
    const misspelt = { ...repoFirebaseJson(), hostin: {} };
    expect(firebaseSchemaErrors(ROOT, misspelt)!.join('\n')).toMatch(/hostin/);
  });
});
