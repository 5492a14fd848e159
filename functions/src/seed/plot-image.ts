import sharp from 'sharp';
import { PLOT_CATEGORY_LABELS, type PlotCategory } from '../core/constants';
import { between, pick, seededRandom } from './random';

/**
 * A picture for a demo plot, drawn locally: an SVG built here and rasterised by sharp (no download,
 * no stock photo). The same seed always gives the same picture; different seeds vary the sky, the
 * hills, the parcel and the scenery, and the category decides what stands on and around the land.
 * Further shots of the same plot (`shot` 1, 2, …) are other times of day (the next skies in the
 * list) seen from other spots (another layout of the scene, mirrored every other shot).
 */
export interface PlotImageOptions {
  seed: number;
  category: PlotCategory;
  title: string;
  location: string;
  /** Third part of the label, e.g. '200 sq yd'. */
  caption?: string;
  /** Which photo of the plot (0, the cover, by default). */
  shot?: number;
}

const PLOT_IMAGE_WIDTH = 960;
const PLOT_IMAGE_HEIGHT = 600;
const W = PLOT_IMAGE_WIDTH;
const H = PLOT_IMAGE_HEIGHT;
const HORIZON = 270;

export async function generatePlotImage(options: PlotImageOptions): Promise<Buffer> {
  // Low PNG compression: the bytes go straight into the Images port, which re-encodes them anyway.
  return sharp(Buffer.from(plotImageSvg(options))).png({ compressionLevel: 1 }).toBuffer();
}

function plotImageSvg(options: PlotImageOptions): string {
  const shot = options.shot ?? 0;
  const coverSky = SKIES.indexOf(pick(seededRandom(options.seed), SKIES));
  // The cover draws its scene from the seed as it always did; each further shot from a seed of its own.
  const random = seededRandom(options.seed + shot * 7919);
  if (shot === 0) random();
  const sky = SKIES[(coverSky + shot) % SKIES.length]!;
  const mirrored = shot % 2 === 1;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>
      <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.groundFar}"/><stop offset="1" stop-color="${sky.groundNear}"/></linearGradient>
    </defs>`,
    mirrored ? `<g transform="translate(${W} 0) scale(-1 1)">` : '<g>',
    `<rect width="${W}" height="${HORIZON + 2}" fill="url(#sky)"/>`,
    sun(random, sky.sun),
    clouds(random),
    hills(random),
    `<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#ground)"/>`,
    scenery(random, options.category),
    road(random),
    parcel(random, options.category),
    palms(random),
    '</g>',
    label(options),
    '</svg>',
  ];
  return parts.join('\n');
}

// ---------- scene pieces ----------

const SKIES = [
  { top: '#4a90d9', bottom: '#cfe8ff', sun: '#fff6c9', groundFar: '#9bbf6a', groundNear: '#6f9a43' },
  { top: '#f28c5b', bottom: '#ffe0a8', sun: '#fff1c1', groundFar: '#b6a35e', groundNear: '#7f8a3f' },
  { top: '#6aa9e9', bottom: '#fde6c4', sun: '#fffbe6', groundFar: '#a9c27a', groundNear: '#7aa04b' },
  { top: '#7f98ad', bottom: '#dfe6ea', sun: '#f4f4f4', groundFar: '#8fae6f', groundNear: '#5f8742' },
  { top: '#2f7fd1', bottom: '#bfe3ff', sun: '#fffde0', groundFar: '#c2b27a', groundNear: '#9a8548' },
] as const;

function sun(random: () => number, colour: string): string {
  const x = between(random, 80, W - 80);
  const y = between(random, 50, HORIZON - 90);
  return `<circle cx="${x}" cy="${y}" r="${between(random, 26, 40)}" fill="${colour}" opacity="0.95"/>`;
}

function clouds(random: () => number): string {
  const out: string[] = [];
  const count = 2 + Math.floor(random() * 3);
  for (let i = 0; i < count; i += 1) {
    const x = between(random, 40, W - 120);
    const y = between(random, 30, HORIZON - 110);
    const s = between(random, 0.7, 1.4);
    out.push(
      `<g fill="#ffffff" opacity="0.85" transform="translate(${x} ${y}) scale(${s})">` +
        '<ellipse cx="0" cy="12" rx="46" ry="14"/><ellipse cx="-18" cy="4" rx="22" ry="16"/><ellipse cx="14" cy="0" rx="26" ry="20"/></g>',
    );
  }
  return out.join('');
}

