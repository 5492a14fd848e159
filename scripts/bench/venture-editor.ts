import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS } from '../../e2e/harness';
import type { PlanPoint, PlanRect } from '../../functions/src/core/layout-geometry';
import { line, median, percentile, type BenchLine } from './report';
import { BENCH_ADMIN } from './bench-server';
import { blockRect, PLAN, PLOTS_PER_BLOCK, type BenchVenture } from './venture-layout';

const RUNS = 3;

interface Frames {
  frames: number[];
  /** The durations of the long tasks (≥ 50 ms) meanwhile. */
  longTasks: number[];
}

/** Runs' frames put together. */
const pooled = (runs: readonly Frames[]): Frames => ({ frames: runs.flatMap((run) => run.frames), longTasks: runs.flatMap((run) => run.longTasks) });

/**
 * Frame times while `action` runs: the time between successive requestAnimationFrame callbacks in
 * the page, recorded from before the action starts until the frame after the page is idle again.
 * rAF deltas rather than PerformanceObserver long tasks: a drag is many tasks (one per pointer
 * move, each with a canvas redraw), which long tasks (≥ 50 ms each) would not see when they are
 * short, while every one of them delays the next frame. The long tasks are recorded beside them, a
 * cross-check that long frames are the page's own work.
 */
async function framesDuring(page: Page, action: () => Promise<void>): Promise<Frames> {
  // A string, not a function: tsx compiles a named function with a `__name` helper the page lacks.
  const recorder = await page.evaluateHandle<{ frames: number[]; longTasks: number[]; running: boolean; observer: PerformanceObserver }>(`(() => {
    const recording = { frames: [], longTasks: [], running: true };
    recording.observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => recording.longTasks.push(entry.duration)));
    recording.observer.observe({ type: 'longtask' });
    let last;
    const tick = (now) => {
      if (last !== undefined) recording.frames.push(now - last);
      last = now;
      if (recording.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    return recording;
  })()`);
  await action();
  await idle(page);
  const measured = await recorder.evaluate((recording) => {
    recording.running = false;
    recording.observer.disconnect();
    return { frames: recording.frames, longTasks: recording.longTasks };
  });
  await recorder.dispose();
  return measured;
}

/** After the next frame and the tasks queued before it. */
const idle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

const planImage = (page: Page) => page.getByTestId('layout-map').locator('img.leaflet-image-layer');

