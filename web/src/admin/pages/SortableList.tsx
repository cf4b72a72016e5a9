import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props<T> {
  items: readonly T[];
  onChange(items: T[]): void;
  /** Singular, for buttons and the handle's name: 'Service'. */
  itemName: string;
  titleOf(item: T, index: number): string;
  blank: T;
  max?: number;
  children(item: T, index: number): ReactNode;
}

/**
 * Repeatable items an editor orders by dragging a handle (@dnd-kit: pointer and keyboard:
 * focus the handle, Space, arrows, Space), adds and removes.
 */
export function SortableList<T>({ items, onChange, itemName, titleOf, blank, max, children }: Props<T>) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  // Positions as ids: the items have none of their own, and their order is what changes.
  const ids = items.map((_item, index) => `${itemName}-${index}`);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove([...items], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  const full = max !== undefined && items.length >= max;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {items.map((item, index) => (
            <SortableItem key={ids[index]} id={ids[index]} title={titleOf(item, index)} itemName={itemName} onRemove={() => onChange(items.filter((_other, at) => at !== index))}>
              {children(item, index)}
            </SortableItem>
          ))}
        </SortableContext>
      </DndContext>
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...items, structuredClone(blank)])} disabled={full}>
          Add {itemName.toLowerCase()}
        </Button>
      </Box>
    </Box>
  );
}

function SortableItem({ id, title, itemName, onRemove, children }: { id: string; title: string; itemName: string; onRemove(): void; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid="sortable-item"
      sx={{ p: 2, display: 'grid', gap: 2, transform: CSS.Transform.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : 'auto', boxShadow: isDragging ? 4 : 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Drag to reorder ${itemName.toLowerCase()}: ${title}`} sx={{ cursor: 'grab', touchAction: 'none' }} size="small">
          <DragIcon />
        </IconButton>
        <Typography variant="subtitle1" component="h4" sx={{ flex: 1, fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        <IconButton aria-label={`Remove ${itemName.toLowerCase()}: ${title}`} onClick={onRemove} size="small">
          <DeleteIcon />
        </IconButton>
      </Box>
      {children}
    </Paper>
  );
}