/** The low hills on the horizon (the Undavalli–Mangalagiri ridge seen from the plains). */
function hills(random: () => number): string {
  const points: string[] = [`0,${HORIZON}`];
  let x = 0;
  while (x < W) {
    x += between(random, 60, 150);
    points.push(`${Math.min(x, W)},${HORIZON - between(random, 8, 60)}`);
  }
  points.push(`${W},${HORIZON}`);
  return `<polygon points="${points.join(' ')}" fill="#7d9aa3" opacity="0.75"/>`;
}

/** A road across the foreground, with its centre dashes and a kerb. */
function road(random: () => number): string {
  const y = between(random, 520, 545);
  const h = 44;
  const dashes: string[] = [];
  for (let x = -20 + Math.floor(random() * 40); x < W; x += 70) {
    dashes.push(`<rect x="${x}" y="${y + h / 2 - 2}" width="36" height="4" fill="#f5f5f5"/>`);
  }
  return (
    `<rect y="${y - 4}" width="${W}" height="4" fill="#c9c2b0"/>` +
    `<rect y="${y}" width="${W}" height="${h}" fill="#4b4f55"/>` +
    dashes.join('') +
    `<rect y="${y + h}" width="${W}" height="${H - y - h}" fill="#a38d62"/>`
  );
}

/** The land for sale: a parcel in perspective, red soil, ringed by boundary stones. */
function parcel(random: () => number, category: PlotCategory): string {
  const centre = between(random, 330, 630);
  const nearHalf = between(random, 190, 250);
  const farHalf = nearHalf * 0.55;
  const top = between(random, 360, 390);
  const bottom = 505;
  const corners: [number, number][] = [
    [centre - farHalf, top],
    [centre + farHalf, top],
    [centre + nearHalf, bottom],
    [centre - nearHalf, bottom],
  ];
  const soil = category === 'agricultural' ? '#6f8f3a' : pick(random, ['#b5653a', '#a85a34', '#c27a45']);
  const out = [`<polygon points="${corners.map((c) => c.join(',')).join(' ')}" fill="${soil}" stroke="#5e3b22" stroke-width="2"/>`];
  if (category === 'agricultural') out.push(cropRows(corners));
  // Stones at the corners and halfway along each side, as surveyors fix them.
  const stones: [number, number][] = [];
  for (let i = 0; i < 4; i += 1) {
    const [ax, ay] = corners[i]!;
    const [bx, by] = corners[(i + 1) % 4]!;
    stones.push([ax, ay], [(ax + bx) / 2, (ay + by) / 2]);
  }
  for (const [x, y] of stones) out.push(boundaryStone(x, y, y > 450 ? 1 : 0.7));
  if (category === 'houses') out.push(house(centre, bottom - 20, 1.15, random));
  if (category === 'residential' || category === 'open-plots') out.push(saleBoard(centre + nearHalf - 30, bottom - 10));
  return out.join('');
}

function boundaryStone(x: number, y: number, scale: number): string {
  const w = 10 * scale;
  const h = 22 * scale;
  return (
    `<rect x="${x - w / 2}" y="${y - h}" width="${w}" height="${h}" fill="#f2efe6" stroke="#6b6b6b" stroke-width="1"/>` +
    `<rect x="${x - w / 2}" y="${y - h}" width="${w}" height="${h * 0.3}" fill="#d8352a"/>`
  );
}

function saleBoard(x: number, y: number): string {
  return (
    `<rect x="${x - 2}" y="${y - 70}" width="4" height="70" fill="#5b4636"/>` +
    `<rect x="${x - 34}" y="${y - 98}" width="68" height="34" rx="3" fill="#fbd54a" stroke="#5b4636" stroke-width="2"/>` +
    `<rect x="${x - 26}" y="${y - 89}" width="52" height="5" fill="#b3261e"/><rect x="${x - 26}" y="${y - 79}" width="36" height="5" fill="#b3261e"/>`
  );
}

