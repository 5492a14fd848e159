/**
 * firebase.json's Hosting site: web/dist served, /api/** and the pages rewritten to the api
 * function in its region, hashed files never rewritten, no SPA fallback; cache headers that leave
 * the pages' and the API's own Cache-Control alone; the security headers of the files.
 */
import { REGION } from '../../functions/src/triggers/function-options';
import { fail, ok, warn, type Check } from './checklist';
import { asList, FULL_BUILD, isFullBuild, type FirebaseJson, type HostingConfig } from './firebase-json';
import { describeRewrite, functionOf, headersFor, rewriteFor } from './hosting-rules';

/** Sample paths the checks evaluate the rules on. */
export const PATHS = {
  api: '/api/plots',
  /**
   * Pages, known and unknown (the function answers those with the not-found page), and the
   * subscribers' link pages, which the function renders itself.
   */
  pages: ['/', '/properties', '/buy/residential', '/amaravati-updates', '/amaravati-updates/3f2a9c', '/admin/leads', '/no-such-page', '/subscriptions/manage', '/te/subscriptions/confirm'],
  asset: '/assets/index-3f9a1c2b.js',
  /** Hosting's own files: a miss must be Hosting's 404, never a page (features/pages: NOT_PAGES). */
  files: ['/assets/index-3f9a1c2b.js', '/assets/index-5d1e7a40.css', '/images/about.webp', '/videos/hero.mp4'],
  /** A file at the root of web/dist. */
  rootFile: '/favicon.svg',
};

const REQUIRED_CSP = ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"];
const PAGE_REWRITE = `{ "source": "!/@(api|assets|images|videos)/**", "function": { "functionId": "api", "region": "${REGION}" } }`;

export function checkHosting(config: FirebaseJson): Check[] {
  const sites = asList(config.hosting);
  if (sites.length !== 1) return [fail('firebase.json: exactly one "hosting" site expected', 'Add "hosting": { "public": "web/dist", ... }.')];
  const hosting = sites[0]!;
  return [...checkServing(hosting), ...checkRewrites(hosting), ...checkCaching(hosting), ...checkPolicies(hosting)];
}

function checkServing(hosting: HostingConfig): Check[] {
  return [
    hosting.public === 'web/dist' ? ok('hosting serves web/dist') : fail(`hosting.public is ${JSON.stringify(hosting.public)}`, 'Set "public": "web/dist" (the Vite build).'),
    asList(hosting.predeploy).some(isFullBuild)
      ? ok('hosting predeploy builds the web app and the functions (one build for files and renderer)')
      : warn(
          'hosting has no predeploy that runs the whole build',
          `Add "predeploy": [${JSON.stringify(FULL_BUILD)}], so a plain \`firebase deploy\` ships the files of the build the renderer in the function comes from.`,
        ),
  ];
}

function checkRewrites(hosting: HostingConfig): Check[] {
  const checks: Check[] = [];
  const api = functionOf(rewriteFor(hosting, PATHS.api));
  if (!api) {
    checks.push(fail(`${PATHS.api} is not rewritten to a function`, `Put { "source": "/api/**", "function": { "functionId": "api", "region": "${REGION}" } } first in hosting.rewrites.`));
  } else if (api.id !== 'api') {
    checks.push(fail(`/api/** is rewritten to function ${JSON.stringify(api.id)}, not api`, 'The rewrite must name the exported function: "functionId": "api".'));
  } else if (api.region !== REGION) {
    checks.push(fail(`/api/** → api without region ${REGION} (${api.region ?? 'none'})`, `Hosting looks the function up in us-central1 unless told: add "region": "${REGION}".`));
  } else {
    checks.push(ok(`/api/** → function api (${REGION})`));
  }

  const notRendered = PATHS.pages.filter((path) => {
    const target = functionOf(rewriteFor(hosting, path));
    return target?.id !== 'api' || target.region !== REGION;
  });
  checks.push(
    notRendered.length === 0
      ? ok(`page routes (${PATHS.pages.slice(0, 3).join(', ')}…, unknown ones too) → function api (${REGION}), which renders them`)
      : fail(
          `page routes not rewritten to function api in ${REGION}: ${notRendered.map((path) => `${path} (${describeRewrite(rewriteFor(hosting, path))})`).join(', ')}`,
          `Add ${PAGE_REWRITE} after the /api rewrite.`,
        ),
  );
  const rewrittenFiles = PATHS.files.filter((path) => rewriteFor(hosting, path) !== undefined);
  checks.push(
    rewrittenFiles.length === 0
      ? ok('missing /assets, /images and /videos files are not rewritten (Hosting answers 404)')
      : fail(
          `missing files are rewritten: ${rewrittenFiles.map((path) => `${path} → ${describeRewrite(rewriteFor(hosting, path))}`).join(', ')}`,
          `Exclude them from the page rewrite (${PAGE_REWRITE}): a stale hashed file must be a 404, never a page cached as a script.`,
        ),
  );
  const htmlFallbacks = (hosting.rewrites ?? []).filter((rule) => rule.destination !== undefined && /\.html$/.test(rule.destination));
  if (htmlFallbacks.length > 0) {
    checks.push(
      fail(
        `rewrite to ${htmlFallbacks.map((rule) => rule.destination).join(', ')} (an SPA fallback)`,
        'web/dist has no index.html any more: the api function renders every page. Remove the rewrite.',
      ),
    );
  }
  return checks;
}

