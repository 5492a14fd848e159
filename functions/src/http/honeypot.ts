import { randomBytes } from 'node:crypto';

/**
 * Public forms carry a hidden `website` field that people never see and bots fill in
 * (docs/security.md). A filled one is answered exactly like a success, before validation, so a bot
 * learns nothing, and nothing is stored.
 */
export function honeypotTripped(body: Record<string, unknown>): boolean {
  const value = body.website;
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** An id shaped like the store's own (16 base64url characters), for the fake success. */
export function plausibleId(): string {
  return randomBytes(12).toString('base64url');
}
