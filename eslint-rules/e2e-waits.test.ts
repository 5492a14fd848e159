import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps end-to-end checks waiting for their condition, run on code linted as
 * if it stood in e2e/ (nothing is written).
 */
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

const header = "import { expect } from 'vitest';\nimport type { Locator, Page, Request } from 'playwright-core';\ndeclare const page: Page;\ndeclare const loc: Locator;\ndeclare const request: Promise<Request>;\ndeclare const store: { plots: { count: () => Promise<number>; get: (id: string) => Promise<object | null> } };\n";

/** This rule's findings (the snippets leave some declarations unused: not its business). */
async function problems(code: string, path = 'e2e/x.e2e.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(`${header}${code}\n`, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId !== '@typescript-eslint/no-unused-vars').map((message) => `${message.ruleId}: ${message.message}`);
}

describe('e2e checks wait for their condition', () => {
  it('refuses a one-shot read of the page inside expect(), naming the read and expect.poll', async () => {
    for (const code of [
      "expect(await loc.isVisible()).toBe(true);",
      "expect(await loc.textContent()).toBe('x');",
      "expect(await page.getByRole('button').getAttribute('aria-expanded')).toBe('true');",
      "expect(await loc.inputValue()).toBe('');",
      'expect(await loc.count()).toBe(2);',
      'expect(await loc.allTextContents()).toEqual([]);',
      'expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);',
      "expect(await page.title(), 'the title').toContain('About');",
      "expect(page.url()).toContain('/admin');",
      "expect(new URL(page.url()).pathname).toBe('/');",
      'expect((await loc.boundingBox())!.width).toBeLessThan(100);',
      "expect(Number(await loc.textContent())).toBe(3);",
      'expect.soft(await loc.isChecked()).toBe(true);',
    ]) {
      const found = await problems(code);
      expect(found, code).toEqual([expect.stringMatching(/^local\/e2e-waits: `\w+\(\)` reads the page once inside expect\(\): .*expect\.poll/)]);
    }
  });

  it('lets expect.poll, reads outside expect(), store reads and a request’s address pass', async () => {
    for (const code of [
      "await expect.poll(() => loc.textContent()).toBe('x');",
      "await expect.poll(async () => (await loc.boundingBox())?.width).toBeLessThan(100);",
      "await expect.poll(() => page.url()).toContain('/admin');",
      'await expect.poll(() => loc.count()).toBe(2);',
      'const text = await loc.textContent();\nexpect(text).toBe(\'x\');',
      'expect(await store.plots.count()).toBe(0);',
      "expect(await store.plots.get('id')).toBeNull();",
      "expect(new URL((await request).url()).searchParams.get('page')).toBe('2');",
      "expect([1].map(() => page.url())).toHaveLength(1);",
    ]) {
      expect(await problems(code), code).toEqual([]);
    }
  });

  it('lets a one-shot read stand when a disable comment gives the reason', async () => {
    const code = '// eslint-disable-next-line local/e2e-waits -- still absent on purpose: a toast fades by itself\nexpect(await loc.count()).toBe(0);';
    expect(await problems(code)).toEqual([]);
  });

  it('is an e2e rule: the same code elsewhere is not its business', async () => {
    expect(await problems('expect(await loc.count()).toBe(2);', 'functions/src/x.test.ts')).toEqual([]);
  });
});
