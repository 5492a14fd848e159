/** The build: web/dist without index.html, functions/dist/index.js with the page renderer of the same build in functions/dist/ssr. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientManifest } from '../../functions/src/core/page-render';
import { fail, ok, type Check } from './checklist';

export interface BuildInputs {
  /** web/dist/assets exists (the hashed files Hosting serves). */
  webAssets: boolean;
  /** web/dist/index.html exists: it must not, Hosting would serve it for / instead of the rendered page. */
  webIndexHtml: boolean;
  functionsBundle: boolean;
  /** Which of the renderer's files functions/dist/ssr lacks. */
  rendererMissing: string[];
  /** Files the bundled renderer's pages name that web/dist lacks; null when that could not be compared. */
  filesNotInWeb: string[] | null;
}

/** The renderer's files, as build.mjs copies them to functions/dist/ssr. */
const RENDERER_FILES = ['entry-server.js', 'template.html', 'manifest.json'];

/** What the build left in the repository at `root`. */
export function readBuild(root: string): BuildInputs {
  const webDist = join(root, 'web', 'dist');
  const rendererDir = join(root, 'functions', 'dist', 'ssr');
  const rendererMissing = RENDERER_FILES.filter((file) => !existsSync(join(rendererDir, file)));
  return {
    webAssets: existsSync(join(webDist, 'assets')),
    webIndexHtml: existsSync(join(webDist, 'index.html')),
    functionsBundle: existsSync(join(root, 'functions', 'dist', 'index.js')),
    rendererMissing,
    filesNotInWeb:
      rendererMissing.length === 0 && existsSync(webDist)
        ? rendererFiles(readFileSync(join(rendererDir, 'template.html'), 'utf8'), JSON.parse(readFileSync(join(rendererDir, 'manifest.json'), 'utf8')) as ClientManifest).filter(
            (file) => !existsSync(join(webDist, file)),
          )
        : null,
  };
}

export function checkBuild(build: BuildInputs): Check[] {
  const run = 'Run `npm run build` (web and functions), then check again.';
  const checks = [
    build.webAssets ? ok('web build: web/dist/assets') : fail('web/dist/assets is missing', run),
    build.webIndexHtml
      ? fail('web/dist/index.html exists', `Hosting would serve it for / instead of the page the function renders. The web build moves it to web/dist-ssr/template.html. ${run}`)
      : ok('web/dist has no index.html (/ is rendered by the function)'),
    build.functionsBundle ? ok('functions build: functions/dist/index.js') : fail('functions/dist/index.js is missing', run),
    build.rendererMissing.length === 0
      ? ok('page renderer in the functions bundle: functions/dist/ssr')
      : fail(`functions/dist/ssr lacks ${build.rendererMissing.join(', ')}`, `The api function renders the pages with it; functions/build.mjs copies it from web/dist-ssr. ${run}`),
  ];
  if (build.filesNotInWeb) {
    const shown = build.filesNotInWeb.slice(0, 3).join(', ') + (build.filesNotInWeb.length > 3 ? ` and ${build.filesNotInWeb.length - 3} more` : '');
    checks.push(
      build.filesNotInWeb.length === 0
        ? ok('the renderer and web/dist come from one build (every script and style its pages name is in web/dist)')
        : fail(`the bundled renderer names files web/dist lacks: ${shown}`, `functions/dist/ssr and web/dist come from different builds, and pages would load files Hosting does not have. ${run}`),
    );
  }
  return checks;
}

/** The files of web/dist the rendered pages can name: the template's links and every chunk, style and asset of the manifest. */
export function rendererFiles(template: string, manifest: ClientManifest): string[] {
  const files = new Set<string>();
  for (const match of template.matchAll(/\b(?:src|href)="\/([^"?#]+)"/g)) files.add(match[1]!);
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...((chunk as { assets?: string[] }).assets ?? [])]) files.add(file);
  }
  return [...files].sort();
}
