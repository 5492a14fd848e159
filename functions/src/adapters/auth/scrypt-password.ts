import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX_LENGTH } from '../../core/constants';

/**
 * Password hashes for the standalone admin accounts (docs/security.md): scrypt N=2^17, r=8, p=1,
 * a random 16-byte salt, the parameters stored with the hash so they can be raised later
 * (older hashes still verify and are upgraded at the next sign-in), constant-time comparison.
 *
 * Stored as a PHC-style string: `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64, no padding).
 */

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** The production cost: about 128 MiB and a few hundred milliseconds per hash. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Bounds accepted when reading a stored hash, so a corrupted row cannot ask for gigabytes. */
const MAX_LOG2_N = 20;
const MAX_R = 32;
const MAX_P = 16;

/**
 * scrypt needs 128·N·r bytes; Node's default `maxmem` (32 MiB) makes N=2^17, r=8 (128 MiB)
 * throw, so allow twice the need.
 */
function maxmemFor({ N, r }: ScryptParams): number {
  return 2 * 128 * N * r;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: maxmemFor(params) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function assertValidParams(params: ScryptParams): void {
  const log2 = Math.log2(params.N);
  if (!Number.isInteger(log2) || log2 < 1 || log2 > MAX_LOG2_N) throw new Error('scrypt N must be a power of two up to 2^20');
  if (!Number.isInteger(params.r) || params.r < 1 || params.r > MAX_R) throw new Error('scrypt r out of range');
  if (!Number.isInteger(params.p) || params.p < 1 || params.p > MAX_P) throw new Error('scrypt p out of range');
}

/** Passwords longer than the cap are cut before hashing (the edge refuses them first anyway). */
function capped(password: string): string {
  return password.length > PASSWORD_MAX_LENGTH ? password.slice(0, PASSWORD_MAX_LENGTH) : password;
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  assertValidParams(params);
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(capped(password), salt, params);
  return `$scrypt$ln=${Math.log2(params.N)},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const HASH_PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{16,128})$/;

function parseHash(stored: string): ParsedHash | null {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const params = { N: 2 ** Number(ln), r: Number(r), p: Number(p) };
  try {
    assertValidParams(params);
  } catch {
    return null;
  }
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** True when the password matches. A malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(capped(password), parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the stored hash was made with weaker (or unreadable) parameters than the current ones. */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}
