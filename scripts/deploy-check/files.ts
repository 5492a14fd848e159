/** Reading the inputs of the deploy check: files that may be missing, and installed packages. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export function readText(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

export function readJson<T>(path: string): T | null {
  const text = readText(path);
  return text === null ? null : (JSON.parse(text) as T);
}

export function javaScriptFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));
}

/** The folder of an installed package as Node resolves it from `fromDir` (its package.json is often not exported). */
export function packageRoot(fromDir: string, name: string): string {
  let dir = dirname(createRequire(join(fromDir, 'package.json')).resolve(name));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${name} package from ${fromDir}`);
    dir = parent;
  }
}
