import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../core/constants';

/**
 * The only reader of process.env. One parse at start; a bad value stops the process with a
 * list of everything that is wrong, not just the first thing.
 */

/** The repository root: the nearest folder upwards holding the workspaces package.json. Works from src/ and dist/. */
export function findRepoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
        if (parsed.workspaces) return dir;
      } catch {
        // an unreadable package.json is not the root; keep walking
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

const booleanFlag = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'TRUE', 'FALSE'], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes', 'TRUE'].includes(value))),
);

/** `https://example.com` → the normalised origin; a path, query or non-http scheme is refused. */
const origin = z.string().transform((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be an origin like https://example.com' });
    return z.NEVER;
  }
  if (!['http:', 'https:'].includes(url.protocol) || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    ctx.addIssue({ code: 'custom', message: 'must be an origin like https://example.com (scheme and host only)' });
    return z.NEVER;
  }
  return url.origin;
});

/**
 * Express's `trust proxy`: a hop count ("1"), "false", or a list of addresses / named ranges
 * ("loopback", "10.0.0.0/8, uniquelocal"). "true" is refused: it trusts any client's
 * X-Forwarded-For, so every visitor could pick their own rate-limit bucket.
 */
const trustProxy = z.string().transform((value, ctx): number | string | false => {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  if (trimmed === 'false') return false;
  if (trimmed === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: 'true trusts any X-Forwarded-For a client sends; give the number of proxy hops (e.g. 1) or their addresses',
    });
    return z.NEVER;
  }
  if (!/^[\w.:/,\s-]+$/.test(trimmed)) {
    ctx.addIssue({ code: 'custom', message: 'must be a hop count, false, or addresses/subnets (e.g. loopback, 10.0.0.0/8)' });
    return z.NEVER;
  }
  return trimmed;
});

const smtpUrl = z.string().refine((value) => /^smtps?:\/\/[^\s]+$/.test(value), 'must be an smtp:// or smtps:// URL');

const adminEmail = z
  .string()
  .trim()
  .max(254, 'must be an email address')
  .pipe(z.email('must be an email address'))
  .transform((value) => value.toLowerCase());

/** Checked here so a bad value stops the start instead of failing at the first-admin step. */
const adminPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A From header: `Name <address>` or an address; one line. */
const mailFrom = z
  .string()
  .trim()
  .max(200, 'is too long')
  .refine((value) => !/[\r\n]/.test(value) && /[^\s@<>]+@[^\s@<>]+/.test(value), 'must be an address, e.g. "Amaravati Plots <no-reply@plots.example.in>"');

/** `host:port` of an emulator (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST), as the Firebase tools print it. */
const emulatorHost = z
  .string()
  .trim()
  .refine((value) => /^[\w.-]+:\d{1,5}$/.test(value) || /^\[[\da-fA-F:]+\]:\d{1,5}$/.test(value), 'must be host:port, e.g. 127.0.0.1:8080');

/** Firebase project ids: 6–30 lowercase letters, digits and hyphens. */
const projectId = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'must be a Firebase project id (6–30 lowercase letters, digits, hyphens)');

/** cloudinary://<api_key>:<api_secret>@<cloud_name>, as the Cloudinary console shows it. Never echoed. */
const cloudinaryUrl = z
  .string()
  .trim()
  .refine((value) => /^cloudinary:\/\/[^:@\s]+:[^@\s]+@[\w-]+$/.test(value), 'must be cloudinary://<api_key>:<api_secret>@<cloud_name>');

/**
 * `s3://<bucket>[/<prefix>][?region=<region>&endpoint=<http(s) origin>]`: where each good backup is
 * copied off the machine. Without `endpoint`, AWS S3 itself; with one, any S3-compatible storage
 * (addressed path-style, as MinIO, Cloudflare R2 or Backblaze B2 take it). Credentials are not in
 * it: the AWS SDK reads AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or a profile or role) itself.
 */
