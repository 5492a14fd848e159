import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** http://127.0.0.1:<port>: BACKUP_S3_URL's `endpoint`. */
  endpoint: string;
  /** What s3rver accepts (it checks signatures made with these). */
  credentials: { accessKeyId: string; secretAccessKey: string };
  close: () => Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free loopback port with the given buckets, its data in a temporary folder. */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'local-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
