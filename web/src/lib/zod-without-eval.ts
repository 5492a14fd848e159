import { config } from 'zod';

/**
 * Zod compiles a fast parser for each object schema with `new Function` when the page allows it,
 * and finds out by trying once. Our pages' Content-Security-Policy allows no eval (script-src
 * 'self' and one hash), so the try is refused — caught by Zod, but reported by the browser as a
 * CSP violation (the console and the Issues panel). Without compiling Zod neither tries nor needs
 * to: the forms' schemas are small. Imported first by main.tsx, so it runs before any schema is
 * built (each object schema decides at construction).
 */
config({ jitless: true });
