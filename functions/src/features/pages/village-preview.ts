import sharp from 'sharp';
import { escapeHtml } from '../../core/html-text';
import { formatRupees } from '../../core/price';
import { priceChart } from '../../core/price-chart';
import type { VillagePage } from '../../core/schemas/village';
import { LINK_PREVIEW_HEIGHT, LINK_PREVIEW_MAX_BYTES, LINK_PREVIEW_WIDTH } from '../../ports/images';

const COLOURS = { residential: '#047857', commercial: '#b45309' } as const;
const FONT = 'DejaVu Sans, Arial, sans-serif';

/**
 * A village's link-preview picture (core/link-preview-paths.ts `villageOgImage`): its name, today's
 * residential and commercial ranges, and the price history chart the page draws (core/price-chart.ts),
 * as a 1200×630 JPEG of at most 200 KB. The name is the only text not ours: escaped.
 */
export async function drawVillagePreview(page: VillagePage): Promise<Buffer> {
  const { prices, name } = page.village;
  const chart = priceChart(page.history, { width: LINK_PREVIEW_WIDTH - 40, height: LINK_PREVIEW_HEIGHT - 170 });
  const top = 170;
  const grid = chart.yTicks
    .map((tick) => `<line x1="${chart.area.left}" x2="${chart.area.right}" y1="${tick.y}" y2="${tick.y}" stroke="#e2e8f0" stroke-width="2"/><text x="${chart.area.left - 10}" y="${tick.y + 7}" text-anchor="end" font-size="20" fill="#475569">${formatRupees(tick.value)}</text>`)
    .join('');
  const years = chart.xTicks.map((tick) => `<text x="${tick.x}" y="${chart.area.bottom + 26}" text-anchor="middle" font-size="20" fill="#475569">${tick.label}</text>`).join('');
  const lines = chart.lines
    .map((line) => `<path d="${line.path}" fill="none" stroke="${COLOURS[line.category]}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"${line.category === 'commercial' ? ' stroke-dasharray="14 8"' : ''}/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${LINK_PREVIEW_WIDTH}" height="${LINK_PREVIEW_HEIGHT}" font-family="${FONT}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <text x="48" y="74" font-size="46" font-weight="700" fill="#0f172a">${escapeHtml(name)} — ₹ per sq.yd</text>
    <text x="48" y="128" font-size="30" fill="${COLOURS.residential}">Residential ${formatRupees(prices.ResidentialPriceMin)}–${formatRupees(prices.ResidentialPriceMax)}</text>
    <text x="640" y="128" font-size="30" fill="${COLOURS.commercial}">Commercial ${formatRupees(prices.CommercialPriceMin)}–${formatRupees(prices.CommercialPriceMax)}</text>
    <g transform="translate(32 ${top})">${grid}${years}${lines}</g>
  </svg>`;
  const flat = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toBuffer();
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of [85, 70, 55, 40]) {
    jpeg = await sharp(flat).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= LINK_PREVIEW_MAX_BYTES) break;
  }
  return jpeg;
}
