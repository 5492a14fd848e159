import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@core', replacement: fileURLToPath(new URL('../functions/src/core', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package exports its development build to every bundler; a build takes the
      // production one it ships beside it (no dev warnings, ~20 KB less before compression).
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)) },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/images': apiTarget },
  },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
    // The server renderer reads it to preload the chunks of the page it sends.
    manifest: !isSsrBuild,
    // The renderer needs no copy of public/ (the server and Hosting serve it from dist/).
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // The words of each language in files named for it (i18n-te-common-….js), so what a page
            // downloads says which language's words it carries.
            chunkFileNames: (chunk) => {
              const words = /[\\/]i18n[\\/](en|te)[\\/]([\w-]+)\.ts$/.exec(chunk.facadeModuleId ?? '');
              return words ? `assets/i18n-${words[1]}-${words[2]}-[hash].js` : 'assets/[name]-[hash].js';
            },
            codeSplitting: {
              groups: [
                // What every page runs: React, the router and SWR in one file…
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store)[\\/]/, priority: 2 },
                // …and the small modules every public page imports (paths, API keys, constants, the
                // toast and tray stores, the settings read, the words' store and localized links,
                // deferred sections, the visit's origin, the error screen's words), in one file
                // rather than a dozen sub-kilobyte ones.
                {
                  name: 'app-common',
                  test: /(web[\\/]src[\\/](config[\\/](paths|api-paths)\.ts|lib[\\/](api-client|toast|held-input|stored-value|compare-tray-store|hydration|lead-origin)\.ts|app[\\/](page-handle|document-title|routes[\\/]error-screen)|components[\\/](ui[\\/](deferred|new-tab-link)|layout[\\/]skip-link)\.tsx|hooks[\\/](use-media-query|use-scrolled-past)\.ts|features[\\/]settings[\\/]api[\\/]|i18n[\\/](localized-link|localized|use-language|dictionary-store|namespaces|with-namespaces|en[\\/]fallback)\.tsx?$)|functions[\\/]src[\\/]core[\\/](constants|site-paths|plot-path|links)\.ts)/,
                  priority: 1,
                },
                // The small helpers the plot and venture screens share (statuses, dates, prices,
                // approvals, message keys, the area unit…), in one file: each was a chunk of its own
                // of 0.2–0.6 KB, and every chunk's name is listed again in the route table and in
                // each page's preload lists, which the home page loads.
                {
                  name: 'plot-parts',
                  test: /(functions[\\/]src[\\/]core[\\/](plot-links|plot-approvals|plot-status|venture-constants|message-key|dates|lazily|price)\.ts|web[\\/]src[\\/](components[\\/]forms[\\/]options\.tsx|app[\\/]meta[\\/]excerpt\.ts|i18n[\\/](sentence-with\.tsx|message-text\.ts)|lib[\\/]use-area-unit\.ts|hooks[\\/](use-site-day|use-latest)\.ts|features[\\/]plots[\\/](utils[\\/]plot-status-text\.ts|components[\\/]plot-status-badge\.tsx)))$/,
                  priority: 1,
                },
                // The small presentational parts most screens show (buttons, empty and error states,
                // skeletons, page headers), in one file rather than a request each per navigation.
                {
                  name: 'ui-parts',
                  test: /web[\\/]src[\\/]components[\\/](ui[\\/](button|empty-state|error-state|skeleton|solid-icon|spinner|reason-cards)|layout[\\/](page-header|not-found-panel))\.tsx$/,
                  priority: 1,
                },
              ],
            },
          },
        },
  },
  ssr: {
    // The renderer bundle carries its libraries, so the server (and the Cloud Functions upload)
    // needs none of the web app's packages installed.
    noExternal: true,
  },
}));
