import sharp from 'sharp';
import { addDays, siteDay } from '../functions/src/core/dates';
import { generateBlock } from '../functions/src/core/layout-blocks';
import type { PlotStatus, RoadFacing } from '../functions/src/core/constants';
import type { Plot } from '../functions/src/core/schemas/plot';
import type { Region } from '../functions/src/core/schemas/region';
import type { LayoutShape, Venture, VentureInput } from '../functions/src/core/schemas/venture';
import { ADMIN } from './harness';

/**
 * A venture made as an admin makes one, through the admin API (so every cached public answer is
 * dropped as in real use): its details, a layout plan (1200 × 800, one plan pixel 0.3 ft), and
 * over it two generated blocks, one irregular plot, a road and a park; a plot made from each plot
 * shape, and a few statuses set. Known numbers, sizes and facings, independent of the demo data:
 *   1–12   block of 2 × 6, 30 × 45 ft (150 sq.yd); 1–6 face North, 7–12 East
 *   block of 1 × 4, 45 × 60 ft (300 sq.yd), West
 *   13     a five-cornered plot beside the park, East
 *   statuses: 1 sold, 2 reserved (a week), 3 booked, A-4 not for sale, the rest available.
 */
const PLAN = { width: 1200, height: 800, feetPerPlanUnit: 0.3 } as const;

export interface VentureFixture {
  venture: Venture;
  /** The venture's plots by number. */
  plots: Map<string, Plot>;
  /** The admin's session, for status changes later. */
  admin: AdminApi;
}

interface AdminApi {
  send: (method: string, path: string, body?: unknown) => Promise<Response>;
  /** A status for some of the venture's plots (by number), as the back office's bulk change sends it. */
  setStatus: (fixture: Pick<VentureFixture, 'venture' | 'plots'>, numbers: readonly string[], status: PlotStatus, reservedUntil?: string) => Promise<void>;
}

/**
 * Signs the admin in through the API (the session cookie) and returns the calls the back office
 * makes. Without an Origin header, as a program calls: the server may have a PUBLIC_ORIGIN of its own.
 */
async function adminApi(server: { url: string }): Promise<AdminApi> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().find((value) => value.startsWith('__session='))!.split(';')[0]!;
  const headers = { 'X-Requested-With': 'fetch', Cookie: cookie };
  const send = async (method: string, path: string, body?: unknown) => {
    if (body instanceof FormData) return fetch(`${server.url}${path}`, { method, headers, body });
    return fetch(`${server.url}${path}`, { method, headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  };
  return {
    send,
    setStatus: async ({ venture, plots }, numbers, status, reservedUntil) => {
      const plotIds = numbers.map((number) => plots.get(number)!.id);
      await expectOk(send('POST', `/api/admin/ventures/${venture.id}/plot-statuses`, { plotIds, status, ...(reservedUntil ? { reservedUntil } : {}) }), 'plot statuses');
    },
  };
}

async function expectOk(pending: Promise<Response>, what: string): Promise<Response> {
  const response = await pending;
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** A plan as a surveyor's drawing might look: a pale sheet, the road and the park drawn in. */
async function planPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PLAN.width}" height="${PLAN.height}">
    <rect width="100%" height="100%" fill="#fbfaf5"/>
    <rect x="100" y="420" width="1000" height="60" fill="#d6d3d1"/>
    <rect x="800" y="100" width="300" height="300" fill="#bbf7d0"/>
    <g fill="none" stroke="#78716c" stroke-width="2"><rect x="100" y="100" width="600" height="300"/><rect x="100" y="500" width="600" height="200"/></g>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The shapes of the layout: two generated blocks, an irregular plot, a road and a park. */
function layoutShapes(): LayoutShape[] {
  let next = 0;
  const newId = () => `s${(next += 1)}`;
  return [
    ...generateBlock({ rect: { x: 100, y: 100, width: 600, height: 300 }, rows: 2, columns: 6, numbering: 'numbers', prefix: '', start: 1, order: 'rows' }, newId),
    ...generateBlock({ rect: { x: 100, y: 500, width: 600, height: 200 }, rows: 1, columns: 4, numbering: 'prefixed', prefix: 'A-', start: 1, order: 'rows' }, newId),
    { id: newId(), kind: 'plot', label: '13', points: [[800, 500], [950, 500], [1000, 580], [950, 700], [800, 700]], plotId: null },
    { id: newId(), kind: 'road', label: 'Main road', points: [[100, 420], [1100, 420], [1100, 480], [100, 480]], plotId: null },
    { id: newId(), kind: 'park', label: 'Park', points: [[800, 100], [1100, 100], [1100, 400], [800, 400]], plotId: null },
  ];
}

function facingOf(number: string): RoadFacing {
  if (number.startsWith('A-')) return 'West';
  return Number(number) <= 6 ? 'North' : 'East';
}

/** Makes the venture (see the file's comment) in the first region of the demo data. */
export async function createVenture(server: { url: string }, overrides: Partial<VentureInput> = {}): Promise<VentureFixture> {
  const admin = await adminApi(server);
  const regions = (await (await fetch(`${server.url}/api/regions`)).json()) as Region[];
  const input: VentureInput = {
    name: 'Green Meadows',
    nameTe: 'గ్రీన్ మెడోస్',
    developer: 'Sai Developers',
    regionId: regions[0]!.id,
    coordinates: { latitude: 16.5, longitude: 80.47 },
    layoutAuthority: 'APCRDA',
    layoutPermitNumber: '31/2020',
    reraNumber: 'P06060125894',
    totalExtentAcres: 12.5,
    saleStatus: 'selling',
    amenities: ['Children\'s park', 'Temple site'],
    description: 'A gated layout beside the seed access road.',
    plotDefaults: { pricePerSqYard: 25_000, roadFacing: 'East', category: 'residential', type: 'Residential', areaSqYd: 200, roadWidth: 9 },
    feetPerPlanUnit: PLAN.feetPerPlanUnit,
    ...overrides,
  };
  const venture = (await (await expectOk(admin.send('POST', '/api/admin/ventures', input), 'the venture')).json()) as Venture;

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await planPng())], { type: 'image/png' }), 'layout.png');
  const { version } = (await (await expectOk(admin.send('POST', `/api/admin/ventures/${venture.id}/layout-image`, form), 'the plan')).json()) as { version: number };

  const shapes = layoutShapes();
  await expectOk(admin.send('PUT', `/api/admin/ventures/${venture.id}/layout`, { version, shapes }), 'the layout');
  const plots = new Map<string, Plot>();
  for (const shape of shapes.filter((candidate) => candidate.kind === 'plot')) {
    const made = await expectOk(admin.send('POST', `/api/admin/ventures/${venture.id}/plots`, { shapeId: shape.id, roadFacing: facingOf(shape.label) }), `plot ${shape.label}`);
    plots.set(shape.label, ((await made.json()) as { plot: Plot }).plot);
  }

  const fixture = { venture, plots, admin };
  await admin.setStatus(fixture, ['1'], 'sold');
  await admin.setStatus(fixture, ['2'], 'reserved', addDays(siteDay(new Date()), 7));
  await admin.setStatus(fixture, ['3'], 'booked');
  await admin.setStatus(fixture, ['A-4'], 'not-for-sale');
  const current = (await (await expectOk(admin.send('GET', `/api/admin/ventures/${venture.id}`), 'the venture read back')).json()) as Venture;
  return { ...fixture, venture: current };
}
