import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Store } from '../functions/src/ports/store';
import { ADMIN_FLOW, launchBrowser, signedInContexts, startServer, type RunningServer } from './harness';

// The vitest hooks live here, not in harness.ts: the global setup and the bench scripts import that outside a test.

/** What a file of admin flows shares: its server, the store behind it, and a desktop admin signed in. */
export interface AdminFlowFile {
  server: RunningServer;
  store: Store;
  context: BrowserContext;
}

/**
 * Starts, for the calling test file, a server, a browser, the store and a signed-in admin context
 * before its tests, and stops them after. Read the fields inside tests (they are set in beforeAll).
 */
export function adminFlowFile(): AdminFlowFile {
  const file = {} as AdminFlowFile;
  let browser: Browser | undefined;
  beforeAll(async () => {
    file.server = await startServer();
    browser = await launchBrowser();
    file.store = await file.server.openStore();
    file.context = (await signedInContexts(browser, file.server, [ADMIN_FLOW])).get(ADMIN_FLOW)!;
  });
  afterAll(async () => {
    await file.context?.close();
    await file.store?.close();
    await browser?.close();
    await file.server?.stop();
  });
  return file;
}
