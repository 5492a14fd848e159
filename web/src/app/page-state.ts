/**
 * What a server-rendered page carries for the browser: the reads it was rendered with. It travels
 * as a JSON data block (`<script type="application/json">`), which the CSP allows because it never
 * runs; `<` is escaped so no text in the data can close the element.
 */
const PAGE_STATE_ID = 'page-state';

export interface PageState {
  rendered: Record<string, unknown>;
}

export function serializePageState(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** The state of a server-rendered page, or null when the browser renders alone (the admin area). */
export function readPageState(doc: Document): PageState | null {
  const element = doc.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<PageState>;
    return state.rendered && typeof state.rendered === 'object' ? { rendered: state.rendered } : null;
  } catch {
    return null;
  }
}