const backupS3Url = z.string().transform((value, ctx): BackupS3Target => {
  const problem = 'must be s3://<bucket>[/<prefix>][?region=<region>&endpoint=<http(s)://host:port>]';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  const known = new Set(['region', 'endpoint']);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  const endpointOk = endpoint === undefined || /^https?:\/\/[^\s/?#]+\/?$/.test(endpoint);
  if (url.protocol !== 's3:' || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname) || url.hash || [...url.searchParams.keys()].some((key) => !known.has(key)) || !endpointOk) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return { bucket: url.hostname, prefix, region: url.searchParams.get('region') ?? 'us-east-1', endpoint: endpoint?.replace(/\/$/, '') };
});

function envSchema(repoRoot: string) {
  return z.object({
    NODE_ENV: z.preprocess(blankToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
    HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
    DATA_DIR: z.preprocess(blankToUndefined, z.string().default(join(repoRoot, '.data'))),
    SEED_DEMO: booleanFlag.transform((value) => value ?? true),
    PUBLIC_ORIGIN: optional(origin),
    TRUST_PROXY: z.preprocess(blankToUndefined, trustProxy.default('loopback')),
    SMTP_URL: optional(smtpUrl),
    MAIL_FROM: optional(mailFrom),
    ADMIN_EMAIL: optional(adminEmail),
    ADMIN_PASSWORD: optional(adminPassword),
    WEB_DIST: z.preprocess(blankToUndefined, z.string().default(join(repoRoot, 'web', 'dist'))),
    /** The page renderer and the page template (npm run build makes it beside web/dist). */
    WEB_SSR: z.preprocess(blankToUndefined, z.string().default(join(repoRoot, 'web', 'dist-ssr'))),
    /**
     * Contact, sell-enquiry and subscription posts per IP per minute, all three together. 10 leaves
     * room for people behind one carrier-grade NAT address (common on Indian mobile networks).
     */
    RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(10)),
    /** local (SQLite, local auth, images on disk) or firebase (Firestore, Firebase Auth, Cloudinary). */
    BACKEND: z.preprocess(blankToUndefined, z.enum(['local', 'firebase'], { error: 'must be local or firebase' }).default('local')),
    FIREBASE_PROJECT_ID: optional(projectId),
    /** Set by Google on Cloud Functions / Cloud Run. */
    GCLOUD_PROJECT: optional(z.string().trim()),
    GOOGLE_CLOUD_PROJECT: optional(z.string().trim()),
    FIREBASE_WEB_API_KEY: optional(z.string().trim().max(200)),
    FIRESTORE_EMULATOR_HOST: optional(emulatorHost),
    FIREBASE_AUTH_EMULATOR_HOST: optional(emulatorHost),
    CLOUDINARY_URL: optional(cloudinaryUrl),
    /** Tests and local runs only: where the Cloudinary API and image delivery are reached. */
    CLOUDINARY_API_ORIGIN: optional(origin),
    CLOUDINARY_DELIVERY_ORIGIN: optional(origin),
    CLOUDINARY_FOLDER: optional(z.string().trim().regex(/^[\w-]{1,64}$/, 'must be letters, digits, _ or -')),
    /** Standalone: where the backups go (default DATA_DIR/backups). */
    BACKUP_DIR: optional(z.string()),
    /** Standalone: a copy of each good backup off the machine (backupS3Url). */
    BACKUP_S3_URL: optional(backupS3Url),
  });
}

/** What Firebase mode needs (BACKEND=firebase). Secrets are marked; never log them. */
export interface FirebaseEnv {
  projectId: string;
  /** Identity Toolkit key (the Web API key of the Firebase project; public, but required). */
  webApiKey: string;
  /** host:port of a Firestore emulator, when one is used. */
  firestoreEmulatorHost: string | undefined;
  /** host:port of the Auth emulator, when one is used. */
  authEmulatorHost: string | undefined;
  /** Required by the site (images); scripts that only touch admins (admin:create) run without it. */
  cloudinary:
    | {
        /** A secret (holds the API secret): never log it. */
        url: string;
        apiOrigin: string | undefined;
        deliveryOrigin: string | undefined;
        folder: string | undefined;
      }
    | undefined;
}

