/** A page as a crawler (or curl) reads it: no JavaScript, the head read out. */
export interface Crawled {
  status: number;
  /** Where a redirect sends the crawler (the Location header), when it does. */
  location: string | null;
  html: string;
  /** The visible text, tags dropped (what a crawler indexes). */
  text: string;
  /** A meta tag's content by its name or property, decoded. */
  meta: (key: string) => string | undefined;
  title: string;
  canonical: string | undefined;
  /** The nodes of the page's JSON-LD graphs. */
  jsonLd: Record<string, unknown>[];
}

/** Fetches `path` from the server at `origin` as curl does (Accept: *\/*, redirects not followed). */
export async function crawl(origin: string, path: string, accept = '*/*'): Promise<Crawled> {
  const response = await fetch(`${origin}${path}`, { headers: { Accept: accept, 'User-Agent': 'curl/8.5.0' }, redirect: 'manual' });
  const html = await response.text();
  const metas = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) metas.set(match[1]!, decode(match[2]!));
  const graphs = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as { '@graph': Record<string, unknown>[] });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html,
    text: decode(html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')),
    meta: (key) => metas.get(key),
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1],
    jsonLd: graphs.flatMap((graph) => graph['@graph']),
  };
}

function decode(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
