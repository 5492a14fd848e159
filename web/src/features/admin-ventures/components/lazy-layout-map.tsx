import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { LayoutMapProps } from './layout-map';

// Leaflet, Leaflet-Geoman and their CSS: a chunk of their own, fetched when a venture with a plan is opened.
const LayoutMap = lazy(() => import('./layout-map').then((module) => ({ default: module.LayoutMap })));

/** The plan with its shapes, its code loaded on first use. */
export function LazyLayoutMap(props: LayoutMapProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the plan…" className="h-full" />}>
      <LayoutMap {...props} />
    </Suspense>
  );
}
