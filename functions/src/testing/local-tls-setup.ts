import type { TestProject } from 'vitest/node';
import { createLocalTls, type ServerTls } from '../local-run/local-tls';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Key and certificate of the https servers tests start (the local Cloudinary server): inject('localServerTls'). */
    localServerTls: ServerTls;
  }
}

/**
 * Global setup of the unit run: one throw-away certificate authority for the whole run. Node reads
 * NODE_EXTRA_CA_CERTS only when a process starts, so it is set here, in the main process, before
 * vitest forks the test workers (they inherit its environment). Test servers then serve https with
 * the certificate this authority signed, and every client of a worker (the Cloudinary SDK, fetch)
 * trusts them the way production code trusts Cloudinary: through the default trust store.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const inherited = process.env.NODE_EXTRA_CA_CERTS;
  const tls = await createLocalTls();
  process.env.NODE_EXTRA_CA_CERTS = tls.caFile;
  project.provide('localServerTls', { key: tls.key, cert: tls.cert });
  return async () => {
    if (inherited === undefined) delete process.env.NODE_EXTRA_CA_CERTS;
    else process.env.NODE_EXTRA_CA_CERTS = inherited;
    await tls.remove();
  };
}
