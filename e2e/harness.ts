import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * End-to-end harness: the built server (functions/dist/server.js serving web/dist) on a free
 * port over a fresh data folder, and the system Chromium driven by playwright-core.
 */

export const REPO_ROOT = resolve(import.meta.dirname, '..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** The first admin the server creates on its first start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@capitalacres.example', password: 'e2e-admin-password-1' } as const;

export interface RunningServer {
  url: string;
  dataDir: string;
  dbFile: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts the built standalone server with demo data in a temporary data folder, and returns once
 * /api/health says 200: the server answers 503 until its first admin exists, so callers may sign in at once.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = join(REPO_ROOT, 'functions/dist/server.js');
  if (!existsSync(entry)) throw new Error('functions/dist/server.js is missing: run `npm run build` first');
  const dataDir = await mkdtemp(join(tmpdir(), 'amaravati-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // Generous: tests submit forms many times from one IP.
      RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: '1000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    dataDir,
    dbFile: join(dataDir, 'amaravati.db'),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** A fresh context (own localStorage and cookies) at a named viewport. */
export async function newPage(
  browser: Browser,
  viewport: ViewportName,
  options: { baseURL: string },
): Promise<{ context: BrowserContext; page: Page; pageErrors: Error[] }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: options.baseURL,
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    deviceScaleFactor: 1,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  // Uncaught errors in the page are collected; tests assert the list stays empty.
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors };
}

/** Saves a screenshot under e2e/.artifacts (ignored by git) for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(REPO_ROOT, 'e2e/.artifacts', `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** Signs in through the real login screen and waits for the dashboard. */
export async function signIn(page: Page, credentials: { email: string; password: string } = ADMIN): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
}
