import { LAYOUT_AREA_KINDS, PLOT_NUMBER_PATTERN, type LayoutShapeKind } from '@core/venture-constants';
import { messageKey } from '@core/message-key';
import type { LayoutShape } from '@core/schemas/venture';
import { useId, useState } from 'react';
import { fieldControlClass } from '@/components/ui/form-field';
import { useMessageText } from '@/i18n/message-text';
import { AREA_KIND_LABELS } from '../utils/shape-style';

/** One selected shape: what it is (a plot or a named area) and its label (a plot's number, an area's name). */
export function ShapePanel({ shape, editing, onChange, onEditCorners }: { shape: LayoutShape; editing: boolean; onChange: (change: { kind?: LayoutShapeKind; label?: string }) => void; onEditCorners: (on: boolean) => void }) {
  const id = useId();
  const say = useMessageText();
  const [label, setLabel] = useState(shape.label);
  // Another shape, or this one's label changed elsewhere (the table): the box shows it.
  const [shown, setShown] = useState({ id: shape.id, label: shape.label });
  if (shown.id !== shape.id || shown.label !== shape.label) {
    setShown({ id: shape.id, label: shape.label });
    setLabel(shape.label);
  }
  const problem = shape.kind === 'plot' && label.trim() !== '' && !PLOT_NUMBER_PATTERN.test(label.trim()) ? messageKey('plotNumberFormat') : '';
  const commit = () => {
    if (!problem && label.trim() !== shape.label) onChange({ label: label.trim() });
  };
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[auto_1fr_auto] sm:items-end">
      <div>
        <label htmlFor={`${id}-kind`} className="block text-xs font-semibold text-slate-700">
          Shape is
        </label>
        <select id={`${id}-kind`} value={shape.kind} onChange={(event) => onChange({ kind: event.target.value as LayoutShapeKind })} className={fieldControlClass(false)}>
          <option value="plot">A plot</option>
          {LAYOUT_AREA_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {AREA_KIND_LABELS[kind]} (not for sale)
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-label`} className="block text-xs font-semibold text-slate-700">
          {shape.kind === 'plot' ? 'Plot number' : 'Name'}
        </label>
        <input
          id={`${id}-label`}
          type="text"
          value={label}
          maxLength={60}
          aria-invalid={problem !== ''}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setLabel(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
          className={fieldControlClass(problem !== '')}
        />
        {problem ? (
          <p id={`${id}-problem`} className="mt-1 text-xs text-red-700">
            {say(problem)}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        aria-pressed={editing}
        onClick={() => onEditCorners(!editing)}
        className={`min-h-11 rounded-lg border px-3 text-sm font-semibold ${editing ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600'}`}
      >
        {editing ? 'Done moving corners' : 'Move corners'}
      </button>
    </div>
  );
}
