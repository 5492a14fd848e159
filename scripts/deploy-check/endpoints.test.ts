import { describe, expect, it } from 'vitest';
import { checkEndpoints, type Manifest } from './endpoints';
import { failures, goodManifest } from './testing';

describe('discovered functions', () => {
  it('passes api, every trigger and both schedules in asia-south1 with caps', () => {
    expect(failures(checkEndpoints(goodManifest()))).toEqual([]);
  });

  it.each<[string, (manifest: Manifest) => void, RegExp]>([
    ['a trigger is missing', (m) => delete m.endpoints.onPlotDeleted, /onPlotDeleted is not exported/],
    ['a function runs in us-central1', (m) => (m.endpoints.onLeadCreated!.region = ['us-central1']), /not in asia-south1: onLeadCreated/],
    ['a function has no maxInstances', (m) => (m.endpoints.api!.maxInstances = null), /maxInstances missing or above 10: api \(none\)/],
    ['a function may scale too far', (m) => (m.endpoints.onBlogCreated!.maxInstances = 100), /onBlogCreated \(100\)/],
    ['a trigger watches the wrong collection', (m) => (m.endpoints.onLeadDeleted!.eventTrigger!.eventFilterPathPatterns = { document: 'leads/{id}' }), /onLeadDeleted watches leads\/\{id\}/],
    ['a schedule runs in UTC', (m) => (m.endpoints.reconcileCountersNightly!.scheduleTrigger!.timeZone = null), /time zone UTC/],
    ['a parameter uses a reserved name', (m) => m.params!.push({ name: 'FIREBASE_WEB_API_KEY', type: 'string' }), /reserves: FIREBASE_WEB_API_KEY/],
  ])('fails when %s', (_case, edit, expected) => {
    const manifest = goodManifest();
    edit(manifest);
    expect(failures(checkEndpoints(manifest)).join('\n')).toMatch(expected);
  });

  it('warns about a function the check does not know, and about an api Hosting cannot call', () => {
    const manifest = goodManifest();
    manifest.endpoints.onVillageCreated = { ...manifest.endpoints.onPlotCreated! };
    manifest.endpoints.api!.httpsTrigger = { invoker: null };
    const warnings = checkEndpoints(manifest).filter((check) => check.status === 'warn');
    expect(warnings.map((check) => check.label)).toEqual(['unexpected functions will be deployed too: onVillageCreated', 'api is not declared public']);
    expect(warnings[0]!.hint).toMatch(/scripts\/deploy-check\/expected-functions\.ts/);
  });
});
