import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { isLeadStatus, LEAD_STATUSES, type LeadStatus } from '@core/lead-status';

/**
 * Keyboard moves on the board jump a whole column: Right/Down go to the next column, Left/Up to
 * the previous one (dnd-kit's default would nudge the card 25 px per key press). Only the x
 * coordinate changes, so when the columns sit in a horizontal scroller (phones) dnd-kit scrolls
 * it instead and finds the new column from the scroll.
 */
export function columnKeyboardCoordinates(originOf: (id: string) => LeadStatus): KeyboardCoordinateGetter {
  return (event, { active, currentCoordinates, context }) => {
    const step =
      event.code === KeyboardCode.Right || event.code === KeyboardCode.Down
        ? 1
        : event.code === KeyboardCode.Left || event.code === KeyboardCode.Up
          ? -1
          : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const overId = context.over?.id;
    const current = isLeadStatus(overId) ? overId : originOf(String(active));
    const target = LEAD_STATUSES[LEAD_STATUSES.indexOf(current) + step];
    if (!target) return currentCoordinates;
    const targetRect = context.droppableRects.get(target);
    const ownRect = context.collisionRect;
    if (!targetRect || !ownRect) return currentCoordinates;
    return { x: targetRect.left + (targetRect.width - ownRect.width) / 2, y: currentCoordinates.y };
  };
}
