import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules that keep the web layers one way and every form and cache write in one place,
 * run on files that break them (linted as if they stood at the given path; nothing is written).
 */
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('web layers', () => {
  it('refuses a feature importing another feature, by alias or by relative path', async () => {
    expect(await problems('web/src/features/contact/components/x.tsx', "import { usePlots } from '@/features/plots/api/get-plots';\nexport const x = usePlots;\n")).toEqual([
      expect.stringContaining('local/web-layers: features/contact imports features/plots'),
    ]);
    expect(await problems('web/src/features/contact/components/x.tsx', "import { usePlots } from '../../plots/api/get-plots';\nexport const x = usePlots;\n")).toEqual([
      expect.stringContaining('local/web-layers: features/contact imports features/plots'),
    ]);
  });

  it('refuses components/, hooks/, lib/, config/ and i18n/ importing a feature', async () => {
    for (const path of ['web/src/components/ui/x.tsx', 'web/src/hooks/x.ts', 'web/src/lib/x.ts', 'web/src/config/x.ts', 'web/src/i18n/x.ts']) {
      const found = await problems(path, "import { useRegions } from '@/features/regions/api/get-regions';\nexport const x = useRegions;\n");
      expect(found, path).toEqual([expect.stringContaining("local/web-layers: ")]);
    }
  });

  it('lets a feature import itself, shared code and app/ compose features', async () => {
    expect(await problems('web/src/features/plots/components/x.tsx', "import { usePlots } from '../api/get-plots';\nimport { api } from '@/lib/api-client';\nexport const x = [usePlots, api];\n")).toEqual([]);
    expect(await problems('web/src/app/routes/x.tsx', "import { usePlots } from '@/features/plots/api/get-plots';\nexport const x = usePlots;\n")).toEqual([]);
  });

  it('lets features and components use the shared hooks, by alias or by relative path', async () => {
    const code = "import { useMediaQuery } from '@/hooks/use-media-query';\nexport const x = useMediaQuery;\n";
    expect(await problems('web/src/features/admin-regions/x.tsx', code)).toEqual([]);
    expect(await problems('web/src/components/layout/x.tsx', code)).toEqual([]);
    expect(await problems('web/src/features/hero/components/x.tsx', "import { useMediaQuery } from '../../../hooks/use-media-query';\nexport const x = useMediaQuery;\n")).toEqual([]);
  });
});

describe('links keep the page language', () => {
  it("refuses the router's own links on public pages, and allows them in the back office", async () => {
    const code = "import { Link } from 'react-router-dom';\nexport const x = Link;\n";
    expect(await problems('web/src/features/plots/components/x.tsx', code)).toEqual([expect.stringContaining('no-restricted-imports: ')]);
    expect(await problems('web/src/components/layout/x.tsx', code)).toEqual([expect.stringContaining('localized-link')]);
    expect(await problems('web/src/features/admin-plots/components/x.tsx', code)).toEqual([]);
  });
});

describe('one form hook, mutation hooks own the cache', () => {
  it('refuses useForm and the zod resolver outside lib/forms/use-schema-form.ts', async () => {
    const code = "import { useForm } from 'react-hook-form';\nimport { zodResolver } from '@hookform/resolvers/zod';\nexport const x = [useForm, zodResolver];\n";
    expect(await problems('web/src/features/contact/components/x.tsx', code)).toHaveLength(2);
    expect(await problems('web/src/lib/forms/use-schema-form.ts', code)).toEqual([]);
    expect(await problems('web/src/lib/forms/use-submit-state.ts', code)).toHaveLength(2);
  });

  it('refuses SWR cache writes in components, allows them in features/*/api', async () => {
    const code = "import { mutate, useSWRConfig } from 'swr';\nexport const x = [mutate, useSWRConfig];\n";
    expect(await problems('web/src/features/admin-plots/components/x.tsx', code)).toHaveLength(2);
    expect(await problems('web/src/features/admin-plots/api/x.ts', code)).toEqual([]);
  });

  it('refuses react-hot-toast outside lib/toast.ts and the toaster', async () => {
    const code = "import toast from 'react-hot-toast';\nexport const x = toast;\n";
    expect(await problems('web/src/features/contact/components/x.tsx', code)).toHaveLength(1);
    expect(await problems('web/src/lib/toast.ts', code)).toEqual([]);
  });
});
