import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { REPO } from './bench-server';
import { line, type BenchLine } from './report';

const WEB_SRC = join(REPO, 'web/src');
/** What every public page has loaded already (React, the common file's API paths): not the beacon's to count. */
const SHARED = new Set(['react', '@/config/api-paths']);

/** The web app's `@/` paths, as Vite resolves them; what every page has loaded already stays outside. */
const webPaths: Plugin = {
  name: 'web-paths',
  setup(builder) {
    builder.onResolve({ filter: /^(react|@\/.*)$/ }, ({ path }) => (SHARED.has(path) ? { path, external: true } : { path: join(WEB_SRC, `${path.slice(2)}.ts`) }));
  },
};

/**
 * What the interest beacon adds to a plot page (docs/decisions/018): its hook and its sender
 * (features/plots/hooks/use-plot-interest.ts, lib/send-interest.ts) bundled alone, minified as
 * the production build minifies, gzipped; React and the API paths every page loads already are
 * left out. The beacon is part of the plot page's chunk, so the built chunk cannot show it apart.
 */
export async function benchBeaconSize(budgetBytes: number): Promise<BenchLine[]> {
  const result = await build({
    stdin: { contents: "export { usePlotInterest } from '@/features/plots/hooks/use-plot-interest';", resolveDir: WEB_SRC, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    plugins: [webPaths],
  });
  const code = result.outputFiles[0]!.contents;
  const gzipped = gzipSync(code).length;
  const modules = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('<stdin>'));
  return [
    line(
      `the interest beacon on a plot page: ${gzipped.toLocaleString('en-IN')} bytes of JavaScript gzipped (${code.length.toLocaleString('en-IN')} minified; ${modules.map((input) => input.replace(/^.*web\/src\//, '')).join(', ')}), sent once the page is live (budget ≤ ${budgetBytes.toLocaleString('en-IN')} bytes)`,
      gzipped <= budgetBytes,
    ),
  ];
}
