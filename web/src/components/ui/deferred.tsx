import { createContext, Suspense, use, useCallback, useContext, useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { hydration } from '@/lib/hydration';

/**
 * A section whose code loads when it is about to be used. The server renders it like any other
 * component (its module is loaded first, see `preloadDeferred`); in the browser its HTML stays as
 * the server sent it until the visitor scrolls to it, taps or tabs into it — only then is its
 * code fetched and the section hydrated. A phone visitor who reads the hero and leaves never
 * downloads the sections below it. After a navigation in the browser a section loads at once.
 *
 * What the visitor does before the code has arrived is not lost: a tap on a button (or a form's
 * submit) is held and replayed once the section is live, and text typed into a field is handed to
 * the component as a change (see `replayInto`).
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

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Hands what the visitor did before the section was live to its components: fields whose value
 * differs from the server's get a change event React sees (React tracks a field's last value,
 * so the server's value is put back through its tracker first, then the typed one natively), and
 * held taps are replayed on their buttons.
 */
function replayInto(section: HTMLElement, taps: readonly HTMLElement[]): void {
  for (const field of section.querySelectorAll<Field>('input, textarea, select')) {
    const initial =
      field instanceof HTMLSelectElement
        ? ([...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '')
        : field.defaultValue;
    const typed = field.value;
    if (typed === initial || (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))) continue;
    field.value = initial;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  for (const tap of taps) if (tap.isConnected) tap.click();
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
  const taps = useRef<HTMLElement[]>([]);
  if (!hydration.isActive()) Component.open();

  useEffect(() => {
    const element = ref.current;
    if (!element || !hydration.isActive() || live.current) return;
    const open = () => Component.open();
    // A tap on a button before the code is here would do nothing (or submit a form natively):
    // hold it, open the section, and replay it once the section is live. Links work natively.
    const holdTap = (event: MouseEvent) => {
      if (live.current) return;
      const button = (event.target as Element | null)?.closest<HTMLElement>('button, [role="button"], input[type="submit"]');
      if (!button || !element.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      taps.current.push(button);
      open();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        open();
      }
    });
    observer.observe(element);
    element.addEventListener('click', holdTap, true);
    for (const type of ['focusin', 'pointerdown', 'keydown'] as const) element.addEventListener(type, open);
    return () => {
      observer.disconnect();
      element.removeEventListener('click', holdTap, true);
      for (const type of ['focusin', 'pointerdown', 'keydown'] as const) element.removeEventListener(type, open);
    };
  }, [Component]);

  const onLive = useCallback(() => {
    if (live.current) return;
    live.current = true;
    const element = ref.current;
    if (!element) return;
    if (hydration.isActive()) replayInto(element, taps.current.splice(0));
    // Says (to tests, and to anyone reading the page) that the section is live.
    element.dataset.section = 'live';
  }, []);

  // A section still waiting for its code must not receive an update (its parent re-rendering
  // with equal props): React would give up the server's HTML and show the fallback. The same
  // element for the same prop values lets React skip the whole boundary.
  const propValues = Object.values(props);
  const boundary = useMemo(
    () => (
      <LiveContext value={onLive}>
        <Suspense fallback={fallback}>
          <Component {...props} />
        </Suspense>
      </LiveContext>
    ),
    [Component, onLive, fallback, ...propValues], // the props' values are the dependencies
  );

  return (
    <div ref={ref} data-section="deferred">
      {boundary}
    </div>
  );
}
