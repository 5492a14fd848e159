import { DndContext, MouseSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, type ReactNode } from 'react';

/**
 * Dragging photos into another place, with a mouse or a finger (press and hold). The keyboard and
 * screen readers use each photo's move buttons instead, so the grip is not a control of its own.
 */
export function PhotoDragArea({ urls, onDrop, children }: { urls: string[]; onDrop: (from: number, to: number) => void; children: ReactNode }) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    onDrop(urls.indexOf(String(active.id)), urls.indexOf(String(over.id)));
  };
  const silent = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements: silent, screenReaderInstructions: { draggable: '' } }}>
      {children}
    </DndContext>
  );
}

/** One photo as a place to drop on and a thing to drag by its grip. */
export function usePhotoDrag(url: string, disabled: boolean) {
  const drag = useDraggable({ id: url, disabled });
  const drop = useDroppable({ id: url, disabled });
  const { setNodeRef: setDragNode } = drag;
  const { setNodeRef: setDropNode } = drop;
  const setNode = useCallback(
    (node: HTMLElement | null) => {
      setDragNode(node);
      setDropNode(node);
    },
    [setDragNode, setDropNode],
  );
  return {
    setNode,
    style: drag.transform ? { transform: CSS.Translate.toString(drag.transform), zIndex: 10, position: 'relative' as const } : undefined,
    setGripNode: drag.setActivatorNodeRef,
    gripListeners: drag.listeners,
    dragging: drag.isDragging,
    over: drop.isOver && !drag.isDragging,
  };
}
