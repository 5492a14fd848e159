/** Hosting's security headers against the ones the app (helmet) sends. */
import { securityHeaders } from '../../functions/src/http/middleware/security-headers';
import { fail, ok, type Check } from './checklist';

/** The headers the app (helmet) puts on every answer, as a map of lower-case names. */
export function appSecurityHeaders(): Map<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let done = false;
  securityHeaders()({} as never, response as never, () => (done = true));
  if (!done) throw new Error('the security-headers middleware did not finish synchronously');
  return headers;
}

/** A CSP as its directives (name → sorted sources), so spacing and order do not matter. */
function cspDirectives(policy: string): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name) directives.set(name.toLowerCase(), sources.sort().join(' '));
  }
  return directives;
}

/**
 * Hosting adds its header rules to every answer, the function's pages included, so the security
 * headers firebase.json sets on files must say what the app's helmet says: otherwise a page served
 * from the function and a file served from Hosting would carry different policies. (The pages'
 * own policy adds the hash of their inline script; Hosting sets none on them, see checkHosting.)
 */
export function checkSecurityHeadersMatchApp(hosting: Map<string, string>, app: Map<string, string>): Check[] {
  const names = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy'];
  const differ = names.filter((name) => {
    const ours = hosting.get(name);
    const theirs = app.get(name);
    if (ours === undefined || theirs === undefined) return ours !== theirs;
    if (name === 'content-security-policy') {
      const [a, b] = [cspDirectives(ours), cspDirectives(theirs)];
      return a.size !== b.size || [...a].some(([directive, sources]) => b.get(directive) !== sources);
    }
    return ours.toLowerCase() !== theirs.toLowerCase();
  });
  return [
    differ.length === 0
      ? ok('security headers of Hosting and of the app (helmet) agree')
      : fail(
          `firebase.json and the app's helmet disagree on ${differ.join(', ')}`,
          'Pages come from the function, files from Hosting: keep the "**" and "**/*.*" header rules equal to functions/src/http/middleware/security-headers.ts.',
        ),
  ];
}