/** Furrows converging towards the far edge of the parcel. */
function cropRows(corners: [number, number][]): string {
  const [farLeft, farRight, nearRight, nearLeft] = corners as [[number, number], [number, number], [number, number], [number, number]];
  const rows: string[] = [];
  const count = 11;
  for (let i = 1; i < count; i += 1) {
    const t = i / count;
    const x1 = farLeft[0] + (farRight[0] - farLeft[0]) * t;
    const x2 = nearLeft[0] + (nearRight[0] - nearLeft[0]) * t;
    rows.push(`<line x1="${x1}" y1="${farLeft[1] + 2}" x2="${x2}" y2="${nearLeft[1] - 2}" stroke="#3f6b1f" stroke-width="${2 + t * 2}"/>`);
  }
  return rows.join('');
}

/** What stands behind the parcel: it is what tells the categories apart at a glance. */
function scenery(random: () => number, category: PlotCategory): string {
  switch (category) {
    case 'apartments':
      return apartmentBlocks(random);
    case 'commercial':
      return shopRow(random);
    case 'agricultural':
      return orchard(random);
    case 'open-plots':
      return neighbouringPlots(random);
    case 'houses':
    case 'residential':
      return [0, 1, 2].map(() => house(between(random, 60, W - 60), between(random, 330, 350), 0.6, random)).join('');
  }
}

function house(x: number, baseY: number, scale: number, random: () => number): string {
  const w = 150 * scale;
  const h = 90 * scale;
  const wall = pick(random, ['#f3e3c3', '#e9d7f0', '#d9ecf2', '#f6d6c2', '#fff3d6']);
  const left = x - w / 2;
  const top = baseY - h;
  const window = (wx: number) =>
    `<rect x="${wx}" y="${top + h * 0.3}" width="${w * 0.16}" height="${h * 0.22}" fill="#6fa3c8" stroke="#4a4a4a" stroke-width="1"/>`;
  return (
    // Flat roof with a parapet and a black water tank: the common house of coastal Andhra.
    `<rect x="${left}" y="${top}" width="${w}" height="${h}" fill="${wall}" stroke="#7a6a55" stroke-width="1.5"/>` +
    `<rect x="${left - 4 * scale}" y="${top - 8 * scale}" width="${w + 8 * scale}" height="${8 * scale}" fill="#b9a98d"/>` +
    `<rect x="${left + w * 0.7}" y="${top - 30 * scale}" width="${22 * scale}" height="${22 * scale}" rx="${4 * scale}" fill="#1f1f1f"/>` +
    window(left + w * 0.12) +
    window(left + w * 0.72) +
    `<rect x="${left + w * 0.42}" y="${baseY - h * 0.5}" width="${w * 0.16}" height="${h * 0.5}" fill="#7b4a2b"/>`
  );
}

function apartmentBlocks(random: () => number): string {
  const out: string[] = [];
  const count = 2 + Math.floor(random() * 2);
  for (let i = 0; i < count; i += 1) {
    const w = between(random, 120, 170);
    const floors = 6 + Math.floor(random() * 6);
    const h = floors * 22 + 10;
    const x = 80 + i * ((W - 260) / count) + between(random, 0, 60);
    const y = 350 - h;
    const colour = pick(random, ['#e8e2d6', '#d7dde6', '#efe0cf', '#dfe9e0']);
    out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}" stroke="#8a8a8a" stroke-width="1.5"/>`);
    for (let f = 0; f < floors; f += 1) {
      for (let c = 0; c < 4; c += 1) {
        const lit = random() > 0.8 ? '#ffd97a' : '#7fa7c4';
        out.push(`<rect x="${x + 10 + c * ((w - 20) / 4)}" y="${y + 10 + f * 22}" width="${(w - 20) / 4 - 8}" height="12" fill="${lit}"/>`);
      }
    }
  }
  return out.join('');
}

