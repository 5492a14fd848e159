import sharp from 'sharp';
import type { PlotStatus } from '../../core/constants';
import { PLAN_OUTLINE_COLOUR, PLOT_STATUS_COLOURS, UNLINKED_PLOT_COLOUR } from '../../core/plot-status-colours';
import type { LayoutShape } from '../../core/schemas/venture';
import { LINK_PREVIEW_HEIGHT, LINK_PREVIEW_MAX_BYTES, LINK_PREVIEW_WIDTH } from '../../ports/images';

/** What the picture shows: the plan's size in plan units, its shapes, and each linked plot's status. */
export interface VenturePreviewInput {
  plan: { width: number; height: number };
  shapes: readonly LayoutShape[];
  statuses: ReadonlyMap<string, PlotStatus>;
}

/** The plan's own drawing shows through the colours (its plot numbers, roads and park stay readable). */
const FILL_OPACITY = 0.72;
/** Behind a plan narrower or flatter than the picture. */
const BACKGROUND = '#ffffff';
/** JPEG qualities tried, best first, until one fits LINK_PREVIEW_MAX_BYTES (flat colours and lines: the first nearly always does). */
const QUALITIES = [85, 75, 62, 48, 35];

/** Where the plan lands on the picture: fitted whole (never cropped: every plot shows), centred. */
function placement(plan: VenturePreviewInput['plan']) {
  const scale = Math.min(LINK_PREVIEW_WIDTH / plan.width, LINK_PREVIEW_HEIGHT / plan.height);
  const width = Math.max(1, Math.round(plan.width * scale));
  const height = Math.max(1, Math.round(plan.height * scale));
  return { scale, width, height, left: Math.floor((LINK_PREVIEW_WIDTH - width) / 2), top: Math.floor((LINK_PREVIEW_HEIGHT - height) / 2) };
}

/**
 * The plot shapes as SVG over the whole picture, each filled with its plot's status colour
 * (core/plot-status-colours.ts, as on the venture page) or the unlinked fill; areas (roads, the
 * park) are left to the plan. Only numbers and fixed colours go into the markup: no text of anyone's.
 */
function shapesSvg(input: VenturePreviewInput, at: ReturnType<typeof placement>): string {
  const polygons = input.shapes
    .filter((shape) => shape.kind === 'plot')
    .map((shape) => {
      const status = shape.plotId ? input.statuses.get(shape.plotId) : undefined;
      const fill = status ? PLOT_STATUS_COLOURS[status].fill : UNLINKED_PLOT_COLOUR;
      const points = shape.points.map(([x, y]) => `${(at.left + x * at.scale).toFixed(1)},${(at.top + y * at.scale).toFixed(1)}`).join(' ');
      return `<polygon points="${points}" fill="${fill}" fill-opacity="${FILL_OPACITY}" stroke="${PLAN_OUTLINE_COLOUR}" stroke-width="1"/>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LINK_PREVIEW_WIDTH}" height="${LINK_PREVIEW_HEIGHT}">${polygons.join('')}</svg>`;
}

/**
 * A venture's link-preview picture (core/link-preview-paths.ts `ventureOgImage`): its layout plan fitted
 * into 1200×630 with every plot coloured by its status today, as a JPEG of at most 200 KB. `planImage`
 * is the plan's bytes at any size (the Images port hands it at most 1200 wide); the shapes are placed
 * by the plan's own size in plan units.
 */
export async function drawVenturePreview(planImage: Buffer, input: VenturePreviewInput): Promise<Buffer> {
  const at = placement(input.plan);
  const plan = await sharp(planImage).resize({ width: at.width, height: at.height, fit: 'fill' }).png().toBuffer();
  const picture = sharp({ create: { width: LINK_PREVIEW_WIDTH, height: LINK_PREVIEW_HEIGHT, channels: 3, background: BACKGROUND } }).composite([
    { input: plan, left: at.left, top: at.top },
    { input: Buffer.from(shapesSvg(input, at)), left: 0, top: 0 },
  ]);
  // Composited once; each quality only encodes again.
  const flat = await picture.png().toBuffer();
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(flat).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= LINK_PREVIEW_MAX_BYTES) break;
  }
  return jpeg;
}
