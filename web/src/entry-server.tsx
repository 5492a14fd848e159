import { languageOfPath, pathInLanguage, type Language } from '@core/languages';
import type { ClientManifest, LoadPublicRead, PageRenderer, PageRequest, PublicRead, RenderedPage } from '@core/page-render';
import type { SiteSettings } from '@core/schemas/settings';
import { isAdminPath } from '@core/site-paths';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { preloadDeferred } from '@/components/ui/deferred';
import { apiPaths } from '@/config/api-paths';
import { renderHead } from './app/meta/render-head';
import { createPageTemplate } from './app/page-template';
import { dataKeys, pageMeta, SITE_NAME, type PageData, type PageMeta } from './app/page-handle';
import { serializePageState } from './app/page-state';
import { AppProvider } from './app/provider';
import { ROUTE_NAMESPACES, routeModuleOf, routes } from './app/routes';
import { dictionary, loadAllDictionaries, loadedDictionary } from './i18n/dictionary-store';
import { noScript as englishNoScript } from './i18n/en/fallback';
import { dictionaryModule } from './i18n/namespaces';

/**
 * The server side of the web app: the same routes and components as the browser, rendered to
 * HTML with their data, inside the page Vite built (its hashed script and style links). The
 * server (functions/src/features/pages) calls `render` for every page route and sends the answer.
 */
export function createPageRenderer({ template: built, manifest }: { template: string; manifest: ClientManifest }): PageRenderer {
  const handler = createStaticHandler(routes);
  const template = createPageTemplate(built);
  // Every page in every language: the words are loaded once, before the first render.
  const dictionaries = loadAllDictionaries();

  const shell = (request: PageRequest, { title }: { title: string }) => {
    const url = new URL(request.url, request.origin);
    const head = renderHead({ title, description: '', noindex: true }, { url, origin: request.origin, settings: undefined, language: 'en' });
    const { language } = languageOfPath(url.pathname);
    // Also the page of a failed render: its words may be what failed.
    const noScript = loadedDictionary(language, 'common')?.noScript ?? englishNoScript;
    return template.fill({ head, body: '', state: '', routeModules: [], language, noScript });
  };

  return {
    inlineScriptHashes: [template.inlineScriptHash],
    stylesheets: template.stylesheets,
    shell,
    async render(request: PageRequest, load: LoadPublicRead): Promise<RenderedPage> {
      const url = new URL(request.url, request.origin);
      await dictionaries;

      // The back office renders in the browser alone (it is all behind a sign-in).
      if (isAdminPath(url.pathname)) {
        return { kind: 'page', status: 200, html: shell(request, { title: `Admin | ${SITE_NAME}` }) };
      }

      const context = await handler.query(new Request(url));
      if (context instanceof Response) {
        const location = context.headers.get('Location') ?? '/';
        return { kind: 'redirect', status: context.status === 301 || context.status === 308 ? context.status : 302, location };
      }

      const keys = dataKeys(context.matches, url);
      const reads = new Map<string, PublicRead>(await Promise.all(keys.map(async (key) => [key, await load(key)] as const)));
      const data: PageData = {
        get: <T,>(key: string) => {
          const read = reads.get(key);
          return read?.status === 200 ? (read.body as T) : undefined;
        },
        missing: (key) => reads.get(key)?.status === 404,
      };
      const settings = data.get<SiteSettings>(apiPaths.settings());
      const { language } = languageOfPath(url.pathname);
      const meta: PageMeta = pageMeta(context.matches, url, data, settings) ?? { title: SITE_NAME, description: '' };
      if (meta.redirect) return { kind: 'redirect', status: meta.permanent ? 301 : 302, location: pathInLanguage(meta.redirect, language) };

      const rendered: Record<string, unknown> = {};
      // A read that answered 404 starts as null: the screen renders its not-found state on both
      // sides (a missing plot), instead of loading on the server and in the hydrating browser.
      for (const [key, read] of reads) {
        if (read.status === 200) rendered[key] = read.body;
        else if (read.status === 404) rendered[key] = null;
      }

      // Sections that load their code late in the browser render at once here.
      await preloadDeferred();
      const router = createStaticRouter(handler.dataRoutes, context);
      // The reads are fresh here as they are in the browser's first render (main.tsx): without
      // it SWR renders them as still loading, and the HTML keeps that state (a listing dimmed
      // and aria-busy) after hydration, which does not patch attributes.
      const body = renderToString(
        <StrictMode>
          <AppProvider rendered={rendered} fresh={new Set(Object.keys(rendered))}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>,
      );
      const head = renderHead(meta, { url, origin: request.origin, settings, language });
      const status = meta.status ?? (context.statusCode >= 400 ? context.statusCode : 200);
      const html = template.fill({
        head,
        body,
        state: serializePageState({ rendered }),
        routeModules: routeModules(context.matches, manifest, language),
        language,
        noScript: dictionary(language, 'common').noScript,
      });
      return { kind: 'page', status, html };
    },
  };
}

/**
 * The lazy chunks of the matched routes and what they import (routes' ids name their module), and
 * the chunks of the words they show in the page's language, so the browser fetches them alongside
 * the entry instead of after it.
 */
function routeModules(matches: readonly { route: { id: string } }[], manifest: ClientManifest, language: Language): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const collect = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  for (const match of matches) {
    const module = routeModuleOf(match.route.id);
    collect(`src/${module}.tsx`);
    for (const namespace of ROUTE_NAMESPACES[module] ?? []) collect(dictionaryModule(language, namespace));
  }
  return files;
}
