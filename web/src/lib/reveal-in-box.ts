/**
 * Brings an element into view inside its own scrolling box and nowhere else: unlike
 * `scrollIntoView`, the page stays where it is, so what the pointer was over stays under it (a
 * plot picked on the layout plan shows its row in the table below without moving the plan). The
 * box's sticky header is allowed for by the element's `scroll-margin-top`.
 */
export function revealInBox(element: HTMLElement, box: HTMLElement): void {
  const shown = box.getBoundingClientRect();
  const at = element.getBoundingClientRect();
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  if (at.top - margin < shown.top) box.scrollTop -= shown.top - (at.top - margin);
  else if (at.bottom > shown.bottom) box.scrollTop += Math.min(at.bottom - shown.bottom, at.top - margin - shown.top);
}
