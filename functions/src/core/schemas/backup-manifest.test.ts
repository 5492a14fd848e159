import { describe, expect, it } from 'vitest';
import { backupManifestSchema, type BackupManifest } from './backup-manifest';

const manifest: BackupManifest = {
  manifestVersion: 1,
  createdAt: '2026-11-27T19:30:00.000Z',
  appVersion: '1.0.0',
  schemaVersion: 14,
  rowCounts: { plots: 3, leads: 0 },
  files: [{ path: 'images/plots/a.webp', bytes: 10, sha256: 'a'.repeat(64) }],
  state: 'good',
  problems: [],
};

describe('backupManifestSchema', () => {
  it('accepts a whole manifest', () => {
    expect(backupManifestSchema.parse(manifest)).toEqual(manifest);
  });

  it.each(['../amaravati.db', '/etc/passwd', 'images/../../x', 'images\\a.webp', 'images//a.webp', './a'])('refuses the file path %s, which leaves the backup', (path) => {
    expect(backupManifestSchema.safeParse({ ...manifest, files: [{ ...manifest.files[0], path }] }).success).toBe(false);
  });

  it('refuses another manifest version, a checksum that is not sha256 hex and a negative count', () => {
    expect(backupManifestSchema.safeParse({ ...manifest, manifestVersion: 2 }).success).toBe(false);
    expect(backupManifestSchema.safeParse({ ...manifest, files: [{ ...manifest.files[0], sha256: 'A'.repeat(64) }] }).success).toBe(false);
    expect(backupManifestSchema.safeParse({ ...manifest, rowCounts: { plots: -1 } }).success).toBe(false);
  });
});
