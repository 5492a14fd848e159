// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasHeldInside, holdEarlyInput, markPageLive, replayHeld } from './held-input';

/** What the fields of the page reported, in order: "type name=value". */
function recordFieldEvents(): string[] {
  const seen: string[] = [];
  for (const type of ['input', 'change']) {
    document.addEventListener(type, (event) => {
      const field = event.target as HTMLInputElement;
      seen.push(`${type} ${field.name}=${field.value}`);
    });
  }
  return seen;
}

/** A form as the server renders it: a name typed in by nobody yet, a select with its chosen option marked. */
const SERVER_FORM = `
  <form id="enquiry">
    <input name="name" value="">
    <textarea name="message">Hello</textarea>
    <select name="slot"><option value="">Any time</option><option value="morning" selected>Morning</option><option value="evening">Evening</option></select>
    <input type="checkbox" name="updates">
    <button type="button" id="more">More</button>
    <button type="submit">Send</button>
  </form>`;

let listeners: { type: string; listener: EventListenerOrEventListenerObject }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  document.documentElement.removeAttribute('data-live');
  // The inline script listens on the window for good; keep what it adds so each test starts clean.
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    listeners.push({ type, listener });
    add(type, listener, options);
  });
});

afterEach(() => {
  for (const { type, listener } of listeners) window.removeEventListener(type, listener, true);
  listeners = [];
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
  delete window.__heldInput;
});

const field = <T extends Element>(selector: string) => document.querySelector(selector) as T;

describe('held input', () => {
  it('gives the typed values of a server-rendered form to its components, and nothing for untouched fields', () => {
    document.body.innerHTML = SERVER_FORM;
    holdEarlyInput();
    field<HTMLInputElement>('[name=name]').value = 'Lakshmi';
    field<HTMLSelectElement>('[name=slot]').value = 'evening';
    const seen = recordFieldEvents();
    markPageLive();
    replayHeld(document.body);
    expect(seen).toEqual(['input name=Lakshmi', 'change slot=evening']);
  });

  it('leaves alone a select the browser rendered (no option marked chosen), whatever it shows', () => {
    document.body.innerHTML = `<select name="status"><option value="available">Available</option><option value="sold">Sold</option></select>`;
    // As React renders a controlled <select value="sold"> in the browser: chosen, not marked.
    field<HTMLSelectElement>('select').value = 'sold';
    holdEarlyInput();
    const seen = recordFieldEvents();
    markPageLive();
    replayHeld(document.body);
    expect(seen).toEqual([]);
  });

  it('holds a tap and a sent form until the page is live, then replays them in order', () => {
    document.body.innerHTML = SERVER_FORM;
    holdEarlyInput();
    const taps: string[] = [];
    field<HTMLButtonElement>('#more').addEventListener('click', () => taps.push('more'));
    const form = field<HTMLFormElement>('#enquiry');
    // jsdom sends no form on its own: what the browser does when the submit button is pressed.
    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);

    field<HTMLButtonElement>('#more').click();
    form.requestSubmit();
    expect(taps).toEqual([]);
    expect(sent).not.toHaveBeenCalled();
    expect(hasHeldInside(form)).toBe(true);

    markPageLive();
    replayHeld(document.body);
    vi.runAllTimers();
    expect(taps).toEqual(['more']);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(hasHeldInside(form)).toBe(false);
  });

  it('keeps what is inside a section still waiting for its code until that section is replayed', () => {
    document.body.innerHTML = `<div id="page"><button type="button" id="top">Top</button><div data-section="deferred" id="later">${SERVER_FORM}</div></div>`;
    holdEarlyInput();
    const taps: string[] = [];
    for (const id of ['top', 'more']) field<HTMLButtonElement>(`#${id}`).addEventListener('click', () => taps.push(id));
    field<HTMLButtonElement>('#top').click();
    field<HTMLButtonElement>('#more').click();

    markPageLive();
    replayHeld(document.body);
    vi.runAllTimers();
    expect(taps).toEqual(['top']);

    // Still waiting: a tap inside it is held even though the page is live.
    field<HTMLButtonElement>('#more').click();
    expect(taps).toEqual(['top']);
    const section = field<HTMLElement>('#later');
    section.dataset.section = 'live';
    replayHeld(section);
    vi.runAllTimers();
    expect(taps).toEqual(['top', 'more', 'more']);
  });
});
