import { createHash } from 'node:crypto';

export type SignatureAlgorithm = 'sha1' | 'sha256';

/** Sent with the request but never signed (Cloudinary, "Generating authentication signatures"). */
const UNSIGNED_PARAMS = new Set(['file', 'cloud_name', 'resource_type', 'api_key', 'signature']);

/**
 * Signs the parameters of an Upload API call as Cloudinary documents it: every parameter except
 * file, cloud_name, resource_type and api_key, sorted by name, `name=value` joined with `&`, the API
 * secret appended, then the hex SHA-1 (or SHA-256) digest. Blank values are left out, as the
 * official SDKs leave them out of the request altogether.
 *
 * Our own few lines rather than the SDK's `api_sign_request`: that one falls back to the SDK's
 * process-wide configuration (read from CLOUDINARY_URL) for its algorithm, and its typings do not
 * take one. The tests check this function against the documented example and against the SDK.
 */
export function signCloudinaryParams(params: Readonly<Record<string, string>>, apiSecret: string, algorithm: SignatureAlgorithm = 'sha1'): string {
  const toSign = Object.entries(params)
    .filter(([name, value]) => !UNSIGNED_PARAMS.has(name) && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return createHash(algorithm).update(toSign + apiSecret).digest('hex');
}
