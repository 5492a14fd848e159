/**
 * The functions `firebase deploy` discovers in the bundle (its manifest): every expected function
 * with its trigger, in the region, with maxInstances capped; schedules in India's time zone; api
 * public; no parameter under a name Cloud Functions reserves.
 */
import { MAX_INSTANCES_CAP, REGION, TIME_ZONE } from '../../functions/src/triggers/function-options';
import { fail, ok, warn, type Check } from './checklist';
import { EXPECTED_FUNCTIONS, type Kind } from './expected-functions';

export interface ManifestEndpoint {
  platform?: string;
  region?: string[];
  maxInstances?: number | null;
  httpsTrigger?: { invoker?: string[] | null };
  eventTrigger?: { eventType?: string; eventFilters?: Record<string, string>; eventFilterPathPatterns?: Record<string, string>; retry?: boolean };
  scheduleTrigger?: { schedule?: string; timeZone?: string | null };
  secretEnvironmentVariables?: { key: string }[] | null;
}

interface ManifestParam {
  name: string;
  type?: string;
  default?: unknown;
  description?: string;
}

export interface Manifest {
  endpoints: Record<string, ManifestEndpoint>;
  params?: ManifestParam[];
}

/** Environment keys Cloud Functions reserves: a parameter or .env key named so makes `firebase deploy` fail. */
const RESERVED_PREFIXES = ['X_GOOGLE_', 'FIREBASE_', 'EXT_', 'KIT_'];
const RESERVED_KEYS = new Set([
  'FIREBASE_CONFIG',
  'CLOUD_RUNTIME_CONFIG',
  'EVENTARC_CLOUD_EVENT_SOURCE',
  'ENTRY_POINT',
  'GCP_PROJECT',
  'GCLOUD_PROJECT',
  'GOOGLE_CLOUD_PROJECT',
  'FUNCTION_TRIGGER_TYPE',
  'FUNCTION_NAME',
  'FUNCTION_MEMORY_MB',
  'FUNCTION_TIMEOUT_SEC',
  'FUNCTION_IDENTITY',
  'FUNCTION_REGION',
  'FUNCTION_TARGET',
  'FUNCTION_SIGNATURE_TYPE',
  'K_SERVICE',
  'K_REVISION',
  'PORT',
  'K_CONFIGURATION',
]);

function kindOf(endpoint: ManifestEndpoint): Kind | 'other' {
  return endpoint.httpsTrigger ? 'https' : endpoint.eventTrigger ? 'event' : endpoint.scheduleTrigger ? 'schedule' : 'other';
}

export function checkEndpoints(manifest: Manifest): Check[] {
  const checks: Check[] = [];
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(EXPECTED_FUNCTIONS)) {
    const endpoint = manifest.endpoints[name];
    if (!endpoint) {
      problems.push(`${name} is not exported`);
      continue;
    }
    if (kindOf(endpoint) !== expected.kind) problems.push(`${name} is a ${kindOf(endpoint)} function, expected ${expected.kind}`);
    if (expected.eventType && endpoint.eventTrigger?.eventType !== expected.eventType) problems.push(`${name} listens to ${endpoint.eventTrigger?.eventType}, expected ${expected.eventType}`);
    const document = endpoint.eventTrigger?.eventFilterPathPatterns?.document ?? endpoint.eventTrigger?.eventFilters?.document;
    if (expected.document && document !== expected.document) problems.push(`${name} watches ${document}, expected ${expected.document}`);
    if (expected.kind === 'schedule' && endpoint.scheduleTrigger?.timeZone !== TIME_ZONE) problems.push(`${name} runs in time zone ${endpoint.scheduleTrigger?.timeZone ?? 'UTC'}, expected ${TIME_ZONE}`);
  }
  const count = (kind: Kind) => Object.values(EXPECTED_FUNCTIONS).filter((expected) => expected.kind === kind).length;
  checks.push(problems.length === 0 ? ok(`functions discovered: api, ${count('event')} Firestore triggers, ${count('schedule')} schedules`) : fail(`functions: ${problems.join('; ')}`, 'See functions/src/index.ts.'));

  const unexpected = Object.keys(manifest.endpoints).filter((name) => !(name in EXPECTED_FUNCTIONS));
  if (unexpected.length > 0) checks.push(warn(`unexpected functions will be deployed too: ${unexpected.join(', ')}`, 'Add each to scripts/deploy-check/expected-functions.ts.'));

  const wrongRegion = Object.entries(manifest.endpoints).filter(([, endpoint]) => !(endpoint.region?.length === 1 && endpoint.region[0] === REGION));
  checks.push(wrongRegion.length === 0 ? ok(`every function in ${REGION}`) : fail(`not in ${REGION}: ${wrongRegion.map(([name, e]) => `${name} (${e.region?.join(',') ?? 'default us-central1'})`).join(', ')}`));

  const uncapped = Object.entries(manifest.endpoints).filter(([, endpoint]) => typeof endpoint.maxInstances !== 'number' || endpoint.maxInstances < 1 || endpoint.maxInstances > MAX_INSTANCES_CAP);
  checks.push(
    uncapped.length === 0
      ? ok(`every function has maxInstances ≤ ${MAX_INSTANCES_CAP}`)
      : fail(`maxInstances missing or above ${MAX_INSTANCES_CAP}: ${uncapped.map(([name, e]) => `${name} (${e.maxInstances ?? 'none'})`).join(', ')}`, 'docs/security.md: cap maxInstances on every function.'),
  );

  const apiEndpoint = manifest.endpoints.api;
  if (apiEndpoint?.httpsTrigger && !apiEndpoint.httpsTrigger.invoker?.includes('public')) {
    checks.push(warn('api is not declared public', 'Hosting calls it without credentials; it needs invoker "public" (the CLI default for new functions).'));
  }

  const badParams = (manifest.params ?? []).filter((param) => RESERVED_KEYS.has(param.name) || RESERVED_PREFIXES.some((prefix) => param.name.startsWith(prefix)));
  if (badParams.length > 0) {
    checks.push(fail(`parameter names Cloud Functions reserves: ${badParams.map((param) => param.name).join(', ')}`, `Names starting ${RESERVED_PREFIXES.join(', ')} (and a few others) are refused by \`firebase deploy\`; rename them.`));
  }
  return checks;
}