function shopRow(random: () => number): string {
  const out: string[] = [];
  let x = 20;
  while (x < W - 40) {
    const w = between(random, 110, 170);
    const h = between(random, 70, 130);
    const y = 345 - h;
    const awning = pick(random, ['#c0392b', '#1f7a8c', '#e67e22', '#2e86de', '#8e44ad']);
    out.push(
      `<rect x="${x}" y="${y}" width="${w - 10}" height="${h}" fill="#ece6da" stroke="#8a8072" stroke-width="1.5"/>` +
        `<rect x="${x + 6}" y="${y + 8}" width="${w - 22}" height="18" fill="${awning}"/>` +
        `<rect x="${x + 10}" y="${y + h - 40}" width="${w - 30}" height="40" fill="#5b6770"/>` +
        `<polygon points="${x},${y + h - 46} ${x + w - 10},${y + h - 46} ${x + w - 2},${y + h - 34} ${x - 8},${y + h - 34}" fill="${awning}" opacity="0.9"/>`,
    );
    x += w;
  }
  return out.join('');
}

function orchard(random: () => number): string {
  const out: string[] = [];
  for (let x = 30; x < W; x += between(random, 55, 85)) {
    const y = between(random, 300, 345);
    const r = between(random, 18, 28);
    out.push(
      `<rect x="${x - 3}" y="${y}" width="6" height="${r}" fill="#6b4a2b"/>` +
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${pick(random, ['#2f6b2a', '#3c7d32', '#24592a'])}"/>`,
    );
  }
  return out.join('');
}

/** Other plots of the same layout, staked out and empty, with a layout road between them. */
function neighbouringPlots(random: () => number): string {
  const out: string[] = [`<rect y="338" width="${W}" height="10" fill="#8c8577"/>`];
  for (let x = 10; x < W; x += 120) {
    out.push(`<rect x="${x}" y="300" width="110" height="34" fill="#b9774a" stroke="#6d4a2f" stroke-width="1"/>`);
    out.push(boundaryStone(x + 2, 334, 0.5), boundaryStone(x + 108, 334, 0.5));
  }
  out.push(`<rect x="0" y="296" width="${W}" height="3" fill="#6d8f49" opacity="${0.5 + random() * 0.3}"/>`);
  return out.join('');
}

/** Coconut palms along the road, a constant of the Krishna delta. */
function palms(random: () => number): string {
  const out: string[] = [];
  const count = 1 + Math.floor(random() * 3);
  for (let i = 0; i < count; i += 1) {
    const x = random() > 0.5 ? between(random, 20, 220) : between(random, W - 220, W - 20);
    const baseY = between(random, 505, 515);
    const h = between(random, 150, 210);
    const lean = between(random, -25, 25);
    const topX = x + lean;
    const topY = baseY - h;
    out.push(`<path d="M${x - 5},${baseY} Q${x + lean / 2},${baseY - h / 2} ${topX},${topY} L${topX + 4},${topY} Q${x + lean / 2 + 6},${baseY - h / 2} ${x + 5},${baseY} Z" fill="#7a5b3a"/>`);
    for (let leaf = 0; leaf < 7; leaf += 1) {
      const angle = (Math.PI * 2 * leaf) / 7 + random() * 0.3;
      const lx = topX + Math.cos(angle) * 60;
      const ly = topY + Math.sin(angle) * 28 + 12;
      out.push(`<path d="M${topX},${topY} Q${(topX + lx) / 2},${Math.min(topY, ly) - 18} ${lx},${ly}" stroke="#2e6b2e" stroke-width="7" fill="none" stroke-linecap="round"/>`);
    }
  }
  return out.join('');
}

function label(options: PlotImageOptions): string {
  const titleText = truncate(options.title, 52);
  const line2Text = [options.location, PLOT_CATEGORY_LABELS[options.category], options.caption].filter(Boolean).join('  ·  ');
  const title = escapeXml(titleText);
  const line2 = escapeXml(line2Text);
  // Rough text widths for DejaVu Sans at these sizes; the box only has to be about right.
  const width = Math.min(W - 48, Math.max(titleText.length * 15, line2Text.length * 10.5) + 40);
  return (
    `<rect x="24" y="24" width="${width}" height="78" rx="10" fill="#102a43" opacity="0.78"/>` +
    `<text x="42" y="56" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="24" font-weight="bold" fill="#ffffff">${title}</text>` +
    `<text x="42" y="86" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="18" fill="#ffd97a">${line2}</text>`
  );
}

// ---------- helpers ----------

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Text put into an SVG as characters, never markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
