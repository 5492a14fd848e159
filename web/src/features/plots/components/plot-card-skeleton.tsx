import { Skeleton } from '@/components/ui/skeleton';

/** Same outline as a plot card, so nothing moves when the real cards arrive. */
export function PlotCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-7 w-1/2" />
        <Skeleton className="h-16 w-full" />
        <div className="flex gap-2 pt-2">
          <Skeleton className="h-11 flex-1" />
          <Skeleton className="h-11 flex-1" />
        </div>
      </div>
    </div>
  );
}
