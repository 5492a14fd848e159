// Procedural hero loop for the Amaravati plots site: a gentle drone sway over a plotted layout
// (survey-marked plots, roads, trees, a few houses) at morning light. Renders SVG frames with
// sharp and pipes raw RGB into ffmpeg. Seamless: every motion is periodic over the loop.
// Usage: node scripts/generate-hero-video.mjs [out.mp4]   (needs ffmpeg; `frame N` renders one frame)
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
const require = createRequire(import.meta.url);
const sharp = require('sharp');

const W = 1280, H = 720, FPS = 24, T = 8, FRAMES = FPS * T;
const F = 900, Y0 = 215, CAM_H = 24;
const only = process.argv[2] === 'frame' ? Number(process.argv[3] ?? 0) : null;
const out = process.argv[2] === 'frame' ? null : (process.argv[2] ?? new URL('../web/public/videos/hero.mp4', import.meta.url).pathname);

function hash(i, j, s = 0) {
  let h = (i * 374761393 + j * 668265263 + s * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return ((h >>> 0) % 100000) / 100000;
}
const hex = (c) => '#' + c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
const parse = (h) => [1, 3, 5].map((k) => parseInt(h.slice(k, k + 2), 16));
const HAZE = parse('#dfe5de');
function fog(color, z, extra = 0) {
  const a = Math.min(0.85, 1 - Math.exp(-z / 1500) + extra);
  const c = parse(color);
  return hex(c.map((v, k) => v + (HAZE[k] - v) * a));
}
const PALETTE = [
  { c: '#c8a26a', w: 0.22 }, // cleared red-ochre soil (open plot)
  { c: '#b98f59', w: 0.12 },
  { c: '#7da354', w: 0.24 }, // grass
  { c: '#8fb062', w: 0.16 },
  { c: '#5f8a3d', w: 0.16 }, // crops
  { c: '#a7b86a', w: 0.10 }, // dry grass
];
function plotColor(i, j) {
  let r = hash(i, j, 1), acc = 0;
  for (const p of PALETTE) { acc += p.w; if (r <= acc) return p.c; }
  return PALETTE[0].c;
}

const PLOT_W = 15, PLOT_D = 24, ROAD_X = [-22, -13], CROSS_Z = [[70, 78], [262, 270], [454, 462]];
function frameSvg(t) {
  const th = (2 * Math.PI * t) / T;
  const cx = 3.2 * Math.sin(th);
  const cz = 5 * (1 - Math.cos(th)) / 2;
  const ch = CAM_H + 0.6 * Math.sin(th);
  const P = (X, Z, Y = 0) => {
    const z = Z - cz;
    return [W / 2 + (F * (X - cx)) / z, Y0 + (F * (ch - Y)) / z];
  };
  const pts = (a) => a.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`;
  s += `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6f9cc4"/><stop offset="0.55" stop-color="#b9d0df"/>
      <stop offset="0.9" stop-color="#f1dfc2"/><stop offset="1" stop-color="#f6e6c9"/></linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff6dc" stop-opacity="0.95"/><stop offset="0.25" stop-color="#fde9b8" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#fde9b8" stop-opacity="0"/></radialGradient>
    <radialGradient id="cloud" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <linearGradient id="groundHaze" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e3e7dc" stop-opacity="0.95"/><stop offset="0.12" stop-color="#e3e7dc" stop-opacity="0.35"/>
      <stop offset="0.35" stop-color="#e3e7dc" stop-opacity="0"/></linearGradient>
    <radialGradient id="vig" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
  </defs>`;
  s += `<rect width="${W}" height="${Y0 + 2}" fill="url(#sky)"/>`;
  const sunX = 930 - cx * 2;
  s += `<ellipse cx="${sunX}" cy="${Y0 - 30}" rx="260" ry="200" fill="url(#sun)"/>`;
  // soft clouds, drifting with the sway (period T)
  for (let k = 0; k < 7; k++) {
    const x = ((hash(k, 3, 9) * 1500 - 110 - cx * (4 + k)) + 40 * Math.sin(th + k)) ;
    const y = 40 + hash(k, 5, 9) * 140;
    const rx = 140 + hash(k, 7, 9) * 160;
    s += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(0)}" ry="${(rx * 0.16).toFixed(0)}" fill="url(#cloud)"/>`;
  }
  // far hills (Kondaveedu-like low ridges), two hazy layers with parallax
  const hill = (amp, base, seed, shift, color) => {
    let d = `M -20 ${H} L -20 ${base}`;
    for (let x = -20; x <= W + 20; x += 16) {
      const u = (x + shift) / W;
      const y = base - amp * (0.55 * Math.sin(u * 5.1 + seed) + 0.3 * Math.sin(u * 11.3 + seed * 2) + 0.15 * Math.sin(u * 23.7 + seed * 3) + 0.6);
      d += ` L ${x} ${y.toFixed(1)}`;
    }
    return `<path d="${d} L ${W + 20} ${H} Z" fill="${color}"/>`;
  };
  s += hill(34, Y0 + 2, 1.3, -cx * 0.6, '#a9bcbc');
  s += hill(20, Y0 + 3, 4.1, -cx * 1.5, '#93ab9e');
  // distant farmland band under the horizon
  s += `<rect x="0" y="${Y0}" width="${W}" height="${H - Y0}" fill="${fog('#86a85c', 1400)}"/>`;
  const ZMIN = 14, ZMAX = 1500;
  const ground = [], objects = [];
  const j0 = Math.floor(ZMIN / PLOT_D), j1 = Math.ceil(ZMAX / PLOT_D);
  for (let j = j1; j >= j0; j--) {
    const z1 = j * PLOT_D + PLOT_D;
    // Rows at or behind the camera would project above the horizon: clip them just in front of it.
    const z0 = Math.max(j * PLOT_D, cz + 8);
    if (z1 <= z0) continue;
    const zc = Math.max(z0 - cz, 4);
    const span = ((W / 2 + 60) * (zc + PLOT_D)) / F + Math.abs(cx) + PLOT_W;
    const i0 = Math.floor((cx - span) / PLOT_W), i1 = Math.ceil((cx + span) / PLOT_W);
    const farRow = j * PLOT_D > 500;
    for (let i = i0; i <= i1; i++) {
      const x0 = i * PLOT_W, x1 = x0 + PLOT_W;
      const poly = [P(x0, z0), P(x1, z0), P(x1, z1), P(x0, z1)];
      const zm = (z0 + z1) / 2;
      const colour = fog(plotColor(farRow ? Math.floor(i / 3) : i, farRow ? Math.floor(j / 2) : j), zm);
      const sw = Math.max(0.35, (F * 0.14) / Math.max(zm - cz, 1));
      const lineA = Math.max(0, 0.6 - zm / 800);
      ground.push(`<polygon points="${pts(poly)}" fill="${colour}"${lineA > 0.02 ? ` stroke="#fbf5e4" stroke-opacity="${lineA.toFixed(2)}" stroke-width="${sw.toFixed(2)}"` : ''}/>`);
      // survey pegs at plot corners (near rows only)
      if (zm < 160) {
        const [px, py] = P(x0, z0);
        const r = Math.max(0.5, (F * 0.16) / (z0 - cz));
        objects.push({ z: z0, svg: `<rect x="${(px - r).toFixed(1)}" y="${(py - 3 * r).toFixed(1)}" width="${(2 * r).toFixed(1)}" height="${(3 * r).toFixed(1)}" fill="#f4efe2"/>` });
      }
      // a few houses
      const hh = hash(i, j, 7);
      if (!farRow && z0 > 90 && hh < 0.07 && !(x1 > ROAD_X[0] && x0 < ROAD_X[1])) {
        const bx0 = x0 + 4, bx1 = x1 - 4, bz0 = z0 + 7, bz1 = z0 + 15, ht = 3.5 + hash(i, j, 8) * 2.5;
        const top = [P(bx0, bz0, ht), P(bx1, bz0, ht), P(bx1, bz1, ht), P(bx0, bz1, ht)];
        const front = [P(bx0, bz0), P(bx1, bz0), P(bx1, bz0, ht), P(bx0, bz0, ht)];
        const side = cx < bx0 ? [P(bx0, bz0), P(bx0, bz1), P(bx0, bz1, ht), P(bx0, bz0, ht)]
                              : [P(bx1, bz0), P(bx1, bz1), P(bx1, bz1, ht), P(bx1, bz0, ht)];
        const wall = hash(i, j, 9) < 0.5 ? '#f3ede1' : '#efe4cf';
        objects.push({ z: bz0, svg: `<polygon points="${pts(side)}" fill="${fog('#cfc4ae', bz0)}"/><polygon points="${pts(front)}" fill="${fog(wall, bz0)}"/><polygon points="${pts(top)}" fill="${fog(hash(i, j, 10) < 0.6 ? '#b5654a' : '#d9d4c8', bz0)}"/>` });
      }
    }
  }
  s += ground.join('');
  // roads: one running into the distance, cross roads
  const road = (poly, z) => `<polygon points="${pts(poly)}" fill="${fog('#77756f', z)}"/>`;
  s += road([P(ROAD_X[0], ZMIN), P(ROAD_X[1], ZMIN), P(ROAD_X[1], ZMAX), P(ROAD_X[0], ZMAX)], 300);
  for (const [a, b] of CROSS_Z) {
    const span = ((W / 2 + 100) * (a - cz)) / F + 40;
    s += road([P(cx - span, a), P(cx + span, a), P(cx + span, b), P(cx - span, b)], a);
  }
  // centre dashes on the main road
  const xm = (ROAD_X[0] + ROAD_X[1]) / 2;
  for (let z = 16; z < 600; z += 9) {
    const w = 0.18;
    s += `<polygon points="${pts([P(xm - w, z), P(xm + w, z), P(xm + w, z + 4), P(xm - w, z + 4)])}" fill="#f3e7b0" fill-opacity="${Math.max(0, 0.85 - z / 700).toFixed(2)}"/>`;
  }
  // trees along the main road and scattered on field edges
  for (let z = 18; z < 900; z += 11) {
    for (const side of [ROAD_X[0] - 2.5, ROAD_X[1] + 2.5]) {
      if (hash(Math.round(z), side > 0 ? 1 : 2, 11) < 0.25) continue;
      objects.push({ z, tree: [side, z, 5 + hash(Math.round(z), 3, 12) * 3] });
    }
  }
  for (let k = 0; k < 90; k++) {
    const z = 30 + hash(k, 1, 13) * 700, x = -260 + hash(k, 2, 13) * 520;
    if (x > ROAD_X[0] - 4 && x < ROAD_X[1] + 4) continue;
    objects.push({ z, tree: [Math.round(x / PLOT_W) * PLOT_W, z, 5 + hash(k, 3, 13) * 4] });
  }
  objects.sort((a, b) => b.z - a.z);
  for (const o of objects) {
    if (o.svg) { s += o.svg; continue; }
    const [x, z, ht] = o.tree;
    if (z - cz < 45) continue;
    const [bx, by] = P(x, z);
    const [, ty] = P(x, z, ht * 0.7);
    const r = (F * (ht * 0.45)) / (z - cz);
    if (bx < -50 || bx > W + 50) continue;
    s += `<rect x="${(bx - r * 0.09).toFixed(1)}" y="${ty.toFixed(1)}" width="${(r * 0.18).toFixed(1)}" height="${(by - ty).toFixed(1)}" fill="${fog('#5b4a36', z)}"/>`;
    s += `<ellipse cx="${bx.toFixed(1)}" cy="${ty.toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * 0.85).toFixed(1)}" fill="${fog('#3f6b34', z)}"/>`;
    s += `<ellipse cx="${(bx - r * 0.28).toFixed(1)}" cy="${(ty - r * 0.25).toFixed(1)}" rx="${(r * 0.55).toFixed(1)}" ry="${(r * 0.45).toFixed(1)}" fill="${fog('#55854a', z)}"/>`;
  }
  s += `<rect x="0" y="${Y0 - 6}" width="${W}" height="${H - Y0 + 6}" fill="url(#groundHaze)"/>`;
  s += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  s += `</svg>`;
  return s;
}

if (only !== null) {
  await sharp(Buffer.from(frameSvg(only / FPS))).png().toFile(`hero-frame-${only}.png`);
  console.log('frame written');
} else {
  const ff = spawn('ffmpeg', ['-y', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-r', String(FPS), '-i', '-',
    '-an', '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'veryslow', '-crf', process.env.CRF ?? '27', '-tune', 'film',
    '-g', String(FPS * 2), '-pix_fmt', 'yuv420p', '-movflags', '+faststart', out], { stdio: ['pipe', 'inherit', 'inherit'] });
  const t0 = Date.now();
  for (let n = 0; n < FRAMES; n++) {
    const buf = await sharp(Buffer.from(frameSvg(n / FPS))).removeAlpha().raw().toBuffer();
    if (!ff.stdin.write(buf)) await new Promise((r) => ff.stdin.once('drain', r));
  }
  ff.stdin.end();
  await new Promise((r) => ff.on('close', r));
  console.log('done in', (Date.now() - t0) / 1000, 's');
}
