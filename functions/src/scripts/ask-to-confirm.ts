import { createConsoleLogger } from '../adapters/logger/console-logger';
import { mailLinkOrigin } from '../app';
import { createDeps } from '../composition/compose';
import { loadEnv } from '../config/env';
import { askSubscribersToConfirm } from '../jobs/ask-subscribers-to-confirm';
import { keptSignedLinks } from '../features/subscriptions/subscriptions.service';
import { exitWith } from './exit-with';

/**
 * `npm run jobs:ask-to-confirm`: mails every subscriber who was never asked a confirmation link,
 * once (jobs/ask-subscribers-to-confirm.ts), in the store BACKEND names: the way to run it on
 * Firebase, where no server starts; the standalone server runs it at every start itself.
 */
async function main(): Promise<number> {
  const env = loadEnv();
  const deps = await createDeps(env, { log: createConsoleLogger({ quiet: true }) });
  try {
    console.log(`Data: ${deps.where}`);
    const result = await askSubscribersToConfirm({ ...deps, linkOrigin: mailLinkOrigin(deps.config), links: keptSignedLinks(deps.store.meta) });
    console.log(`Asked to confirm: ${result.asked}; asked before: ${result.alreadyAsked}; failed: ${result.failed}`);
    return result.failed === 0 ? 0 : 1;
  } finally {
    await deps.close();
  }
}

exitWith(main);
