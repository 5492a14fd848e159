import sharp from 'sharp';
import type { PlotStatus } from '../../functions/src/core/constants';
import { addDays, siteDay } from '../../functions/src/core/dates';
import { generateBlock } from '../../functions/src/core/layout-blocks';
import type { PlanRect } from '../../functions/src/core/layout-geometry';
import type { Region } from '../../functions/src/core/schemas/region';
import type { LayoutShape, Venture, VentureInput } from '../../functions/src/core/schemas/venture';
import { BENCH_ADMIN } from './bench-server';

/**
 * The bench's layout: 8 blocks (4 across, 2 down) of 5 rows × 10 plots of 45 × 60 plan units with
 * roads between, 400 plots numbered 1–400 block after block; the plan 2240 × 960 (one unit 0.75 ft,
 * so a plot is about 34 × 45 ft). A block's box with its margin holds its 50 plots and no other.
 */
const PLOT = { width: 45, height: 60 } as const;
const BLOCK = { rows: 5, columns: 10 } as const;
const BLOCKS_ACROSS = 4;
const BLOCKS_DOWN = 2;
const GAP = { x: 80, y: 120 } as const;
const MARGIN = 60;
export const PLAN = {
  width: MARGIN * 2 + BLOCKS_ACROSS * BLOCK.columns * PLOT.width + (BLOCKS_ACROSS - 1) * GAP.x,
  height: MARGIN * 2 + BLOCKS_DOWN * BLOCK.rows * PLOT.height + (BLOCKS_DOWN - 1) * GAP.y,
} as const;
export const PLOTS_PER_BLOCK = BLOCK.rows * BLOCK.columns;
const BLOCK_COUNT = BLOCKS_ACROSS * BLOCKS_DOWN;

/** Block `index`'s rectangle on the plan (0 top left, along the top row first). */
export function blockRect(index: number): PlanRect {
  const column = index % BLOCKS_ACROSS;
  const row = Math.floor(index / BLOCKS_ACROSS);
  const width = BLOCK.columns * PLOT.width;
  const height = BLOCK.rows * PLOT.height;
  return { x: MARGIN + column * (width + GAP.x), y: MARGIN + row * (height + GAP.y), width, height };
}

/** Of every 20 plots: 10 available, 5 sold, 2 booked, 2 reserved and 1 not for sale, spread over the plan. */
function statusOf(index: number): PlotStatus {
  const slot = index % 20;
  if (slot < 10) return 'available';
  if (slot < 15) return 'sold';
  if (slot < 17) return 'booked';
  if (slot < 19) return 'reserved';
  return 'not-for-sale';
}

function layoutShapes(): LayoutShape[] {
  let next = 0;
  const newId = () => `s${(next += 1)}`;
  return Array.from({ length: BLOCK_COUNT }, (_, index) =>
    generateBlock({ rect: blockRect(index), rows: BLOCK.rows, columns: BLOCK.columns, numbering: 'numbers', prefix: '', start: index * PLOTS_PER_BLOCK + 1, order: 'rows' }, newId),
  ).flat();
}

/** A surveyor's sheet: pale paper, the roads between the blocks, each block outlined. */
async function planPng(): Promise<Buffer> {
  const blocks = Array.from({ length: BLOCK_COUNT }, (_, index) => {
    const { x, y, width, height } = blockRect(index);
    return `<rect x="${x}" y="${y}" width="${width}" height="${height}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PLAN.width}" height="${PLAN.height}">
    <rect width="100%" height="100%" fill="#fbfaf5"/>
    <rect x="0" y="${blockRect(0).y + blockRect(0).height + 20}" width="${PLAN.width}" height="${GAP.y - 40}" fill="#d6d3d1"/>
    <g fill="none" stroke="#78716c" stroke-width="2">${blocks}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The admin API as the back office calls it, signed in with the bench admin's session cookie. */
export interface AdminSession {
  send: (method: string, path: string, body?: unknown) => Promise<Response>;
}

/** Signs the bench admin in. Without an Origin header, as a program calls the API. */
export async function signInAdmin(base: string): Promise<AdminSession> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (login.status !== 200) throw new Error(`bench sign-in: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().find((value) => value.startsWith('__session='))!.split(';')[0]!;
  const headers = { 'X-Requested-With': 'fetch', Cookie: cookie };
  return {
    send: (method, path, body) => {
      if (body instanceof FormData) return fetch(`${base}${path}`, { method, headers, body });
      return fetch(`${base}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
  };
}

export async function expectOk(pending: Promise<Response>, what: string): Promise<Response> {
  const response = await pending;
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

export interface BenchVenture {
  venture: Venture;
  /** The plots' ids by plot number ('1'…'400'). */
  plotIds: Map<string, string>;
}

/**
 * A venture of 400 plots made as an admin makes one, through the admin API (so the public answers
 * are dropped as in real use): its details, the plan, the 400 shapes saved, a plot made from each
 * shape with the venture's defaults, and the statuses set (statusOf), one request per status.
 */
export async function createBenchVenture(base: string, admin: AdminSession): Promise<BenchVenture> {
  const regions = (await (await expectOk(fetch(`${base}/api/regions`), 'the regions')).json()) as Region[];
  if (regions.length === 0) throw new Error('the bench venture needs a region: start the server with the demo data');
  const input: VentureInput = {
    name: 'Bench Layout Four Hundred',
    developer: 'Bench Developers',
    regionId: regions[0]!.id,
    coordinates: { latitude: 16.51, longitude: 80.5 },
    layoutAuthority: 'APCRDA',
    layoutPermitNumber: '12/2024',
    totalExtentAcres: 40,
    saleStatus: 'selling',
    amenities: ['Avenue plantation', 'Underground drainage'],
    description: 'A layout of 400 plots in eight blocks, made by the bench.',
    plotDefaults: { pricePerSqYard: 22_000, roadFacing: 'East', category: 'residential', type: 'Residential', areaSqYd: 170, roadWidth: 12 },
    feetPerPlanUnit: 0.75,
  };
  const venture = (await (await expectOk(admin.send('POST', '/api/admin/ventures', input), 'the venture')).json()) as Venture;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await planPng())], { type: 'image/png' }), 'layout.png');
  const { version } = (await (await expectOk(admin.send('POST', `/api/admin/ventures/${venture.id}/layout-image`, form), 'the plan')).json()) as { version: number };
  const shapes = layoutShapes();
  await expectOk(admin.send('PUT', `/api/admin/ventures/${venture.id}/layout`, { version, shapes }), 'the layout');

  const plotIds = new Map<string, string>();
  for (const shape of shapes) {
    const made = await expectOk(admin.send('POST', `/api/admin/ventures/${venture.id}/plots`, { shapeId: shape.id }), `plot ${shape.label}`);
    plotIds.set(shape.label, ((await made.json()) as { plot: { id: string } }).plot.id);
  }
  const byStatus = new Map<PlotStatus, string[]>();
  shapes.forEach((shape, index) => byStatus.set(statusOf(index), [...(byStatus.get(statusOf(index)) ?? []), plotIds.get(shape.label)!]));
  const reservedUntil = addDays(siteDay(new Date()), 14);
  for (const [status, ids] of byStatus) {
    if (status === 'available') continue;
    const change = { plotIds: ids, status, ...(status === 'reserved' ? { reservedUntil } : {}) };
    await expectOk(admin.send('POST', `/api/admin/ventures/${venture.id}/plot-statuses`, change), `the ${status} plots`);
  }
  const current = (await (await expectOk(admin.send('GET', `/api/admin/ventures/${venture.id}`), 'the venture read back')).json()) as Venture;
  return { venture: current, plotIds };
}
