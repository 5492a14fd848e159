import { describe, expect, it } from 'vitest';
import { hasFailures } from './checklist';
import type { Manifest } from './endpoints';
import { checkParams, checkSecrets, declaredSecrets } from './secrets';
import { goodManifest } from './testing';

describe('secrets and parameters', () => {
  it('names each secret once, from the endpoints and the declared secret parameters', () => {
    expect(declaredSecrets(goodManifest())).toEqual(['CLOUDINARY_URL']);
    const manifest: Manifest = { endpoints: { a: { secretEnvironmentVariables: [{ key: 'SMTP_URL' }] } }, params: [{ name: 'CLOUDINARY_URL', type: 'secret' }] };
    expect(declaredSecrets(manifest)).toEqual(['CLOUDINARY_URL', 'SMTP_URL']);
  });

  it('says how to set each secret for the project, or for a project to name', () => {
    expect(checkSecrets(goodManifest(), 'amaravati-plots')[0]!.hint).toBe('Set it once, before the first deploy: npx firebase functions:secrets:set CLOUDINARY_URL --project amaravati-plots');
    expect(checkSecrets(goodManifest(), undefined)[0]!.hint).toMatch(/--project <project>$/);
  });

  it('reports parameters with their values from functions/.env files', () => {
    const manifest: Manifest = { endpoints: {}, params: [{ name: 'WEB_API_KEY', type: 'string' }, { name: 'PUBLIC_ORIGIN', type: 'string', default: '' }, { name: 'CLOUDINARY_URL', type: 'secret' }] };
    const checks = checkParams(manifest, { '.env.amaravati-plots': 'WEB_API_KEY="abc"\n' }, 'amaravati-plots');
    expect(checks.map((check) => [check.status, check.label])).toEqual([
      ['ok', 'parameter WEB_API_KEY set in functions/.env files'],
      ['info', 'parameter PUBLIC_ORIGIN: default ""'],
    ]);
    expect(hasFailures(checks)).toBe(false);
  });
});
