import { PLOT_STATUSES, ROAD_FACINGS, SQ_FT_PER_SQ_YD, type PlotStatus, type RoadFacing } from '@core/constants';
import { PLOT_NUMBER_PATTERN } from '@core/venture-constants';
import { messageKey } from '@core/message-key';
import { PLOT_STATUS_LABELS } from '@core/plot-status';
import { PLOT_STATUS_COLOURS } from '@core/plot-status-colours';
import { formatPlotPrice, priceUnitFor } from '@core/price';
import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMessageText } from '@/i18n/message-text';
import type { PlotEdit } from '../api/layout-writes';
import type { LayoutRow } from '../utils/layout-rows';

export interface PlotsTableActions {
  onSelect: (key: string, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
  /** A shape without a plot: its label (the number its plot will get). */
  onLabel: (shapeId: string, label: string) => void;
  onPlotEdit: (row: LayoutRow, edit: PlotEdit) => Promise<void>;
  onStatus: (row: LayoutRow, status: PlotStatus) => void;
  onShow: (shapeId: string) => void;
  onCreatePlot: (row: LayoutRow) => void;
  onLinkPlot: (row: LayoutRow) => void;
}

const CELL = 'px-2 py-1.5 align-middle';
const INPUT = 'min-h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-600';
const SMALL_BUTTON = 'inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-2 text-xs font-semibold whitespace-nowrap text-slate-700 hover:border-brand-600 hover:text-brand-700 disabled:opacity-50';

/** A text cell that saves when left or on Enter, and goes back to the saved value on Escape. */
function EditCell({
  value,
  label,
  inputMode,
  disabled,
  check,
  onCommit,
}: {
  value: string;
  label: string;
  inputMode?: 'decimal' | 'text';
  disabled?: boolean;
  /** A message key when the text cannot be saved ('' when it can). */
  check: (text: string) => string;
  onCommit: (text: string) => Promise<void> | void;
}) {
  const say = useMessageText();
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  // The saved value changed (a reload, another edit): show it unless this box holds unsaved text.
  const [saved, setSaved] = useState(value);
  if (saved !== value) {
    setSaved(value);
    if (text === saved) setText(value);
  }

  const commit = async () => {
    const next = text.trim();
    if (next === value) {
      setProblem('');
      return;
    }
    const wrong = check(next);
    setProblem(wrong);
    if (wrong) return;
    setBusy(true);
    try {
      await onCommit(next);
    } catch {
      setText(value);
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      setText(value);
      setProblem('');
    }
  };
  return (
    <>
      <input
        type="text"
        inputMode={inputMode}
        value={text}
        aria-label={label}
        aria-invalid={problem !== ''}
        title={problem ? say(problem) : undefined}
        disabled={disabled || busy}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
        className={INPUT}
      />
      {problem ? (
        <span role="alert" className="block text-xs text-red-700">
          {say(problem)}
        </span>
      ) : null}
    </>
  );
}

const numberProblem = (text: string) => (PLOT_NUMBER_PATTERN.test(text) ? '' : messageKey('plotNumberFormat'));
const positiveProblem = (text: string) => {
  const value = Number(text.replace(/,/g, ''));
  return text !== '' && Number.isFinite(value) && value > 0 ? '' : messageKey('mustBePositive');
};
const toNumber = (text: string) => Number(text.replace(/,/g, ''));

/**
 * One row. A select's change to the value it already has is no write: the app replays a
 * select's value as a change when the page goes live (lib/held-input.ts), and a controlled
 * select drawn by the browser has no option marked as the server's.
 */
function RowView({ row, selected, actions }: { row: LayoutRow; selected: boolean; actions: PlotsTableActions }) {
  const { plot, shape } = row;
  const name = `plot ${row.number || '(no number)'}`;
  return (
    <tr data-row={row.key} aria-selected={selected} className={`scroll-mt-10 ${selected ? 'bg-amber-50' : 'even:bg-slate-50'}`}>
      <td className={CELL}>
        <input type="checkbox" checked={selected} aria-label={`Select ${name}`} onChange={(event) => actions.onSelect(row.key, event.target.checked)} className="h-5 w-5 accent-brand-700" />
      </td>
      <td className={`${CELL} w-24`}>
        <EditCell
          value={row.number}
          label={`Number of ${name}`}
          check={numberProblem}
          onCommit={async (text) => {
            if (shape) actions.onLabel(shape.id, text);
            if (plot) await actions.onPlotEdit(row, { plotNumber: text });
          }}
        />
      </td>
      <td className={`${CELL} w-24`}>
        {plot ? (
          <EditCell
            value={row.areaSqYd === null ? '' : String(row.areaSqYd)}
            label={`Area of ${name} (sq.yd)`}
            inputMode="decimal"
            check={positiveProblem}
            onCommit={(text) => actions.onPlotEdit(row, { area: Math.round(toNumber(text) * SQ_FT_PER_SQ_YD) })}
          />
        ) : (
          <span className="text-sm text-slate-600">{row.areaSqYd === null ? '—' : row.areaSqYd}</span>
        )}
      </td>
      <td className={`${CELL} w-32`}>
        {plot ? (
          <select aria-label={`Facing of ${name}`} value={plot.roadFacing} onChange={(event) => {
              if (event.target.value !== plot.roadFacing) void actions.onPlotEdit(row, { roadFacing: event.target.value as RoadFacing });
            }} className={INPUT}>
            {ROAD_FACINGS.map((facing) => (
              <option key={facing} value={facing}>
                {facing}
              </option>
            ))}
          </select>
        ) : (
          <span className="text-sm text-slate-500">—</span>
        )}
      </td>
      <td className={`${CELL} w-28`}>
        {plot ? (
          <EditCell value={String(plot.pricePerSqYard)} label={`Rate of ${name} (₹ per sq.yd)`} inputMode="decimal" check={positiveProblem} onCommit={(text) => actions.onPlotEdit(row, { pricePerSqYard: toNumber(text) })} />
        ) : (
          <span className="text-sm text-slate-500">—</span>
        )}
      </td>
      <td className={`${CELL} w-36`}>
        {plot ? (
          <div className="flex items-center gap-1.5">
            <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-full" style={{ background: PLOT_STATUS_COLOURS[plot.status].fill }} />
            <select aria-label={`Status of ${name}`} value={plot.status} onChange={(event) => {
                if (event.target.value !== plot.status) actions.onStatus(row, event.target.value as PlotStatus);
              }} className={INPUT}>
              {PLOT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PLOT_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <span className="text-sm text-slate-500">No plot yet</span>
        )}
        {plot?.status === 'reserved' && plot.reservedUntil ? <span className="block text-xs text-slate-600">until {plot.reservedUntil}</span> : null}
      </td>
      <td className={`${CELL} text-sm whitespace-nowrap text-slate-700`}>{plot && plot.price > 0 ? formatPlotPrice(plot.price, priceUnitFor(plot.price)) : '—'}</td>
      <td className={`${CELL} text-center text-sm text-slate-700`}>{plot ? plot.enquiries : '—'}</td>
      <td className={CELL}>
        <div className="flex gap-1.5">
          {shape ? (
            <button type="button" className={SMALL_BUTTON} onClick={() => actions.onShow(shape.id)}>
              Show<span className="sr-only"> {name} on the plan</span>
            </button>
          ) : null}
          {shape && !plot ? (
            <>
              <button type="button" className={SMALL_BUTTON} onClick={() => actions.onCreatePlot(row)}>
                Create plot<span className="sr-only"> {row.number}</span>
              </button>
              <button type="button" className={SMALL_BUTTON} onClick={() => actions.onLinkPlot(row)}>
                Link plot…<span className="sr-only"> to shape {row.number}</span>
              </button>
            </>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

// A row re-renders only when its own shape, plot or selection changed (a drag or a selection of 50 leaves the rest alone).
const Row = memo(
  RowView,
  (before, after) =>
    before.selected === after.selected &&
    before.actions === after.actions &&
    before.row.shape === after.row.shape &&
    before.row.plot === after.row.plot &&
    before.row.number === after.row.number &&
    before.row.areaSqYd === after.row.areaSqYd,
);

/**
 * The venture's plots as a table: the editor's keyboard path. Every plot shape and every plot of
 * the venture is a row; number, area, facing, rate and status are edited in place (saved when a
 * box is left or on Enter); checkboxes select rows for the bulk actions above, in step with the
 * plan (a row selected is a shape highlighted, and a shape clicked is its row selected).
 */
export function PlotsTable({ rows, selected, actions }: { rows: LayoutRow[]; selected: ReadonlySet<string>; actions: PlotsTableActions }) {
  const all = rows.length > 0 && rows.every((row) => selected.has(row.key));
  const some = !all && rows.some((row) => selected.has(row.key));
  const head = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (head.current) head.current.indeterminate = some;
  }, [some]);
  if (rows.length === 0) return <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">No plots yet: draw a plot or generate a block on the plan.</p>;
  // Relative: the rows' visually hidden words (absolutely placed) belong to this scrolling box; else
  // they would stick out of the page beside it, and a phone would zoom the whole page out to show them.
  return (
    <div data-rows-box className="relative max-h-[32rem] overflow-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[56rem] border-collapse text-left" aria-label="Plots of the layout">
        <thead className="sticky top-0 z-10 bg-slate-100 text-xs font-semibold text-slate-700 uppercase">
          <tr>
            <th scope="col" className={CELL}>
              <input ref={head} type="checkbox" checked={all} aria-label="Select every plot" onChange={(event) => actions.onSelectAll(event.target.checked)} className="h-5 w-5 accent-brand-700" />
            </th>
            <th scope="col" className={CELL}>
              Number
            </th>
            <th scope="col" className={CELL}>
              Area (sq.yd)
            </th>
            <th scope="col" className={CELL}>
              Facing
            </th>
            <th scope="col" className={CELL}>
              Rate (₹/sq.yd)
            </th>
            <th scope="col" className={CELL}>
              Status
            </th>
            <th scope="col" className={CELL}>
              Price
            </th>
            <th scope="col" className={CELL}>
              Enquiries
            </th>
            <th scope="col" className={CELL}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.key} row={row} selected={selected.has(row.key)} actions={actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
