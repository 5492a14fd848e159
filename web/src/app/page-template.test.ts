import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { goToRememberedLanguage, LANGUAGE_KEY } from '@/i18n/remembered-language';
import { APP_SCRIPTS_ID, loadAppAfterPaint } from '@/lib/load-app-after-paint';
import { createPageTemplate } from './page-template';

/** What `vite build` makes of web/index.html: its placeholders, then Vite's script, preloads and stylesheet. */
const BUILT = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <!--page-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
    <link rel="modulepreload" crossorigin href="/assets/paths-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"><!--page-body--></div>
    <!--page-state-->
    <noscript>Some parts need JavaScript.</noscript>
  </body>
</html>`;

const parts = { head: '<title>T</title>', body: '<main>Body</main>', state: '<script type="application/json" id="page-state">{}</script>', routeModules: ['/assets/contact-x.js', '/assets/paths-ghi.js'], language: 'en' as const, noScript: 'Some parts need JavaScript.' };

describe('the page template', () => {
  const template = createPageTemplate(BUILT);
  const html = template.fill(parts);

  it("says the page's language in <html lang>", () => {
    expect(html).toContain('<html lang="en-IN">');
    const telugu = template.fill({ ...parts, language: 'te', noScript: 'జావాస్క్రిప్ట్ అవసరం.' });
    expect(telugu).toContain('<html lang="te-IN">');
    expect(telugu).toContain('<noscript>జావాస్క్రిప్ట్ అవసరం.</noscript>');
    // The inline script that sends a visitor to the language they chose reads the switch's key.
    expect(goToRememberedLanguage.toString()).toMatch(new RegExp(`["']${LANGUAGE_KEY}["']`));
  });

  it('asks for the stylesheet first and puts no script tag of Vite in the page', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('href="/assets/index-jkl.css"')).toBeLessThan(head.indexOf('<script'));
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it("gives the stylesheet's address, for the server's own pages to link", () => {
    expect(template.stylesheets).toEqual(['/assets/index-jkl.css']);
  });

  it('names the entry, its imports and the route modules (once each) in the block the loader reads', () => {
    const block = new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ID}">([^<]*)</script>`).exec(html);
    expect(JSON.parse(block![1]!)).toEqual({
      entry: '/assets/index-abc.js',
      preload: ['/assets/framework-def.js', '/assets/paths-ghi.js', '/assets/contact-x.js'],
      afterPaint: true,
    });
    // The loader runs from its own source text: it must read the same id.
    expect(loadAppAfterPaint.toString()).toMatch(new RegExp(`getElementById\\(["']${APP_SCRIPTS_ID}["']\\)`));
  });

  it('has an empty page (the back office shell) load its code at once: it has nothing to paint first', () => {
    const shell = template.fill({ ...parts, body: '', state: '', routeModules: [] });
    const block = new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ID}">([^<]*)</script>`).exec(shell);
    expect(JSON.parse(block![1]!)).toMatchObject({ afterPaint: false });
  });

  it('puts head, body and state in their places', () => {
    expect(html).toContain('<title>T</title>');
    expect(html).toContain('<div id="root"><main>Body</main></div>');
    expect(html).toContain(parts.state);
    expect(html).not.toContain('<!--page-');
  });

  it('gives the hash of the one inline script it writes, as the CSP names it', () => {
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    expect(template.inlineScriptHash).toBe(`sha256-${createHash('sha256').update(inline[0]!).digest('base64')}`);
  });

  it('refuses a template that is not the built page', () => {
    expect(() => createPageTemplate(BUILT.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(/npm run build/);
    expect(() => createPageTemplate(BUILT.replace('<!--page-state-->', ''))).toThrow(/npm run build/);
  });
});
