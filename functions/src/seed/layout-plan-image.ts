import sharp from 'sharp';
import { SQ_FT_PER_SQ_YD } from '../core/constants';
import { bounds, centroid, svgPoints, type PlanPoint } from '../core/layout-geometry';
import type { LayoutShape } from '../core/schemas/venture';
import type { LayoutPlan } from './layout-plan';
import { escapeXml } from './plot-image';

/**
 * A demo venture's layout plan as a surveyor's drawing: the site outlined in red, roads grey with
 * their widths written along them, the park green with trees, the amenity site hatched, every
 * plot outlined with its number, and beside the drawing a north arrow, a scale bar, the title
 * block (venture, village, survey numbers, developer, approvals), the area statement and the
 * legend. Drawn from the layout's own shapes, so every shape lies on its drawing. An SVG built
 * here and rasterised by sharp (no download); what the seed stores as the venture's plan.
 */
export interface PlanSheet {
  width: number;
  height: number;
  /** Where the title block, north arrow and statements go (right of the site). */
  panel: { x: number; y: number; width: number; height: number };
  feetPerPlanUnit: number;
  title: string;
  village: string;
  surveyNumbers: string;
  developer: string;
  approvals: string[];
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const INK = '#1f2937';

export async function renderLayoutPlan(layout: LayoutPlan, sheet: PlanSheet): Promise<Buffer> {
  // Low PNG compression: the bytes go straight into the Images port, which re-encodes the plan anyway.
  return sharp(Buffer.from(layoutPlanSvg(layout, sheet))).png({ compressionLevel: 1 }).toBuffer();
}

function layoutPlanSvg(layout: LayoutPlan, sheet: PlanSheet): string {
  const { width, height } = sheet;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>
      <pattern id="hatch" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="14" height="14" fill="#fbe7c6"/><line x1="0" y1="0" x2="0" y2="14" stroke="#d49a3a" stroke-width="3"/></pattern>
    </defs>`,
    `<rect width="${width}" height="${height}" fill="#fdfcf7"/>`,
    `<rect x="12" y="12" width="${width - 24}" height="${height - 24}" fill="none" stroke="${INK}" stroke-width="4"/>`,
    `<rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="${INK}" stroke-width="1.5"/>`,
    heading(sheet),
    // The blocks first, pale green: what the slanting road leaves of a block too small for a plot shows as open space.
    ...layout.blocks.map((block) => `<polygon points="${svgPoints(block)}" fill="#e4f1da"/>`),
    ...layout.shapes.filter((shape) => shape.kind === 'road').map((shape) => roadSvg(shape)),
    ...layout.shapes.filter((shape) => shape.kind === 'park').map((shape) => parkSvg(shape)),
    ...layout.shapes.filter((shape) => shape.kind === 'amenity' || shape.kind === 'temple').map((shape) => amenitySvg(shape)),
    ...layout.shapes.filter((shape) => shape.kind === 'plot').map((shape) => plotSvg(shape)),
    `<polygon points="${svgPoints(layout.boundary)}" fill="none" stroke="#c0392b" stroke-width="5" stroke-dasharray="28 8 6 8"/>`,
    ...roadLabels(layout.shapes),
    northArrow(sheet.panel.x + sheet.panel.width / 2, sheet.panel.y + 70),
    scaleBar(sheet),
    titleBlock(layout, sheet),
    '</svg>',
  ].join('\n');
}

function heading(sheet: PlanSheet): string {
  return `<text x="${(sheet.width - sheet.panel.width) / 2}" y="72" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="bold" fill="${INK}" letter-spacing="3">LAYOUT PLAN · ${escapeXml(sheet.title.toUpperCase())}</text>`;
}

function roadSvg(shape: LayoutShape): string {
  return `<polygon points="${svgPoints(shape.points)}" fill="#d6d3cc"/>`;
}

function parkSvg(shape: LayoutShape): string {
  const box = bounds(shape.points);
  const trees: string[] = [];
  // A row of trees along the inside of the park, as plans mark them.
  for (let x = box.x + 28; x < box.x + box.width - 20; x += 56) {
    for (const y of [box.y + 26, box.y + box.height - 26]) trees.push(`<circle cx="${x}" cy="${y}" r="14" fill="#6aa84f" stroke="#38761d" stroke-width="2"/>`);
  }
  const [cx, cy] = centroid(shape.points);
  return [
    `<polygon points="${svgPoints(shape.points)}" fill="#c9e7b8" stroke="${INK}" stroke-width="2"/>`,
    ...trees,
    `<text x="${cx}" y="${cy + 12}" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="bold" fill="#274e13">PARK</text>`,
  ].join('');
}

function amenitySvg(shape: LayoutShape): string {
  const [cx, cy] = centroid(shape.points);
  const box = bounds(shape.points);
  // Written along the site's longer side, as large as fits (a bold capital is about 0.72 of its size wide).
  const vertical = box.height > box.width;
  const text = shape.label.toUpperCase();
  const size = Math.min(22, (Math.max(box.width, box.height) - 24) / (text.length * 0.72));
  const length = text.length * size * 0.72 + 12;
  const transform = vertical ? ` transform="rotate(-90 ${cx} ${cy})"` : '';
  return [
    `<polygon points="${svgPoints(shape.points)}" fill="url(#hatch)" stroke="${INK}" stroke-width="2"/>`,
    `<rect x="${cx - length / 2}" y="${cy - size * 0.8}" width="${length}" height="${size * 1.6}" fill="#fdfcf7" opacity="0.9"${transform}/>`,
    `<text x="${cx}" y="${cy + size * 0.36}" text-anchor="middle" font-family="${FONT}" font-size="${size.toFixed(1)}" font-weight="bold" fill="#7f4f0a"${transform}>${escapeXml(text)}</text>`,
  ].join('');
}

function plotSvg(shape: LayoutShape): string {
  const [cx, cy] = centroid(shape.points);
  const box = bounds(shape.points);
  const size = Math.max(12, Math.min(22, Math.min(box.width, box.height) / 3));
  return (
    `<polygon points="${svgPoints(shape.points)}" fill="#ffffff" stroke="${INK}" stroke-width="2"/>` +
    `<text x="${cx}" y="${cy + size / 3}" text-anchor="middle" font-family="${FONT}" font-size="${size.toFixed(1)}" fill="${INK}">${escapeXml(shape.label)}</text>`
  );
}

/** Each road's name along it, once per road, on its longest side's direction. */
function roadLabels(shapes: readonly LayoutShape[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const shape of shapes) {
    if (shape.kind !== 'road') continue;
    const box = bounds(shape.points);
    const along = Math.max(box.width, box.height);
    const key = `${shape.label}-${box.width > box.height ? 'h' : 'v'}`;
    // Every distinct road gets its name; repeated cross roads of one width get it on the first two.
    if (seen.has(key) && shape.label.includes("' wide road")) continue;
    seen.add(key);
    const slanted = shape.points.length !== 4 || !isAxisAligned(shape.points);
    const [cx, cy] = slanted ? centroid(shape.points) : [box.x + box.width / 2, box.y + box.height / 2];
    const angle = slanted ? slantOf(shape.points) : box.width >= box.height ? 0 : -90;
    const size = Math.min(20, Math.max(13, Math.min(box.width, box.height) / 3.2));
    if (along < 200) continue;
    out.push(
      `<text x="${cx}" y="${cy + size / 3}" text-anchor="middle" font-family="${FONT}" font-size="${size.toFixed(1)}" font-weight="bold" fill="#4b4b4b" letter-spacing="1.5" transform="rotate(${angle.toFixed(1)} ${cx} ${cy})">${escapeXml(shape.label.toUpperCase())}</text>`,
    );
  }
  return out;
}

function isAxisAligned(points: readonly PlanPoint[]): boolean {
  return points.every(([x, y], index) => {
    const [nx, ny] = points[(index + 1) % points.length]!;
    return x === nx || y === ny;
  });
}

/** The direction of a slanting road's longest edge, in degrees, kept readable (between -90 and 90). */
function slantOf(points: readonly PlanPoint[]): number {
  let best = { length: 0, angle: 0 };
  for (let index = 0; index < points.length; index += 1) {
    const [x1, y1] = points[index]!;
    const [x2, y2] = points[(index + 1) % points.length]!;
    const length = Math.hypot(x2 - x1, y2 - y1);
    if (length > best.length) best = { length, angle: (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI };
  }
  let angle = best.angle;
  if (angle > 90) angle -= 180;
  if (angle < -90) angle += 180;
  return angle;
}

function northArrow(x: number, y: number): string {
  return [
    `<circle cx="${x}" cy="${y}" r="46" fill="none" stroke="${INK}" stroke-width="2"/>`,
    `<polygon points="${x},${y - 40} ${x + 16},${y + 26} ${x},${y + 14} ${x - 16},${y + 26}" fill="${INK}"/>`,
    `<text x="${x}" y="${y - 54}" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="bold" fill="${INK}">N</text>`,
  ].join('');
}

/** 0–100 ft (or more), in plan units from the scale, under the north arrow. */
function scaleBar(sheet: PlanSheet): string {
  const feet = 100;
  const length = feet / sheet.feetPerPlanUnit;
  const x = sheet.panel.x + (sheet.panel.width - length) / 2;
  const y = sheet.panel.y + 170;
  const half = length / 2;
  return [
    `<rect x="${x}" y="${y}" width="${half}" height="10" fill="${INK}"/>`,
    `<rect x="${x + half}" y="${y}" width="${half}" height="10" fill="#ffffff" stroke="${INK}" stroke-width="2"/>`,
    `<text x="${x}" y="${y + 32}" text-anchor="middle" font-family="${FONT}" font-size="16" fill="${INK}">0</text>`,
    `<text x="${x + half}" y="${y + 32}" text-anchor="middle" font-family="${FONT}" font-size="16" fill="${INK}">50</text>`,
    `<text x="${x + length}" y="${y + 32}" text-anchor="middle" font-family="${FONT}" font-size="16" fill="${INK}">${feet} ft</text>`,
  ].join('');
}

/** The title block, the area statement and the legend, stacked in the panel. */
function titleBlock(layout: LayoutPlan, sheet: PlanSheet): string {
  const { panel } = sheet;
  const x = panel.x;
  const w = panel.width;
  let y = panel.y + 230;
  const out: string[] = [];
  const line = (text: string, size: number, weight = 'normal', colour = INK) => {
    out.push(`<text x="${x + 16}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${colour}">${escapeXml(text)}</text>`);
    y += size + 10;
  };
  const boxStart = y - 30;
  line('LAYOUT PLAN OF', 16, 'bold', '#6b7280');
  for (const part of wrap(sheet.title.toUpperCase(), 22)) line(part, 24, 'bold');
  for (const part of wrap(`In Sy. Nos. ${sheet.surveyNumbers} of ${sheet.village} village, Guntur district`, 36)) line(part, 16);
  y += 6;
  line('DEVELOPER', 14, 'bold', '#6b7280');
  for (const part of wrap(sheet.developer, 32)) line(part, 17);
  y += 6;
  line('APPROVALS', 14, 'bold', '#6b7280');
  for (const approval of sheet.approvals) line(approval, 17);
  out.push(`<rect x="${x}" y="${boxStart}" width="${w}" height="${y - boxStart}" fill="none" stroke="${INK}" stroke-width="2"/>`);

  y += 36;
  const statementStart = y - 30;
  line('AREA STATEMENT', 16, 'bold');
  const acres = (sqFt: number) => (sqFt / 43_560).toFixed(2);
  const share = (sqFt: number) => `${((sqFt / layout.areas.total) * 100).toFixed(1)}%`;
  const rows: [string, number][] = [
    [`Plotted area (${layout.plots.length} plots)`, layout.areas.plots],
    ['Roads and open space', layout.areas.roads],
    ['Park (open space)', layout.areas.park],
    ['Amenity sites', layout.areas.amenity],
    ['Total site', layout.areas.total],
  ];
  for (const [name, sqFt] of rows) {
    out.push(
      `<text x="${x + 16}" y="${y}" font-family="${FONT}" font-size="15" fill="${INK}">${escapeXml(name)}</text>` +
        `<text x="${x + w - 110}" y="${y}" text-anchor="end" font-family="${FONT}" font-size="15" fill="${INK}">${acres(sqFt)} ac</text>` +
        `<text x="${x + w - 16}" y="${y}" text-anchor="end" font-family="${FONT}" font-size="15" fill="${INK}">${share(sqFt)}</text>`,
    );
    y += 26;
  }
  const average = Math.round(layout.areas.plots / Math.max(1, layout.plots.length) / SQ_FT_PER_SQ_YD);
  line(`Average plot: ${average} sq.yd`, 15, 'normal', '#4b5563');
  out.push(`<rect x="${x}" y="${statementStart}" width="${w}" height="${y - statementStart}" fill="none" stroke="${INK}" stroke-width="2"/>`);

  y += 36;
  const legendStart = y - 30;
  line('LEGEND', 16, 'bold');
  const swatches: [string, string][] = [
    ['#ffffff', 'Plots'],
    ['#d6d3cc', 'Roads'],
    ['#c9e7b8', 'Park'],
    ['url(#hatch)', 'Amenity site'],
    ['#e4f1da', 'Open space'],
  ];
  for (const [fill, name] of swatches) {
    out.push(`<rect x="${x + 16}" y="${y - 16}" width="36" height="20" fill="${fill}" stroke="${INK}" stroke-width="1.5"/>`);
    out.push(`<text x="${x + 64}" y="${y}" font-family="${FONT}" font-size="15" fill="${INK}">${name}</text>`);
    y += 28;
  }
  out.push(`<line x1="${x + 16}" y1="${y - 6}" x2="${x + 52}" y2="${y - 6}" stroke="#c0392b" stroke-width="4" stroke-dasharray="12 4 3 4"/>`);
  out.push(`<text x="${x + 64}" y="${y}" font-family="${FONT}" font-size="15" fill="${INK}">Site boundary</text>`);
  y += 20;
  out.push(`<rect x="${x}" y="${legendStart}" width="${w}" height="${y - legendStart}" fill="none" stroke="${INK}" stroke-width="2"/>`);
  return out.join('\n');
}

/** Words on lines of at most `max` characters (a word longer than that on its own line). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > max) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}
