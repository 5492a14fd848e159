/**
 * Zod compiles a fast parser for each object schema with `new Function` when the page allows it,
 * and finds out by trying once. Our pages' Content-Security-Policy allows no eval (script-src
 * 'self' and one hash), so the try is refused — caught by Zod, but reported by the browser as a
 * CSP violation (the console and the Issues panel). Without compiling Zod neither tries nor needs
 * to: the forms' schemas are small.
 *
 * Zod keeps its settings on this global (zod/v4/core's `globalConfig`, shared by every copy of
 * it) and reads `jitless` as each object schema is built. Set here, the first module main.tsx
 * imports, it is there before any schema, and pages without a form do not load Zod for it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
