import { pathToFileURL } from 'node:url';
import { startCloudEventFunctionServer, startFunctionsFrameworkServer } from './functions-framework-server';

/**
 * Test helper, run as a process of its own (e2e/harness.ts, startCloudFunction): imports a built
 * Cloud Functions entry, as the Functions runtime does, serves one of its functions the way the
 * Functions Framework runs it (an HTTPS or scheduled function: HTTP requests; a Firestore trigger:
 * CloudEvents), and prints `listening <url>` once it answers.
 *
 *   tsx functions/src/testing/serve-function.ts <path of dist/index.js> <exported function>
 */
const [entry, name] = process.argv.slice(2);
if (!entry || !name) {
  console.error('usage: serve-function <entry.js> <exported function>');
  process.exit(2);
}
const exported = ((await import(pathToFileURL(entry).href)) as Record<string, unknown>)[name];
if (typeof exported !== 'function') {
  console.error(`${entry} exports no function ${name}`);
  process.exit(2);
}
// A Firestore trigger's endpoint names its event; HTTPS and scheduled functions take HTTP requests.
const isEventFunction = (exported as { __endpoint?: { eventTrigger?: unknown } }).__endpoint?.eventTrigger !== undefined;
const server = isEventFunction
  ? await startCloudEventFunctionServer(exported as Parameters<typeof startCloudEventFunctionServer>[0])
  : await startFunctionsFrameworkServer(exported as Parameters<typeof startFunctionsFrameworkServer>[0]);
console.log(`listening ${server.url}`);

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
