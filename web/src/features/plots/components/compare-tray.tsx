import { lazy, Suspense } from 'react';
import { useTrayMayHoldPlots } from '@/lib/compare-tray-store';

// The bar's code (and the tray's) loads the first time the tray holds a plot: most visits never compare.
const CompareTrayBar = lazy(() => import('./compare-tray-bar').then((module) => ({ default: module.CompareTrayBar })));

/** The comparison tray at the foot of every public page, while it holds plots (the server renders none). */
export function CompareTray() {
  if (!useTrayMayHoldPlots()) return null;
  return (
    <Suspense fallback={null}>
      <CompareTrayBar />
    </Suspense>
  );
}
