import { PLOT_STATUSES, type PlotStatus } from '@core/constants';
import { generateBlock } from '@core/layout-blocks';
import type { PlanRect } from '@core/layout-geometry';
import { countStatuses, PLOT_STATUS_LABELS } from '@core/plot-status';
import { PLOT_STATUS_COLOURS, UNLINKED_PLOT_COLOUR } from '@core/plot-status-colours';
import type { BlockSpec, LayoutShape, PlotStatusChange, Venture, VentureLayout } from '@core/schemas/venture';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { LAYOUT_TEXTS } from '@/config/admin-texts';
import { useLatest } from '@/hooks/use-latest';
import { useMessageText } from '@/i18n/message-text';
import { ApiError } from '@/lib/api-client';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { revealInBox } from '@/lib/reveal-in-box';
import { toast } from '@/lib/toast';
import { useLayoutWrites, type PlotEdit } from '../api/layout-writes';
import { useLayoutEditor } from '../hooks/use-layout-editor';
import { layoutRows, selectedPlotIds, selectedShapesWithoutPlot, type LayoutRow } from '../utils/layout-rows';
import { drawnShape, newShapeId, nextPlotNumber } from '../utils/layout-state';
import { AreasList } from './areas-list';
import { BlockDialog, type BlockPlace } from './block-dialog';
import type { MapMode } from './layout-map';
import { LayoutToolbar } from './layout-toolbar';
import { LazyLayoutMap } from './lazy-layout-map';
import { LinkPlotDialog } from './link-plot-dialog';
import { PlanUpload } from './plan-upload';
import { PlotsTable, type PlotsTableActions } from './plots-table';
import { ShapePanel } from './shape-panel';
import { StatusDialog } from './status-dialog';

const failureKey = (error: unknown) => (error instanceof ApiError ? (error.key ?? error.message) : '');

/**
 * A venture's layout editor: the plan (upload, draw, generate blocks, move corners, select) and the
 * plots table (the keyboard path), one state for both; bulk status, plots made or linked from
 * shapes, enquiry counts; a save that never overwrites another admin's silently.
 */
