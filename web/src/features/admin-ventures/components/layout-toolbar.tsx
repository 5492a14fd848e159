import type { MapMode } from './layout-map';

const MODES: { mode: MapMode; label: string; hint: string }[] = [
  { mode: 'select', label: 'Select', hint: 'Click a shape to select it; shift- or ctrl-click adds or removes one.' },
  { mode: 'box', label: 'Select by box', hint: 'Click two opposite corners of a box on the plan: the plots inside it are selected.' },
  { mode: 'draw-plot', label: 'Draw a plot', hint: 'Click each corner, then click the first corner (or press Enter) to finish.' },
  { mode: 'block', label: 'Generate a block', hint: 'Click two opposite corners of the block, then say its rows, columns and numbers.' },
  { mode: 'draw-area', label: 'Draw an area', hint: 'A road, park, amenity or temple site: draw it, then name it.' },
];

/** What a press on the plan does, as a group of toggle buttons (the keyboard path is the table). */
export function LayoutToolbar({ mode, onMode, disabled }: { mode: MapMode; onMode: (mode: MapMode) => void; disabled: boolean }) {
  const current = MODES.find((item) => item.mode === mode) ?? MODES[0]!;
  return (
    <div className="flex flex-col gap-1">
      <div role="group" aria-label="Plan tools" className="flex flex-wrap gap-1.5">
        {MODES.map((item) => (
          <button
            key={item.mode}
            type="button"
            aria-pressed={mode === item.mode}
            disabled={disabled}
            onClick={() => onMode(item.mode)}
            className={`min-h-10 rounded-lg border px-3 text-sm font-semibold disabled:opacity-50 ${
              mode === item.mode ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
            }`}
          >
            {item.label}
          </button>
        ))}
      </div>
      <p className="text-xs text-slate-600" aria-live="polite">
        {current.hint}
      </p>
    </div>
  );
}
