import { toast } from '@/lib/toast';
import { Localized } from '@/i18n/localized';
import { useT } from '@/i18n/use-language';
import { useCompareTray } from '@/lib/compare-tray';

/** Adds a plot to the comparison tray or takes it out; a fifth plot is refused in words. */
export function CompareToggle({ plot, className = '' }: { plot: { id: string; title: string; titleTe?: string }; className?: string }) {
  const { tray, add, remove } = useCompareTray();
  const picked = tray.some((entry) => entry.id === plot.id);
  const t = useT('common');
  const plotWords = useT('parts').plot;
  return (
    <button
      type="button"
      aria-pressed={picked}
      onClick={() => {
        if (picked) {
          remove(plot.id);
          return;
        }
        if (add(plot) === 'full') toast.error(t.compareTray.full, { id: 'compare-full' });
      }}
      className={`inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
        picked ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
      } ${className}`}
    >
      <span aria-hidden="true">{picked ? '✓' : '+'}</span>
      {picked ? plotWords.inCompare : plotWords.compare}
      <span className="sr-only">
        : <Localized english={plot.title} telugu={plot.titleTe} />
      </span>
    </button>
  );
}
