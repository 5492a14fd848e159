import { SQ_FT_PER_SQ_YD } from '@core/constants';
import type { LayoutPlot } from '@core/schemas/venture';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/**
 * Links a plot shape to a plot of the venture that is drawn nowhere yet (a plot linked to the
 * venture from the plot form, or one whose shape was deleted). Radios: arrows move, Enter links.
 */
export function LinkPlotDialog({
  shapeLabel,
  candidates,
  onClose,
  onLink,
}: {
  shapeLabel: string | null;
  candidates: LayoutPlot[];
  onClose: () => void;
  onLink: (plotId: string) => Promise<void>;
}) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const open = shapeLabel !== null;
  const link = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await onLink(chosen);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={`Link a plot to shape ${shapeLabel ?? ''}`} onClose={onClose} size="sm">
      {candidates.length === 0 ? (
        <p className="text-sm text-slate-700">Every plot of this venture is on the plan already. A plot joins the venture from its own form (Plots Management), then shows here.</p>
      ) : (
        <form
          noValidate
          aria-label="Link a plot"
          onSubmit={(event) => {
            event.preventDefault();
            void link();
          }}
          className="flex flex-col gap-3"
        >
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-800">Plots of the venture not on the plan</legend>
            <div className="flex max-h-72 flex-col gap-1 overflow-auto">
              {candidates.map((plot) => (
                <label key={plot.id} className="flex min-h-11 items-center gap-2 rounded-md border border-slate-200 px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50">
                  <input type="radio" name={`${id}-plot`} value={plot.id} checked={chosen === plot.id} onChange={() => setChosen(plot.id)} className="accent-brand-700" />
                  Plot {plot.number || '(no number)'} · {Math.round(plot.areaSqFt / SQ_FT_PER_SQ_YD)} sq.yd · {plot.roadFacing}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!chosen || busy}>
              {busy ? 'Linking…' : 'Link plot'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
