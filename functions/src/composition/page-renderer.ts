import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ClientManifest, PageRenderer, PageRendererModule } from '../core/page-render';

/**
 * The web app's page renderer, as `npm run build` leaves it: web/dist-ssr/ holds entry-server.js
 * (the routes and components, bundled with their libraries), template.html (the page Vite built,
 * with its hashed links) and manifest.json (which chunk each route loads). Undefined when the web
 * app has not been built; the server then says how to build it.
 */
export async function loadPageRenderer(dir: string): Promise<PageRenderer | undefined> {
  const entry = join(dir, 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const [template, manifest, module] = await Promise.all([
    readFile(join(dir, 'template.html'), 'utf8'),
    readFile(join(dir, 'manifest.json'), 'utf8').then((text) => JSON.parse(text) as ClientManifest),
    import(pathToFileURL(entry).href) as Promise<PageRendererModule>,
  ]);
  return module.createPageRenderer({ template, manifest });
}