/** Where a point of the plan is on the screen now (the plan image's box is the plan, scaled), the map brought into view first. */
async function onScreen(page: Page, [x, y]: PlanPoint): Promise<{ x: number; y: number }> {
  await page.getByTestId('layout-map').evaluate((map) => map.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = (await planImage(page).boundingBox())!;
  return { x: box.x + (x * box.width) / PLAN.width, y: box.y + (y * box.height) / PLAN.height };
}

/** A rect grown by `by` plan units on each side (still inside the roads around a block). */
const grown = ({ x, y, width, height }: PlanRect, by: number): PlanRect => ({ x: x - by, y: y - by, width: width + 2 * by, height: height + 2 * by });

/**
 * The frame length the action spends half its time in (the median of the frames weighted by their
 * length), beside the plain median of the rAF deltas. The plain one undercounts jank: after each
 * long frame Chromium runs the next callback at once, so a drag of alternating 500 ms and 17 ms
 * frames has a plain median of 17 ms while the pointer moves twice a second.
 */
function timeMedian(frames: readonly number[]): number {
  const sorted = [...frames].sort((a, b) => a - b);
  const half = sorted.reduce((sum, frame) => sum + frame, 0) / 2;
  let spent = 0;
  for (const frame of sorted) {
    spent += frame;
    if (spent >= half) return frame;
  }
  return Number.NaN;
}

function describe({ frames, longTasks }: Frames): { median: number; text: string } {
  const sorted = [...frames].sort((a, b) => a - b);
  const weighted = timeMedian(frames);
  const blocked = longTasks.reduce((sum, duration) => sum + duration, 0);
  return {
    median: weighted,
    text:
      `${weighted.toFixed(1)} ms median by time (plain median ${median(frames).toFixed(1)} ms), p90 ${percentile(sorted, 90).toFixed(1)} ms, ` +
      `longest ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms over ${frames.length} frames; ${longTasks.length} long tasks, ${Math.round(blocked)} ms`,
  };
}

/**
 * The layout editor with the 400 shapes (desktop width, signed in as the bench admin, the editor
 * loaded and idle): a corner of one plot dragged 20 px in 20 pointer moves, three times, and a
 * block of 50 plots selected with "Select by box" (two clicks, the pointer moved between them in
 * 20 steps), three blocks; each budget is the median frame time by time (timeMedian) over its three runs' frames. Then
 * the last 50 selected get a status from "Set status…": one request to …/plot-statuses.
 */
export async function benchVentureEditor(browser: Browser, base: string, { venture }: BenchVenture, budgetMs: number): Promise<BenchLine[]> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: base });
  try {
    // Signed in as the lead board's bench signs in: the browser's own session cookie.
    const signedIn = await context.request.post('/api/auth/login', { data: BENCH_ADMIN, headers: { 'X-Requested-With': 'fetch', Origin: base } });
    if (signedIn.status() !== 200) throw new Error(`bench sign-in: ${signedIn.status()}`);
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const opened = performance.now();
    await page.goto(`/admin/ventures/${venture.id}`);
    await page.getByRole('table', { name: 'Plots of the layout' }).waitFor({ timeout: 60_000 });
    await planImage(page).waitFor();
    await page.getByTestId('layout-map').locator(`canvas.layout-labels[data-labels="${PLOTS_PER_BLOCK * 8}"]`).waitFor();
    await idle(page);
    const loadMs = performance.now() - opened;

    // A corner dragged: plot 215 selected from its row, "Move corners", its first corner's handle.
    await page.getByRole('checkbox', { name: 'Select plot 215', exact: true }).check();
    await page.getByRole('button', { name: 'Move corners' }).click();
    const corner = page.getByTestId('layout-map').locator('.leaflet-marker-pane .marker-icon:not(.marker-icon-middle):not(.cursor-marker)').first();
    await corner.waitFor();
    const dragRuns: Frames[] = [];
    for (let run = 0; run < RUNS; run++) {
      await onScreen(page, [0, 0]);
      const box = (await corner.boundingBox())!;
      const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const direction = run % 2 === 0 ? 1 : -1;
      dragRuns.push(
        await framesDuring(page, async () => {
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          await page.mouse.move(from.x + 16 * direction, from.y + 12 * direction, { steps: 20 });
          await page.mouse.up();
        }),
      );
    }
    // The drag reached the editor's state (else the frames measured nothing).
    await page.getByText('Unsaved changes').waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: 'Done moving corners' }).click();

    // 50 plots by box: blocks 1, 2 and 3, each box 20 plan units outside its block.
    const boxRuns: Frames[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Emptied first (not timed), so the count shown after is this box's; the tool chosen again
      // each time, as the map leaves box drawing once a box is drawn (the toolbar stays on it).
      const clear = page.getByRole('button', { name: 'Clear selection' });
      if (await clear.isEnabled()) await clear.click();
      await page.getByText('0 plots selected').waitFor();
      await page.getByRole('button', { name: 'Select', exact: true }).click();
      await page.getByRole('button', { name: 'Select by box' }).click();
      const rect = grown(blockRect(run + 1), 20);
      const from = await onScreen(page, [rect.x, rect.y]);
      const to = await onScreen(page, [rect.x + rect.width, rect.y + rect.height]);
      boxRuns.push(
        await framesDuring(page, async () => {
          await page.mouse.click(from.x, from.y);
          await page.mouse.move(to.x, to.y, { steps: 20 });
          await page.mouse.click(to.x, to.y);
          await page.getByText(`${PLOTS_PER_BLOCK} plots selected`).waitFor({ timeout: 10_000 });
        }),
      );
    }

    // Their status at once, from the editor: one request.
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/plot-statuses')) writes.push(request.method());
    });
    const asked = performance.now();
    await page.getByRole('button', { name: 'Set status…' }).click();
    const dialog = page.getByRole('form', { name: 'Set status' });
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption('sold');
    await dialog.getByRole('button', { name: 'Set status' }).click();
    await page.getByRole('status').filter({ hasText: `${PLOTS_PER_BLOCK} plots set to Sold` }).first().waitFor({ timeout: 10_000 });
    const statusMs = performance.now() - asked;

    const drag = describe(pooled(dragRuns));
    const box = describe(pooled(boxRuns));
    const lines = [
      line(`layout editor with 400 shapes, opened to drawn and idle: ${Math.round(loadMs)} ms`),
      line(`  a corner dragged (${RUNS} drags of 20 moves): frames ${drag.text} (budget median ≤ ${budgetMs} ms)`, drag.median <= budgetMs),
      line(`  ${PLOTS_PER_BLOCK} plots selected by box (${RUNS} boxes): frames ${box.text} (budget median ≤ ${budgetMs} ms)`, box.median <= budgetMs),
      line(`  their status set from "Set status…": ${writes.length} request${writes.length === 1 ? '' : 's'}, ${Math.round(statusMs)} ms from the button to the toast (budget: one request)`, writes.length === 1),
    ];
    if (pageErrors.length > 0) lines.push(line(`  errors in the editor: ${pageErrors.map((error) => error.message).join('; ')}`, false));
    return lines;
  } finally {
    await context.close();
  }
}
