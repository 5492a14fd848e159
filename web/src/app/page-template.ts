import { escapeHtml } from '@core/html-text';
import { createHash } from 'node:crypto';
import { LANGUAGE_TAGS, type Language } from '@core/languages';
import { goToRememberedLanguage } from '@/i18n/remembered-language';
import { holdEarlyInput } from '@/lib/held-input';
import { APP_SCRIPTS_ID, loadAppAfterPaint, type AppScripts } from '@/lib/load-app-after-paint';

/**
 * The one inline script of every page: go to the visitor's language when they chose the other one
 * (before anything paints), hold early input, then load the app after the first paint.
 */
const INLINE_SCRIPT = `(${goToRememberedLanguage.toString()})();(${holdEarlyInput.toString()})();(${loadAppAfterPaint.toString()})();`;


interface PageParts {
  head: string;
  body: string;
  /** The page-state block (app/page-state.ts), or '' for a page the browser renders alone. */
  state: string;
  /** The page's own route modules, preloaded with the entry. */
  routeModules: readonly string[];
  /** The page's language: `<html lang>`. */
  language: Language;
  /** What the page says to a browser without JavaScript, in its language. */
  noScript: string;
}

export interface PageTemplate {
  fill(parts: PageParts): string;
  /** For the Content-Security-Policy: 'sha256-…' of the inline script. */
  inlineScriptHash: string;
  /** The addresses of the built stylesheets ('/assets/index-….css'): the site's look, for the server's own pages too. */
  stylesheets: readonly string[];
}

const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;
const HREF = /\bhref="([^"]+)"/;
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const HTML_LANG = /<html lang="[^"]*">/;
const NO_SCRIPT = /<noscript>[^<]*<\/noscript>/;

/**
 * The page Vite built (web/index.html with its hashed links), arranged for a slow phone: the
 * stylesheet — the one file the first paint waits for — is asked for first; the scripts are not
 * in the HTML at all but named in a JSON block that the inline script loads from once the page
 * has been painted (lib/load-app-after-paint.ts). Vite's own script and preload tags are taken
 * out; a template without them (a broken build) is refused here, at start, not on a visitor.
 */
export function createPageTemplate(built: string): PageTemplate {
  const entry = ENTRY.exec(built)?.[1];
  if (!entry || !HTML_LANG.test(built) || !NO_SCRIPT.test(built) || !built.includes('<!--page-head-->') || !built.includes('<!--page-body-->') || !built.includes('<!--page-state-->')) {
    throw new Error('template.html is not the page Vite built from web/index.html (no entry script or placeholders): run `npm run build`');
  }
  const stylesheets = (built.match(STYLESHEET) ?? []).map((link) => link.trim());
  const entryImports = [...built.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const template = built.replace(STYLESHEET, '').replace(ENTRY, '').replace(MODULE_PRELOAD, '');
  const [beforeHead, afterHead] = template.split('<!--page-head-->') as [string, string];
  const [beforeBody, afterBody] = afterHead.split('<!--page-body-->') as [string, string];
  const [beforeState, afterState] = afterBody.split('<!--page-state-->') as [string, string];

  return {
    inlineScriptHash: `sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}`,
    stylesheets: stylesheets.map((link) => HREF.exec(link)?.[1]).filter((href): href is string => href !== undefined),
    fill({ head, body, state, routeModules, language, noScript }) {
      const scripts: AppScripts = { entry, preload: [...new Set([...entryImports, ...routeModules])], afterPaint: body !== '' };
      return (
        beforeHead.replace(HTML_LANG, `<html lang="${LANGUAGE_TAGS[language]}">`) +
        stylesheets.join('') +
        `<script>${INLINE_SCRIPT}</script>` +
        `<script type="application/json" id="${APP_SCRIPTS_ID}">${JSON.stringify(scripts).replace(/</g, '\\u003c')}</script>` +
        head +
        beforeBody +
        body +
        beforeState +
        state +
        afterState.replace(NO_SCRIPT, `<noscript>${escapeHtml(noScript)}</noscript>`)
      );
    },
  };
}
