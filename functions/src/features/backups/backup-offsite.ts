import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BackupS3Target } from '../../config/env';
import { OFFSITE_SUFFIX, type OffsiteCopy } from './offsite-record';

export interface OffsiteTarget extends BackupS3Target {
  /** Tests only: the credentials of a local S3-compatible server. Otherwise the AWS SDK's own chain (AWS_ACCESS_KEY_ID …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The key of a backup file in the bucket: under the prefix, by its own name. */
function offsiteKey(target: Pick<BackupS3Target, 'prefix'>, file: string): string {
  return target.prefix ? `${target.prefix}/${file}` : file;
}

/**
 * Copies a written archive and its verdict (`<archive>.json`) to S3 or an S3-compatible storage
 * (BACKUP_S3_URL), streamed in parts by lib-storage's Upload, and records the outcome beside the
 * archive. Never throws: a failed copy is recorded and returned, and never makes the local backup bad.
 */
export async function copyOffsite(target: OffsiteTarget, backupDir: string, archive: string, now: Date = new Date()): Promise<OffsiteCopy> {
  const location = `s3://${target.bucket}/${offsiteKey(target, archive)}`;
  const client = new S3Client({
    region: target.region,
    ...(target.endpoint ? { endpoint: target.endpoint, forcePathStyle: true } : {}),
    ...(target.credentials ? { credentials: target.credentials } : {}),
    // A storage that is down fails the copy in seconds, not after the SDK's many retries.
    maxAttempts: 3,
  });
  let copy: OffsiteCopy;
  try {
    for (const file of [archive, `${archive}.json`]) {
      await new Upload({
        client,
        params: { Bucket: target.bucket, Key: offsiteKey(target, file), Body: createReadStream(join(backupDir, file)), ContentType: file.endsWith('.json') ? 'application/json' : 'application/gzip' },
      }).done();
    }
    copy = { state: 'copied', at: now.toISOString(), location };
  } catch (error) {
    copy = { state: 'failed', at: now.toISOString(), location, problem: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  } finally {
    client.destroy();
  }
  await writeFile(join(backupDir, `${archive}${OFFSITE_SUFFIX}`), JSON.stringify(copy, null, 2)).catch(() => undefined);
  return copy;
}