export function LayoutEditor({ venture, read, reload }: { venture: Venture; read: VentureLayout; reload: () => Promise<VentureLayout | undefined> }) {
  const writes = useLayoutWrites(venture.id);
  const confirm = useConfirm();
  const say = useMessageText();
  const editor = useLayoutEditor({ ventureId: venture.id, read, save: writes.saveLayout, reload });
  const { state, dispatch, dirty } = editor;
  const [mode, setMode] = useState<MapMode>('select');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ id: string; nonce: number } | null>(null);
  const [blockPlace, setBlockPlace] = useState<BlockPlace | null>(null);
  const [statusFor, setStatusFor] = useState<string[] | null>(null);
  const [linkFor, setLinkFor] = useState<LayoutShape | null>(null);
  const [busy, setBusy] = useState('');
  const scrollToRow = useRef<string | null>(null);

  useLeaveGuard(() => dirty, { message: LAYOUT_TEXTS.confirmLeave, title: 'Leave the layout editor?', confirmLabel: 'Leave' });

  const plots = useMemo(() => new Map(read.plots.map((plot) => [plot.id, plot])), [read.plots]);
  const rows = useMemo(() => layoutRows(state.shapes, read.plots, venture.feetPerPlanUnit), [state.shapes, read.plots, venture.feetPerPlanUnit]);
  const counts = useMemo(() => countStatuses(read.plots), [read.plots]);
  // The latest state and rows for handlers made once (the table's rows stay memoised).
  const current = useLatest(state);
  const rowsRef = useLatest(rows);
  const plotIds = selectedPlotIds(rows, state.selected);
  const withoutPlot = selectedShapesWithoutPlot(rows, state.selected);
  const selectedShapes = state.shapes.filter((shape) => state.selected.has(shape.id));
  const single = selectedShapes.length === 1 ? selectedShapes[0]! : null;
  const numbersOf = (ids: readonly string[]) =>
    ids
      .map((id) => plots.get(id)?.number || '?')
      .slice(0, 12)
      .join(', ') + (ids.length > 12 ? ` and ${ids.length - 12} more` : '');

  // The corners being moved belong to the one selected shape.
  if (editingId && single?.id !== editingId) setEditingId(null);

  // A shape picked on the plan: its row comes into view in the table, the page (and the plan under
  // the pointer, for the next shift-click) staying where it is.
  useEffect(() => {
    const key = scrollToRow.current;
    scrollToRow.current = null;
    const row = key ? document.querySelector<HTMLElement>(`[data-row="${CSS.escape(key)}"]`) : null;
    const box = row?.closest<HTMLElement>('[data-rows-box]');
    if (row && box) revealInBox(row, box);
  }, [state.selected]);

  const onShapeClick = useCallback(
    (id: string, additive: boolean) => {
      scrollToRow.current = id;
      dispatch({ type: 'select', keys: [id], mode: additive ? 'toggle' : 'replace' });
    },
    [dispatch],
  );
  const onDrawn = useCallback(
    (points: [number, number][], drawn: 'draw-plot' | 'draw-area') => {
      if (points.length < 3) return;
      const shape = drawn === 'draw-plot' ? drawnShape(points, 'plot', nextPlotNumber(current.current.shapes)) : drawnShape(points, 'road', 'Road');
      dispatch({ type: 'add', shapes: [shape] });
      dispatch({ type: 'select', keys: [shape.id], mode: 'replace' });
      scrollToRow.current = shape.id;
      if (drawn === 'draw-area') setMode('select');
    },
    [current, dispatch],
  );
  const onRect = useCallback(
    (rect: PlanRect, drawn: 'block' | 'box') => {
      if (drawn === 'box') dispatch({ type: 'selectInRect', rect, mode: 'replace' });
      else if (rect.width > 0 && rect.height > 0) setBlockPlace({ rect, typed: false });
    },
    [dispatch],
  );
  const onCornersEdited = useCallback((id: string, points: [number, number][]) => dispatch({ type: 'update', id, change: { points } }), [dispatch]);

  const generate = (spec: BlockSpec) => {
    const shapes = generateBlock(spec, newShapeId);
    dispatch({ type: 'add', shapes });
    dispatch({ type: 'select', keys: shapes.map((shape) => shape.id), mode: 'replace' });
    setBlockPlace(null);
    setMode('select');
    toast.success(LAYOUT_TEXTS.blockAdded(shapes.length), { id: 'block-added' });
  };

  const run = async (what: string, work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } finally {
      setBusy('');
    }
  };

  /** Plots made from shapes: the layout is saved first (plots are made from saved shapes), then one plot per shape. */
  const createPlots = (shapes: LayoutShape[]) =>
    run('plots', async () => {
      if (dirty && !(await editor.saveLayout())) return;
      let made = 0;
      for (const shape of shapes) {
        try {
          await writes.plotForShape(shape.id);
          made += 1;
        } catch (error) {
          toast.error(`${LAYOUT_TEXTS.plotCreateFailed} ${shape.label}: ${say(failureKey(error) || LAYOUT_TEXTS.plotCreateFailed)}`, { id: `plot-failed-${shape.id}` });
          break;
        }
      }
      await writes.refresh();
      if (made > 0) toast.success(made === 1 ? LAYOUT_TEXTS.plotCreated(shapes[0]!.label) : LAYOUT_TEXTS.plotsCreated(made), { id: 'plots-created' });
    });

  const linkPlot = async (shape: LayoutShape, plotId: string) => {
    if (dirty && !(await editor.saveLayout())) throw new Error('not saved');
    try {
      await writes.plotForShape(shape.id, plotId);
    } catch (error) {
      toast.error(say(failureKey(error) || LAYOUT_TEXTS.plotLinkFailed), { id: 'link-failed' });
      throw error;
    }
    await writes.refresh();
    toast.success(LAYOUT_TEXTS.plotLinked(plots.get(plotId)?.number || shape.label), { id: 'plot-linked' });
  };

  const setStatuses = async (change: PlotStatusChange) => {
    await writes.setStatuses(change);
    toast.success(LAYOUT_TEXTS.statusesSet(change.plotIds.length, PLOT_STATUS_LABELS[change.status]), { id: 'statuses-set' });
  };

  const deleteSelected = async () => {
    const ids = selectedShapes.map((shape) => shape.id);
    if (ids.length === 0) return;
    if (!(await confirm(LAYOUT_TEXTS.confirmDeleteShapes(ids.length), { title: 'Delete shapes?', confirmLabel: 'Delete' }))) return;
    dispatch({ type: 'remove', ids });
  };

  const uploadPlan = async (file: File) => {
    await writes.uploadPlan(file);
    toast.success(LAYOUT_TEXTS.planUploaded, { id: 'plan-uploaded' });
  };

  const handlers = useLatest({ createPlots, setStatuses });
  const actions = useMemo<PlotsTableActions>(
    () => ({
      onSelect: (key, on) => dispatch({ type: 'select', keys: [key], mode: on ? 'add' : 'toggle' }),
      onSelectAll: (on) => dispatch({ type: 'select', keys: on ? rowsRef.current.map((row) => row.key) : [], mode: 'replace' }),
      onLabel: (shapeId, label) => dispatch({ type: 'update', id: shapeId, change: { label } }),
      onPlotEdit: async (row: LayoutRow, edit: PlotEdit) => {
        try {
          await writes.updatePlot(row.plot!.id, edit);
          toast.success(LAYOUT_TEXTS.plotUpdated(edit.plotNumber ?? row.number), { id: `plot-updated-${row.key}` });
        } catch (error) {
          toast.error(say(failureKey(error) || LAYOUT_TEXTS.plotUpdateFailed), { id: `plot-update-failed-${row.key}` });
          throw error;
        }
      },
      onStatus: (row: LayoutRow, status: PlotStatus) => {
        if (!row.plot) return;
        if (status === 'reserved') {
          setStatusFor([row.plot.id]);
          return;
        }
        void handlers.current.setStatuses({ plotIds: [row.plot.id], status }).catch(() => toast.error(LAYOUT_TEXTS.statusesFailed, { id: 'statuses-failed' }));
      },
      onShow: (shapeId) => {
        dispatch({ type: 'select', keys: [shapeId], mode: 'replace' });
        setFocus({ id: shapeId, nonce: Date.now() });
        document.querySelector('[data-testid="layout-map"]')?.scrollIntoView({ block: 'nearest' });
      },
      onCreatePlot: (row: LayoutRow) => void handlers.current.createPlots([row.shape!]),
      onLinkPlot: (row: LayoutRow) => setLinkFor(row.shape),
    }),
    // The row handlers read the latest state and handlers through refs, and stable callbacks.
    [dispatch, handlers, rowsRef, writes, say],
  );
  const unplaced = read.plots.filter((plot) => !state.shapes.some((shape) => shape.plotId === plot.id));
  const image = read.image;
  const problem = editor.problem;

  return (
    <section aria-labelledby="layout-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="layout-heading" className="text-lg font-bold text-slate-900">
            Layout plan
          </h3>
          <p className="text-sm text-slate-600">
            {rows.length} plot {rows.length === 1 ? 'shape' : 'shapes'} · {read.plots.length} {read.plots.length === 1 ? 'plot' : 'plots'} ·{' '}
            {state.shapes.length - rows.filter((row) => row.shape).length} areas · version {state.version}
          </p>
        </div>
        <PlanUpload hasPlan={image !== null} disabled={busy !== '' || editor.saving || dirty} disabledHint={dirty ? LAYOUT_TEXTS.saveBeforePlan : ''} onUpload={uploadPlan} />
      </div>

      {editor.restored ? (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {LAYOUT_TEXTS.draftRestored}
        </p>
      ) : null}

      {problem ? (
        <div role="alert" className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {problem.kind === 'stale' ? (
            <>
              <p className="font-semibold">{say('layoutStale')}</p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() =>
                    void confirm(LAYOUT_TEXTS.confirmReload, { title: 'Load the saved layout?', confirmLabel: 'Load saved layout' }).then((sure) =>
                      sure ? editor.loadSaved().then(() => toast.success(LAYOUT_TEXTS.reloaded, { id: 'layout-reloaded' })) : undefined,
                    )
                  }
                >
                  Load the saved layout
                </Button>
                <Button
                  variant="ghost"
                  onClick={() =>
                    void confirm('Save your layout over the one saved since? Their changes to the shapes are replaced by yours.', { title: 'Save over their layout?', confirmLabel: 'Save mine' }).then(
                      (sure) => (sure ? editor.saveOverTheirs().then((ok) => (ok ? toast.success(LAYOUT_TEXTS.saved, { id: 'layout-saved' }) : undefined)) : undefined),
                    )
                  }
                >
                  Save mine over theirs
                </Button>
              </div>
            </>
          ) : problem.kind === 'invalid' ? (
            <>
              <p className="font-semibold">{LAYOUT_TEXTS.fixShapes}</p>
              <ul className="list-disc pl-5">
                {problem.lines.map((line) => (
                  <li key={`${line.label}-${line.key}`}>
                    <span className="font-medium">{line.label}:</span> {say(line.key)}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="font-semibold">{problem.key ? `${say(problem.key)} ` : ''}{LAYOUT_TEXTS.saveFailed}</p>
          )}
        </div>
      ) : null}

      {/* On a wide screen, held below the admin header (sticky, 4rem) while the plan and the table scroll under it; on a phone it would hide half the plan. */}
      <div className="z-20 flex flex-wrap lg:sticky lg:top-16 items-center gap-2 rounded-lg border border-slate-200 bg-white/95 p-2 shadow-sm backdrop-blur">
        <Button onClick={() => void editor.saveLayout().then((ok) => (ok ? toast.success(LAYOUT_TEXTS.saved, { id: 'layout-saved' }) : undefined))} disabled={!dirty || editor.saving || busy !== ''}>
          {editor.saving ? 'Saving layout…' : 'Save layout'}
        </Button>
        <span className="text-sm text-slate-600" aria-live="polite">
          {dirty ? 'Unsaved changes' : 'All changes saved'}
        </span>
        <span className="mx-1 hidden h-6 w-px bg-slate-200 sm:block" aria-hidden="true" />
        <span className="text-sm font-semibold text-slate-800" aria-live="polite">
          {LAYOUT_TEXTS.selectionCount(state.selected.size)}
        </span>
        <Button variant="secondary" disabled={plotIds.length === 0 || busy !== ''} onClick={() => setStatusFor(plotIds)}>
          Set status…
        </Button>
        <Button variant="secondary" disabled={withoutPlot.length === 0 || busy !== '' || editor.saving} onClick={() => void createPlots(withoutPlot)}>
          {busy === 'plots' ? 'Creating plots…' : withoutPlot.length > 1 ? `Create ${withoutPlot.length} plots` : 'Create plot'}
        </Button>
        <Button variant="ghost" disabled={selectedShapes.length === 0} onClick={() => void deleteSelected()}>
          Delete shapes
        </Button>
        <Button variant="ghost" disabled={state.selected.size === 0} onClick={() => dispatch({ type: 'select', keys: [], mode: 'replace' })}>
          Clear selection
        </Button>
      </div>

      {single ? (
        <ShapePanel
          shape={single}
          editing={editingId === single.id}
          onChange={(change) => dispatch({ type: 'update', id: single.id, change })}
          onEditCorners={(on) => {
            setEditingId(on ? single.id : null);
            if (on) setMode('select');
          }}
        />
      ) : null}

      {image ? (
        <>
          <LayoutToolbar mode={mode} onMode={setMode} disabled={busy !== ''} />
          {/* isolate: Leaflet's panes and controls (z-index 400 to 1000) stay inside the map, under the sticky bars. */}
          <div className="isolate h-[60vh] min-h-80 overflow-hidden rounded-lg border border-slate-300 lg:h-[36rem]">
            <LazyLayoutMap
              image={image}
              shapes={state.shapes}
              plots={plots}
              selected={state.selected}
              mode={mode}
              editingId={editingId}
              focus={focus}
              onShapeClick={onShapeClick}
              onDrawn={onDrawn}
              onRect={onRect}
              onCornersEdited={onCornersEdited}
            />
          </div>
          <ul aria-label="Plots by status" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            {PLOT_STATUSES.map((status) => (
              <li key={status} className="flex items-center gap-1.5">
                <span aria-hidden="true" className="h-3 w-3 rounded-sm" style={{ background: PLOT_STATUS_COLOURS[status].fill }} />
                {PLOT_STATUS_LABELS[status]}: {counts[status]}
              </li>
            ))}
            <li className="flex items-center gap-1.5">
              <span aria-hidden="true" className="h-3 w-3 rounded-sm border border-dashed border-slate-900" style={{ background: UNLINKED_PLOT_COLOUR }} />
              No plot yet: {rows.filter((row) => !row.plot).length}
            </li>
          </ul>
        </>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">Upload the layout plan to draw its plots on it.</p>
      )}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-base font-semibold text-slate-900">Plots</h4>
        {image ? (
          // The keyboard path to new plot shapes: a block (or one plot) placed by typing where it goes.
          <Button variant="secondary" disabled={busy !== ''} onClick={() => setBlockPlace({ rect: { x: 0, y: 0, width: image.width, height: image.height }, typed: true })}>
            Add a block of plots…
          </Button>
        ) : null}
      </div>
      <PlotsTable rows={rows} selected={state.selected} actions={actions} />
      <AreasList shapes={state.shapes} selected={state.selected} onSelect={actions.onSelect} />

      {image ? (
        <BlockDialog place={blockPlace} plan={image} firstNumber={nextPlotNumber(state.shapes)} onCancel={() => setBlockPlace(null)} onGenerate={generate} />
      ) : null}
      <StatusDialog plotIds={statusFor} numbers={numbersOf(statusFor ?? [])} onClose={() => setStatusFor(null)} onSubmit={setStatuses} />
      <LinkPlotDialog shapeLabel={linkFor?.label ?? null} candidates={unplaced} onClose={() => setLinkFor(null)} onLink={(plotId) => linkPlot(linkFor!, plotId)} />
    </section>
  );
}