function checkCaching(hosting: HostingConfig): Check[] {
  const assetCache = headersFor(hosting, PATHS.asset).get('cache-control') ?? '';
  const rootFileCache = headersFor(hosting, PATHS.rootFile).get('cache-control') ?? '';
  const overridden = PATHS.pages.filter((path) => headersFor(hosting, path).has('cache-control'));
  const apiCache = headersFor(hosting, PATHS.api).get('cache-control');
  return [
    /\bimmutable\b/.test(assetCache) && /max-age=31536000\b/.test(assetCache)
      ? ok('/assets/** (hashed files) cached for a year, immutable')
      : fail(`/assets/** Cache-Control is ${JSON.stringify(assetCache || 'Hosting default (max-age=3600)')}`, 'Add a header rule for "/assets/**": "public, max-age=31536000, immutable".'),
    /\bno-cache\b|\bmax-age=0\b/.test(rootFileCache)
      ? ok(`files at the root of web/dist (${PATHS.rootFile}) revalidated (no-cache)`)
      : warn(`${PATHS.rootFile} Cache-Control is ${JSON.stringify(rootFileCache || 'Hosting default (max-age=3600)')}`, 'Add a header rule for "/*.*": "no-cache" (their names carry no hash).'),
    overridden.length === 0
      ? ok('pages keep the Cache-Control the function gives them (edge-cached briefly: s-maxage + stale-while-revalidate)')
      : fail(
          `a hosting header rule sets Cache-Control on pages: ${overridden.map((path) => `${path} (${headersFor(hosting, path).get('cache-control')})`).join(', ')}`,
          'Hosting would send its value instead of the function\'s "public, max-age=0, s-maxage=30, stale-while-revalidate=30": limit Cache-Control rules to files ("/*.*", "/assets/**", "/@(images|videos)/**").',
        ),
    apiCache === undefined
      ? ok('/api/** caching left to the API')
      : fail(`a hosting header rule sets Cache-Control on /api/** (${apiCache})`, 'The API sets its own (public reads cached, sessions no-store); exclude /api from that rule.'),
  ];
}

function checkPolicies(hosting: HostingConfig): Check[] {
  const checks: Check[] = [];
  const csp = headersFor(hosting, PATHS.asset).get('content-security-policy') ?? '';
  const missingCsp = REQUIRED_CSP.filter((directive) => !csp.includes(directive));
  const imgSrc = /(?:^|;)\s*img-src([^;]*)/.exec(csp)?.[1] ?? '';
  if (!csp) checks.push(fail('no Content-Security-Policy on the files', 'Add it in a "**/*.*" header rule (docs/security.md, Headers).'));
  else if (missingCsp.length > 0) checks.push(fail(`CSP lacks ${missingCsp.join(', ')}`));
  else if (!imgSrc.includes('https://res.cloudinary.com')) checks.push(fail('CSP img-src does not allow https://res.cloudinary.com', 'Plot images come from Cloudinary.'));
  else checks.push(ok('CSP set on the files (self only, Cloudinary images allowed)'));
  const pagePolicies = PATHS.pages.filter((path) => headersFor(hosting, path).has('content-security-policy'));
  checks.push(
    pagePolicies.length === 0
      ? ok("pages keep the function's Content-Security-Policy (it allows the pages' inline script by its hash)")
      : fail(
          `a hosting header rule sets Content-Security-Policy on pages: ${pagePolicies.join(', ')}`,
          'Hosting would send its policy instead of the function\'s, which blocks the inline script that holds taps and forms until a page is live: limit the CSP rule to files ("**/*.*").',
        ),
  );
  const page = headersFor(hosting, '/');
  const missingHeaders = ['strict-transport-security', 'x-content-type-options', 'referrer-policy'].filter((name) => !page.has(name));
  checks.push(missingHeaders.length === 0 ? ok('HSTS, nosniff and Referrer-Policy set') : fail(`security headers missing: ${missingHeaders.join(', ')}`));
  return checks;
}
