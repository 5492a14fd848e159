import { describe, expect, it } from 'vitest';
import { checkProject, resolveProject } from './project';
import { failures } from './testing';

describe('project', () => {
  const firebaserc = { projects: { default: 'demo-amaravati', prod: 'amaravati-plots' } };
  it('takes --project, then FIREBASE_PROJECT, then the .firebaserc default, resolving aliases', () => {
    expect(resolveProject({ flag: 'prod', env: 'other-project', firebaserc })).toEqual({ projectId: 'amaravati-plots', source: '--project (alias prod)' });
    expect(resolveProject({ env: 'other-project', firebaserc })).toEqual({ projectId: 'other-project', source: 'FIREBASE_PROJECT' });
    expect(resolveProject({ firebaserc })).toEqual({ projectId: 'demo-amaravati', source: '.firebaserc default' });
    expect(resolveProject({ firebaserc: null }).projectId).toBeUndefined();
  });

  it('refuses a demo project, no project and a malformed id', () => {
    expect(failures(checkProject(resolveProject({ firebaserc })))[0]).toMatch(/demo project/);
    expect(failures(checkProject({ projectId: undefined, source: 'nowhere' }))[0]).toMatch(/no Firebase project/);
    expect(failures(checkProject({ projectId: 'Bad_Project', source: '--project' }))[0]).toMatch(/not a Firebase project id/);
    expect(failures(checkProject({ projectId: 'amaravati-plots', source: '--project' }))).toEqual([]);
  });
});