/** The emulators accept any API key; the real Identity Toolkit does not. */
const EMULATOR_API_KEY = 'emulator-api-key';

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute. Holds amaravati.db and images/. */
  dataDir: string;
  seedDemo: boolean;
  publicOrigin: string | undefined;
  trustProxy: number | string | false;
  /** A secret (may hold a password): never log it. */
  smtpUrl: string | undefined;
  /** From header of outgoing mail; composition/local.ts picks a default. */
  mailFrom: string | undefined;
  /** The first admin's email, used only when there is no admin yet. */
  adminEmail: string | undefined;
  /** The first admin's password, used only when there is no admin yet. A secret: never log it. */
  adminPassword: string | undefined;
  /** Absolute path of the built web app's files (served as they are). */
  webDist: string;
  /** Absolute path of the page renderer (web/dist-ssr). */
  webSsr: string;
  rateLimitPublicWritesPerMinute: number;
  backend: 'local' | 'firebase';
  /** Set when backend is 'firebase'. */
  firebase: FirebaseEnv | undefined;
  /** Standalone backups (docs/decisions/019). */
  backup: BackupEnv;
  /** The root package.json's version: written into every backup's manifest. */
  appVersion: string;
}

interface BackupEnv {
  /** Absolute: BACKUP_DIR, else DATA_DIR/backups. */
  dir: string;
  /** BACKUP_S3_URL: where each good backup is copied off the machine; none without it. */
  s3: BackupS3Target | undefined;
}

/** An S3 bucket (AWS or any S3-compatible storage) and the prefix the backups go under. */
export interface BackupS3Target {
  bucket: string;
  /** '' or 'a/b' (no leading or trailing slash). */
  prefix: string;
  region: string;
  /** An S3-compatible storage's origin; AWS S3 without it. */
  endpoint: string | undefined;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Reads the environment (process.env unless given). Relative paths are taken from the current directory. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const repoRoot = findRepoRoot();
  const result = envSchema(repoRoot).safeParse(source);
  if (!result.success) {
    // Values are not echoed: SMTP_URL may carry a password.
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = result.data;
  const firebase = env.BACKEND === 'firebase' ? firebaseEnv(env) : undefined;
  const dataDir = resolve(env.DATA_DIR);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    seedDemo: env.SEED_DEMO,
    publicOrigin: env.PUBLIC_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    webDist: resolve(env.WEB_DIST),
    webSsr: resolve(env.WEB_SSR),
    rateLimitPublicWritesPerMinute: env.RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE,
    backend: env.BACKEND,
    firebase,
    backup: { dir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : join(dataDir, 'backups'), s3: env.BACKUP_S3_URL },
    appVersion: appVersionOf(repoRoot),
  };
}

/** The `version` of the repository's package.json (`0.0.0` when it names none). */
function appVersionOf(repoRoot: string): string {
  try {
    const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof version === 'string' && version.trim() !== '' ? version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

type ParsedEnv = z.output<ReturnType<typeof envSchema>>;

/** Firebase mode's settings, or an EnvError listing every one that is missing. */
function firebaseEnv(env: ParsedEnv): FirebaseEnv {
  const problems: string[] = [];
  const projectId = env.FIREBASE_PROJECT_ID ?? env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) problems.push('FIREBASE_PROJECT_ID: required when BACKEND=firebase (your Firebase project id)');
  const webApiKey = env.FIREBASE_WEB_API_KEY ?? (env.FIREBASE_AUTH_EMULATOR_HOST ? EMULATOR_API_KEY : undefined);
  if (!webApiKey) problems.push('FIREBASE_WEB_API_KEY: required when BACKEND=firebase (Project settings → General → Web API key)');
  if (problems.length > 0 || !projectId || !webApiKey) throw new EnvError(problems);
  return {
    projectId,
    webApiKey,
    firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    cloudinary: env.CLOUDINARY_URL
      ? { url: env.CLOUDINARY_URL, apiOrigin: env.CLOUDINARY_API_ORIGIN, deliveryOrigin: env.CLOUDINARY_DELIVERY_ORIGIN, folder: env.CLOUDINARY_FOLDER }
      : undefined,
  };
}
