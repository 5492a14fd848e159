import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: docs/product.md says what the product does, docs/architecture.md
 * how it is built, and no comment or document points at design material kept outside it.
 */
const root = join(import.meta.dirname, '..');
const OUTSIDE = /\.\.\/shared\b|original-spec|original-docs\/|\b(PRODUCT|ARCHITECTURE|STYLE|SECURITY)\.md\b|\bspec §\d/;

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    // This file names the patterns it looks for.
    .filter((file) => file && file !== 'package-lock.json' && file !== 'scripts/repository-stands-alone.test.ts' && !/\.(png|webp|mp4|jpg|ico|woff2?)$/.test(file));
}

describe('the repository stands on its own', () => {
  it('points at no document outside it', () => {
    const offenders = trackedTextFiles().flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (OUTSIDE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('has its own product and architecture documents, linked first from the README', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const firstDocLink = /\]\((docs\/[^)]+)\)/.exec(readme)?.[1];
    expect(firstDocLink).toBe('docs/product.md');
    expect(readme.indexOf('docs/architecture.md')).toBeLessThan(readme.indexOf('docs/api.md'));
    for (const doc of ['docs/product.md', 'docs/architecture.md', 'docs/security.md']) {
      expect(readFileSync(join(root, doc), 'utf8').length, doc).toBeGreaterThan(2000);
    }
  });
});
