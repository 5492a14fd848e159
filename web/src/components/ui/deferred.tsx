import { createContext, Suspense, use, useCallback, useContext, useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { hydration } from '@/lib/hydration';

/**
 * A section whose code loads when it is about to be used. The server renders it like any other
 * component (its module is loaded first, see `preloadDeferred`); in the browser its HTML stays as
 * the server sent it until the visitor scrolls to it, taps or tabs into it — only then is its
 * code fetched and the section hydrated. A phone visitor who reads the hero and leaves never
 * downloads the sections below it. After a navigation in the browser a section loads at once.
 *
 * What the visitor does before the code has arrived is not lost (React drops an event it cannot
 * hydrate for): a tap on a button is held and replayed once the section is live; a form sent
 * before then is held (the browser would send it as a page load) and sent again through the
 * component; text typed into a field is handed to the component as a change (see `replayInto`).
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

/** What the visitor did before the section was live: taps on buttons, and a form sent with the button that sent it. */
interface Held {
  taps: HTMLElement[];
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
}

/**
 * Hands what the visitor did before the section was live to its components: fields whose value
 * differs from the server's get a change event React sees (React tracks a field's last value,
 * so the server's value is put back through its tracker first, then the typed one natively), and
 * a held form is sent again, now to the component's submit handler.
 */
function replayInto(section: HTMLElement, held: Held): void {
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
  // After React has taken in the changes above, so a handler sees what was typed.
  setTimeout(() => {
    for (const tap of held.taps) if (tap.isConnected) tap.click();
    const submit = held.submit;
    if (submit?.form.isConnected) submit.form.requestSubmit(submit.submitter && submit.form.contains(submit.submitter) ? submit.submitter : null);
  }, 0);
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
  const held = useRef<Held>({ taps: [], submit: null });
  if (!hydration.isActive()) Component.open();

  useEffect(() => {
    const element = ref.current;
    if (!element || !hydration.isActive() || live.current) return;
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const open = (event?: Event) => {
      if (!event || inside(event)) Component.open();
    };
    // Listened for on the window, ahead of React: React stops an event bound for a part of the
    // page it has not hydrated yet. A tap on a button before the code is here would be lost, and
    // a form would be sent by the browser as a page load: hold them and replay them once the
    // section is live. Links work natively. A submit button's tap becomes the form's submit.
    const holdTap = (event: MouseEvent) => {
      if (live.current || !inside(event)) return;
      const button = (event.target as Element).closest<HTMLElement>('button, [role="button"]');
      if (!button || (button instanceof HTMLButtonElement && button.type === 'submit' && button.form)) return;
      event.stopPropagation();
      held.current.taps.push(button);
      Component.open();
    };
    const holdSubmit = (event: SubmitEvent) => {
      if (live.current || !inside(event) || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopPropagation();
      held.current.submit = { form: event.target, submitter: event.submitter instanceof HTMLElement ? event.submitter : null };
      Component.open();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        open();
      }
    });
    observer.observe(element);
    const opening = ['focusin', 'pointerdown', 'keydown'] as const;
    window.addEventListener('click', holdTap, true);
    window.addEventListener('submit', holdSubmit, true);
    for (const type of opening) window.addEventListener(type, open, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('click', holdTap, true);
      window.removeEventListener('submit', holdSubmit, true);
      for (const type of opening) window.removeEventListener(type, open, true);
    };
  }, [Component]);

  const onLive = useCallback(() => {
    if (live.current) return;
    live.current = true;
    const element = ref.current;
    if (!element) return;
    if (hydration.isActive()) {
      const done = held.current;
      held.current = { taps: [], submit: null };
      replayInto(element, done);
    }
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
