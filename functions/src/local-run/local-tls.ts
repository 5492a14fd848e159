import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/** A key and certificate for an https server on this machine (127.0.0.1 and localhost). */
export interface ServerTls {
  key: string;
  cert: string;
}

export interface LocalTls extends ServerTls {
  /** The certificate authority that signed `cert`, PEM. */
  ca: string;
  /**
   * A file holding that authority, after whatever NODE_EXTRA_CA_CERTS already named: the value of
   * NODE_EXTRA_CA_CERTS for a process that must trust the local servers (Node reads it at start only).
   */
  caFile: string;
  /** Deletes the folder of caFile. */
  remove(): Promise<void>;
}

const VALIDITY_DAYS = 30;
/** A client whose clock is a little behind still accepts a certificate made just now. */
const CLOCK_SKEW_MS = 60 * 60_000;

/**
 * A throw-away certificate authority and a server certificate it signs for 127.0.0.1 and
 * localhost, made at each start (no private key is kept in the repository). The local Cloudinary
 * server speaks https with it, as the real API does, and the Cloudinary SDK (which picks https
 * once, when it loads) reaches it once the authority is in NODE_EXTRA_CA_CERTS.
 */
export async function createLocalTls(): Promise<LocalTls> {
  const notBeforeDate = new Date(Date.now() - CLOCK_SKEW_MS);
  const notAfterDate = new Date(notBeforeDate.getTime() + VALIDITY_DAYS * 24 * 3600_000);
  const common = { keyType: 'ec', algorithm: 'sha256', notBeforeDate, notAfterDate } as const;
  const authority = await generate([{ name: 'commonName', value: 'Amaravati Plots local test CA' }], {
    ...common,
    extensions: [
      { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const server = await generate([{ name: 'commonName', value: 'localhost' }], {
    ...common,
    ca: { key: authority.private, cert: authority.cert },
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });

  const dir = await mkdtemp(join(tmpdir(), 'amaravati-tls-'));
  const caFile = join(dir, 'ca.pem');
  // NODE_EXTRA_CA_CERTS names one file: keep what a developer already trusts (a company proxy's CA, say).
  const inherited = process.env.NODE_EXTRA_CA_CERTS;
  const previous = inherited && existsSync(inherited) ? `${readFileSync(inherited, 'utf8').trim()}\n` : '';
  await writeFile(caFile, `${previous}${authority.cert.trim()}\n`, { mode: 0o600 });
  return {
    key: server.private,
    cert: server.cert,
    ca: authority.cert,
    caFile,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
