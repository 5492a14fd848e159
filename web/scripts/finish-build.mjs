import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * After both Vite builds: the page template (index.html with its hashed links) and the client
 * manifest move next to the renderer in dist-ssr/. dist/ then holds only what is served as files
 * (Firebase Hosting serves all of it), and every page is answered by the renderer.
 */
const web = join(import.meta.dirname, '..');
const ssr = join(web, 'dist-ssr');
mkdirSync(ssr, { recursive: true });
renameSync(join(web, 'dist', 'index.html'), join(ssr, 'template.html'));
renameSync(join(web, 'dist', '.vite', 'manifest.json'), join(ssr, 'manifest.json'));
rmSync(join(web, 'dist', '.vite'), { recursive: true, force: true });
console.log('web: template.html and manifest.json moved to dist-ssr/');
