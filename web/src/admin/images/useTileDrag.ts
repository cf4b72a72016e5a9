import { useRef, useState, type DragEvent } from 'react';

export type Group = 'existing' | 'new';
interface Place {
  group: Group;
  index: number;
}

/** Marks a drag of one of our tiles, so that it is never taken for files dropped from outside. */
export const INTERNAL_TYPE = 'application/x-admin-image';
export const isInternalDrag = (event: DragEvent) => event.dataTransfer.types.includes(INTERNAL_TYPE);

/** Dragging a tile onto another of the same group moves it there. */
export function useTileDrag(move: (group: Group, from: number, to: number) => void) {
  const dragging = useRef<Place | null>(null);
  const [dropTarget, setDropTarget] = useState<Place | null>(null);
  const isTarget = (group: Group, index: number) => dropTarget?.group === group && dropTarget.index === index;
  /** The drag source, when it is of `group`. */
  const sourceIn = (event: DragEvent, group: Group) => {
    const source = dragging.current;
    return isInternalDrag(event) && source && source.group === group ? source : null;
  };

  const handlers = (group: Group, index: number) => ({
    onDragStart: (event: DragEvent) => {
      dragging.current = { group, index };
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(INTERNAL_TYPE, `${group}:${index}`);
    },
    onDragEnd: () => {
      dragging.current = null;
      setDropTarget(null);
    },
    onDragOver: (event: DragEvent) => {
      if (!sourceIn(event, group)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (!isTarget(group, index)) setDropTarget({ group, index });
    },
    onDragLeave: () => {
      if (isTarget(group, index)) setDropTarget(null);
    },
    onDrop: (event: DragEvent) => {
      const source = sourceIn(event, group);
      if (!source) return;
      event.preventDefault();
      event.stopPropagation();
      dragging.current = null;
      setDropTarget(null);
      move(group, source.index, index);
    },
  });

  return { handlers, isTarget };
}
