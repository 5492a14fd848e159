import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, findRepoRoot, loadEnv } from './env';

const repoRoot = findRepoRoot();

describe('loadEnv', () => {
  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(repoRoot, '.data'),
      seedDemo: true,
      publicOrigin: undefined,
      trustProxy: 'loopback',
      smtpUrl: undefined,
      mailFrom: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      webDist: join(repoRoot, 'web', 'dist'),
      webSsr: join(repoRoot, 'web', 'dist-ssr'),
      rateLimitPublicWritesPerMinute: 10,
      backend: 'local',
      firebase: undefined,
      backup: { dir: join(repoRoot, '.data', 'backups'), s3: undefined },
      appVersion: '1.0.0',
    });
  });

  it('puts the backups in DATA_DIR/backups unless BACKUP_DIR says where', () => {
    expect(loadEnv({ DATA_DIR: '/var/lib/amaravati' }).backup.dir).toBe('/var/lib/amaravati/backups');
    expect(loadEnv({ DATA_DIR: '/var/lib/amaravati', BACKUP_DIR: '/mnt/usb/backups' }).backup.dir).toBe('/mnt/usb/backups');
  });

  it('reads BACKUP_S3_URL as a bucket, a prefix, a region and an S3-compatible endpoint', () => {
    expect(loadEnv({ BACKUP_S3_URL: 's3://plots-backups' }).backup.s3).toEqual({ bucket: 'plots-backups', prefix: '', region: 'us-east-1', endpoint: undefined });
    expect(loadEnv({ BACKUP_S3_URL: 's3://plots-backups/site/nightly/?region=ap-south-1&endpoint=http://127.0.0.1:4569/' }).backup.s3).toEqual({
      bucket: 'plots-backups',
      prefix: 'site/nightly',
      region: 'ap-south-1',
      endpoint: 'http://127.0.0.1:4569',
    });
    for (const bad of ['https://plots-backups', 's3://', 's3://Plots_Backups', 's3://plots-backups?endpoint=ftp://x', 's3://plots-backups?secret=1']) {
      expect(() => loadEnv({ BACKUP_S3_URL: bad }), bad).toThrow(/BACKUP_S3_URL: must be s3:\/\/<bucket>/);
    }
  });

  it('finds the repository root (the workspaces package.json)', () => {
    expect(join(repoRoot, 'functions', 'src', 'config')).toBe(import.meta.dirname);
  });

  it('reads every variable', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/amaravati',
      SEED_DEMO: 'false',
      PUBLIC_ORIGIN: 'https://Plots.Example.com/',
      TRUST_PROXY: '1',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      WEB_DIST: '/srv/web',
      RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: '1000',
    });
    expect(env).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/amaravati',
      seedDemo: false,
      publicOrigin: 'https://plots.example.com',
      trustProxy: 1,
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      webDist: '/srv/web',
      rateLimitPublicWritesPerMinute: 1000,
    });
  });

  it('treats blank values as unset and accepts trust-proxy lists', () => {
    const env = loadEnv({ PORT: '', SEED_DEMO: ' ', TRUST_PROXY: 'loopback, 10.0.0.0/8', PUBLIC_ORIGIN: '' });
    expect(env.port).toBe(3000);
    expect(env.seedDemo).toBe(true);
    expect(env.trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(env.publicOrigin).toBeUndefined();
    expect(loadEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('lists everything that is wrong at once, without echoing secrets', () => {
    let error: unknown;
    try {
      loadEnv({
        PORT: 'eighty',
        SEED_DEMO: 'maybe',
        PUBLIC_ORIGIN: 'https://example.com/shop',
        TRUST_PROXY: 'true',
        SMTP_URL: 'http://user:hunter2@example.com',
        RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: '0',
        NODE_ENV: 'staging',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.map((problem) => problem.split(':')[0]).sort();
    expect(problems).toEqual(
      ['NODE_ENV', 'PORT', 'PUBLIC_ORIGIN', 'RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE', 'SEED_DEMO', 'SMTP_URL', 'TRUST_PROXY'].sort(),
    );
    expect((error as EnvError).message).not.toContain('hunter2');
  });

  it('reads the first admin and the mail sender', () => {
    const env = loadEnv({ ADMIN_EMAIL: ' Owner@Plots.Example.in ', ADMIN_PASSWORD: ' spaces count ', MAIL_FROM: 'Amaravati Plots <mail@plots.example.in>' });
    expect(env.adminEmail).toBe('owner@plots.example.in');
    expect(env.adminPassword).toBe(' spaces count ');
    expect(env.mailFrom).toBe('Amaravati Plots <mail@plots.example.in>');
  });

  it('refuses a bad first admin or sender, never echoing the password', () => {
    let error: unknown;
    try {
      loadEnv({ ADMIN_EMAIL: 'owner', ADMIN_PASSWORD: 'abc12', MAIL_FROM: 'nobody' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems;
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'MAIL_FROM']);
    expect(problems.find((problem) => problem.startsWith('ADMIN_PASSWORD'))).toBe('ADMIN_PASSWORD: must be at least 6 characters');
    expect((error as EnvError).message).not.toContain('abc12');
    expect(() => loadEnv({ ADMIN_PASSWORD: 'x'.repeat(129) })).toThrow(/ADMIN_PASSWORD: must be at most 128/);
  });

  describe('BACKEND=firebase', () => {
    const cloudinary = 'cloudinary://123456:s3cr3t-value@demo-cloud';

    it('reads the project, key, emulators and Cloudinary settings', () => {
      const env = loadEnv({
        BACKEND: 'firebase',
        FIREBASE_PROJECT_ID: 'amaravati-plots',
        FIREBASE_WEB_API_KEY: 'AIzaKey',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
        FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099',
        CLOUDINARY_URL: cloudinary,
        CLOUDINARY_API_ORIGIN: 'http://127.0.0.1:4000',
        CLOUDINARY_DELIVERY_ORIGIN: 'http://127.0.0.1:4000/',
        CLOUDINARY_FOLDER: 'plots-test',
      });
      expect(env.backend).toBe('firebase');
      expect(env.firebase).toEqual({
        projectId: 'amaravati-plots',
        webApiKey: 'AIzaKey',
        firestoreEmulatorHost: '127.0.0.1:8080',
        authEmulatorHost: 'localhost:9099',
        cloudinary: { url: cloudinary, apiOrigin: 'http://127.0.0.1:4000', deliveryOrigin: 'http://127.0.0.1:4000', folder: 'plots-test' },
      });
    });

    it('takes the project id Google sets on Cloud Functions, and any key for the Auth emulator', () => {
      const env = loadEnv({ BACKEND: 'firebase', GCLOUD_PROJECT: 'amaravati-prod', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', CLOUDINARY_URL: cloudinary });
      expect(env.firebase).toMatchObject({ projectId: 'amaravati-prod', webApiKey: 'emulator-api-key' });
    });

    it('lists everything missing at once, without echoing the Cloudinary secret', () => {
      const error = (() => {
        try {
          loadEnv({ BACKEND: 'firebase' });
        } catch (caught) {
          return caught;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems.map((problem) => problem.split(':')[0])).toEqual(['FIREBASE_PROJECT_ID', 'FIREBASE_WEB_API_KEY']);
      // The site needs Cloudinary (composition/firebase.ts says so at start); admin:create does not.
      expect(loadEnv({ BACKEND: 'firebase', FIREBASE_PROJECT_ID: 'amaravati-plots', FIREBASE_WEB_API_KEY: 'k' }).firebase?.cloudinary).toBeUndefined();
      expect(() => loadEnv({ BACKEND: 'firebase', FIREBASE_PROJECT_ID: 'amaravati-plots', FIREBASE_WEB_API_KEY: 'k', CLOUDINARY_URL: 'https://s3cr3t@x' })).toThrow(
        /CLOUDINARY_URL: must be cloudinary:/,
      );
      try {
        loadEnv({ BACKEND: 'firebase', FIREBASE_PROJECT_ID: 'amaravati-plots', FIREBASE_WEB_API_KEY: 'k', CLOUDINARY_URL: 'cloudinary://s3cr3t' });
      } catch (caught) {
        expect(String((caught as Error).message)).not.toContain('s3cr3t');
      }
    });

    it('refuses a bad backend, project id or emulator host', () => {
      expect(() => loadEnv({ BACKEND: 'mongo' })).toThrow(/BACKEND: must be local or firebase/);
      expect(() => loadEnv({ BACKEND: 'firebase', FIREBASE_PROJECT_ID: 'Bad_Project', FIREBASE_WEB_API_KEY: 'k', CLOUDINARY_URL: cloudinary })).toThrow(/FIREBASE_PROJECT_ID/);
      expect(() => loadEnv({ FIRESTORE_EMULATOR_HOST: 'http://localhost:8080' })).toThrow(/FIRESTORE_EMULATOR_HOST: must be host:port/);
    });

    it('ignores the Firebase settings in local mode', () => {
      expect(loadEnv({ CLOUDINARY_URL: cloudinary }).firebase).toBeUndefined();
    });
  });
});
