/**
 * What a visitor does on a server-rendered page before its code is live is kept, not lost.
 *
 * The HTML arrives, paints and takes input before the scripts have loaded and React has hydrated
 * it — seconds on a cheap phone over 4G. In that time a button does nothing (React drops an event
 * for a part it has not hydrated) and a form is sent by the browser as a page load, losing what
 * was typed (and putting it in the address). So, from the first byte of the page, a small inline
 * script (`holdEarlyInput`, run in the head) holds taps on buttons and sent forms while the page
 * is not live yet, or while they are inside a section still waiting for its code
 * (components/ui/deferred.tsx). When that part becomes live, `replayHeld` hands the typed values
 * to its components and replays the taps and the form.
 */

/** The attribute on <html> that says the page is live (React has hydrated or rendered it). */
const LIVE_ATTRIBUTE = 'data-live';
/** Sections whose code has not arrived yet carry data-section="deferred". */
const WAITING_SECTION = '[data-section="deferred"]';

type HeldInput = { tap: HTMLElement } | { form: HTMLFormElement; submitter: HTMLElement | null };

declare global {
  interface Window {
    /** Filled by the inline script until the part of the page it belongs to is live. */
    __heldInput?: HeldInput[];
  }
}

/**
 * Sent as its own source text, inline in the head of every page (entry-server.tsx; its hash is
 * in the Content-Security-Policy): it must not use anything outside its own body. Listens on the
 * window in the capture phase, ahead of React. Links are left to work natively; a submit button's
 * tap is left to the browser, which then sends its form (held here).
 */
export function holdEarlyInput(): void {
  const held: HeldInput[] = [];
  const waiting = (target: EventTarget | null): target is Element =>
    target instanceof Element && (!document.documentElement.hasAttribute('data-live') || target.closest('[data-section="deferred"]') !== null);
  window.addEventListener(
    'click',
    (event) => {
      if (!waiting(event.target)) return;
      const button = event.target.closest<HTMLElement>('button, [role="button"]');
      if (!button || (button instanceof HTMLButtonElement && button.type === 'submit' && button.form)) return;
      event.preventDefault();
      event.stopPropagation();
      held.push({ tap: button });
    },
    true,
  );
  window.addEventListener(
    'submit',
    (event) => {
      if (!waiting(event.target) || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopPropagation();
      held.push({ form: event.target, submitter: event.submitter instanceof HTMLElement ? event.submitter : null });
    },
    true,
  );
  window.__heldInput = held;
}

const targetOf = (input: HeldInput): Element => ('tap' in input ? input.tap : input.form);

/** Whether something was held inside `element` (a deferred section opens at once then). */
export function hasHeldInside(element: Element): boolean {
  return (window.__heldInput ?? []).some((input) => element.contains(targetOf(input)));
}

/** Says the page is live: from now on only what is inside a waiting section is held. */
export function markPageLive(): void {
  document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether `node` belongs to the part being replayed: inside `part`, and not inside a section still waiting. */
function belongsTo(part: Element, node: Element): boolean {
  const section = node.closest(WAITING_SECTION);
  return part.contains(node) && (section === null || section === part || !part.contains(section));
}

/**
 * The value a field had in the server's HTML: its `value` attribute, or for a <select> the option
 * marked `selected` (the server marks the chosen one of every select it renders). null for a
 * select with no option marked: one React rendered in the browser (it chooses an option without
 * marking it), which nobody can have changed before the page was live.
 */
function serverValue(field: Field): string | null {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  return [...field.options].find((option) => option.defaultSelected)?.value ?? null;
}

/**
 * Hands what the visitor did in `part` before it was live to its components: fields whose value
 * differs from the server's get a change event React sees (React tracks a field's last value, so
 * the server's value is put back through its tracker first, then the typed one natively); then
 * the held taps are replayed and a held form is sent again, now to its component's handler.
 * Parts inside `part` that are still waiting keep theirs until they are live.
 */
export function replayHeld(part: Element): void {
  for (const field of part.querySelectorAll<Field>('input, textarea, select')) {
    if (!belongsTo(part, field)) continue;
    const initial = serverValue(field);
    const typed = field.value;
    if (initial === null || typed === initial || (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))) continue;
    field.value = initial;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  // Taken out of the queue in place: the inline script keeps pushing into the same list.
  const queue = window.__heldInput ?? [];
  const mine = queue.filter((input) => belongsTo(part, targetOf(input)));
  if (mine.length === 0) return;
  for (const input of mine) queue.splice(queue.indexOf(input), 1);
  // After React has taken in the changes above, so a handler sees what was typed.
  setTimeout(() => {
    for (const input of mine) {
      if ('tap' in input) {
        if (input.tap.isConnected) input.tap.click();
      } else if (input.form.isConnected) {
        const submitter = input.submitter && input.form.contains(input.submitter) ? input.submitter : undefined;
        if (submitter) input.form.requestSubmit(submitter);
        else input.form.requestSubmit();
      }
    }
  }, 0);
}
