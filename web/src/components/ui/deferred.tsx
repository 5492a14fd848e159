import { createContext, memo, Suspense, use, useCallback, useContext, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { hasHeldInside, replayHeld } from '@/lib/held-input';
import { hydration } from '@/lib/hydration';

/**
 * A section whose code loads when it is about to be used. The server renders it like any other
 * component (its module is loaded first, see `preloadDeferred`); in the browser its HTML stays as
 * the server sent it until the visitor scrolls to it, taps or tabs into it — only then is its
 * code fetched and the section hydrated. A phone visitor who reads the hero and leaves never
 * downloads the sections below it. After a navigation in the browser a section loads at once.
 *
 * What the visitor does before the code has arrived is not lost: taps and sent forms inside a
 * section marked data-section="deferred" are held from the first byte of the page and replayed
 * once it is live, with what was typed (lib/held-input.ts).
 */
export interface DeferredComponent<P> {
  (props: P): ReactNode;
  /** Lets the code load (the section is near the screen or touched). */
  open: () => void;
  /** Loads the code now (the server, before rendering). */
  preload: () => Promise<void>;
}

const everyDeferred = new Set<DeferredComponent<never>>();

/** Loads the code of every deferred section defined so far: the server renders them at once. */
export async function preloadDeferred(): Promise<void> {
  await Promise.all([...everyDeferred].map((component) => component.preload()));
}

/** Called once the section's content is live (hydrated or rendered). */
const LiveContext = createContext<() => void>(() => {});

function LiveSignal() {
  const onLive = useContext(LiveContext);
  useEffect(() => onLive(), [onLive]);
  return null;
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  let openGate: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));
  const ready = gate.then(preload);

  function Deferred(props: P) {
    // Suspends until opened and loaded; during hydration React keeps the server's HTML meanwhile.
    if (!Loaded) use(ready);
    const Component = Loaded as ComponentType<P>;
    return (
      <>
        <Component {...props} />
        <LiveSignal />
      </>
    );
  }
  const component = Object.assign(Deferred, { open: () => openGate(), preload });
  everyDeferred.add(component as DeferredComponent<never>);
  return component;
}

/** The place of a deferred section in the page: it opens the section when it is seen or touched. */
export function DeferredSection<P extends object>({
  component: Component,
  props,
  fallback = null,
}: {
  component: DeferredComponent<P>;
  props: P;
  /** What a navigation in the browser shows for the moment the code loads. */
  fallback?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const live = useRef(false);
  if (!hydration.isActive()) Component.open();

  useEffect(() => {
    const element = ref.current;
    if (!element || !hydration.isActive() || live.current) return;
    // Touched before the page was live: load now.
    if (hasHeldInside(element)) Component.open();
    const open = (event?: Event) => {
      if (!event || (event.target instanceof Node && element.contains(event.target))) Component.open();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        open();
      }
    });
    observer.observe(element);
    // On the window, ahead of React, which stops events bound for a part it has not hydrated.
    const opening = ['focusin', 'pointerdown', 'keydown', 'click', 'submit'] as const;
    for (const type of opening) window.addEventListener(type, open, true);
    return () => {
      observer.disconnect();
      for (const type of opening) window.removeEventListener(type, open, true);
    };
  }, [Component]);

  const onLive = useCallback(() => {
    if (live.current) return;
    live.current = true;
    const element = ref.current;
    if (!element) return;
    if (hydration.isActive()) replayHeld(element);
    // Says (to tests, to the held-input script, and to anyone reading the page) that the section is live.
    element.dataset.section = 'live';
  }, []);

  return (
    <div ref={ref} data-section="deferred">
      <Boundary component={Component} props={props} onLive={onLive} fallback={fallback} />
    </div>
  );
}

interface BoundaryProps<P extends object> {
  component: ComponentType<P>;
  props: P;
  onLive: () => void;
  fallback: ReactNode;
}

const sameValues = (a: object, b: object) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof object], b[key as keyof object]));
};

/**
 * A section still waiting for its code must not receive an update (its parent re-rendering with
 * equal props): React would give up the server's HTML and show the fallback. For the same prop
 * values the boundary is not rendered again, so React skips it whole. (memo gives back a component
 * without its type parameter: the cast puts it back.)
 */
const Boundary = memo(
  function Boundary<P extends object>({ component: Component, props, onLive, fallback }: BoundaryProps<P>) {
    return (
      <LiveContext value={onLive}>
        <Suspense fallback={fallback}>
          <Component {...props} />
        </Suspense>
      </LiveContext>
    );
  },
  (before, after) => before.component === after.component && before.onLive === after.onLive && before.fallback === after.fallback && sameValues(before.props, after.props),
) as <P extends object>(props: BoundaryProps<P>) => ReactNode;
