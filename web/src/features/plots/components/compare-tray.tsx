import { lazy, Suspense } from 'react';
import { useCompareTray } from '@/lib/compare-tray';

// The bar's code loads the first time the tray holds a plot: most visits never compare.
const CompareTrayBar = lazy(() => import('./compare-tray-bar').then((module) => ({ default: module.CompareTrayBar })));

/** The comparison tray at the foot of every public page, while it holds plots (the server renders none). */
export function CompareTray() {
  const { tray } = useCompareTray();
  if (tray.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareTrayBar />
    </Suspense>
  );
}
