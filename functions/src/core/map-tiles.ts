const SUBDOMAIN = 'leaflet-subdomain';

/**
 * The origin map tiles come from, from the settings' {z}/{x}/{y} template: the pages' CSP allows
 * images from it (and only it), so a site that names another tile server needs no code change.
 * A `{s}` subdomain (Leaflet's a, b, c) becomes the wildcard `*.` of that host. Null for a
 * template that is not an http(s) URL (the settings schema refuses those).
 */
export function mapTileOrigin(template: string): string | null {
  try {
    const url = new URL(template.replaceAll('{s}', SUBDOMAIN).replace(/\{[a-z]\}/g, '0'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin.replace(`${SUBDOMAIN}.`, '*.');
  } catch {
    return null;
  }
}
