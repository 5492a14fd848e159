/**
 * What the server and the page renderer agree on. The renderer is the web app's own server entry
 * (web/src/entry-server.tsx, built by Vite into web/dist-ssr): the same React components as the
 * browser, rendered with their data. The server hands it a way to read public data (the same
 * reads the API answers), and sends what it returns.
 */

/** A public API read by its GET path, e.g. '/api/regions' or '/api/plots?category=residential&page=2'. */
export type PublicRead = { status: 200; body: unknown } | { status: 400 | 404 | 422; body?: unknown };

export type LoadPublicRead = (key: string) => Promise<PublicRead>;

export interface PageRequest {
  /** Path and query, e.g. '/buy/residential?page=2'. */
  url: string;
  /** The site's origin for canonical and absolute URLs, e.g. 'https://amaravatiplots.in'. */
  origin: string;
}

export type RenderedPage =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: 301 | 302 | 308; location: string };

/** One entry of Vite's client manifest (.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ClientManifest = Record<string, ManifestChunk>;

export interface PageRenderer {
  /**
   * Hashes of the inline scripts the pages carry ('sha256-…'), for the Content-Security-Policy's
   * script-src (every other script comes from our own origin).
   */
  readonly inlineScriptHashes: readonly string[];
  /**
   * The addresses of the site's built stylesheets ('/assets/index-….css', same origin): linked by
   * the server's own small pages too (the subscribers' link pages), so they look like the site.
   */
  readonly stylesheets: readonly string[];
  render(request: PageRequest, load: LoadPublicRead): Promise<RenderedPage>;
  /**
   * The page without server-rendered content: the browser renders it alone (the admin area, or
   * when rendering failed — the data store down — so the visitor still gets the site and its
   * error screen rather than a bare error).
   */
  shell(request: PageRequest, options: { title: string }): string;
}

/** What web/dist-ssr/entry-server.js exports. */
export interface PageRendererModule {
  createPageRenderer(options: { template: string; manifest: ClientManifest }): PageRenderer;
}
