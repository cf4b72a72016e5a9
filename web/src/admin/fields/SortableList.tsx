import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIcon from '@mui/icons-material/DragIndicator';
import ExpandIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ReactNode } from 'react';

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

let lastKey = 0;
const newKey = () => `item-${(lastKey += 1)}`;

/**
 * The items' keys: they have no id of their own, so each gets one that moves with it
 * when the list reorders, adds or removes; a list replaced from outside (loaded, restored)
 * gets new ones.
 */
function useItemKeys(length: number) {
  const keys = useRef<string[]>([]);
  if (keys.current.length !== length) keys.current = Array.from({ length }, newKey);
  return keys;
}

/**
 * Repeatable items an editor orders by dragging a handle (@dnd-kit: pointer and keyboard:
 * focus the handle, Space, arrows, Space), opens to edit, adds and removes. Closed, each is
 * one line, so a long list is ordered at a glance; an added item opens.
 */
export function SortableList<T>({ items, onChange, itemName, titleOf, blank, max, children }: Props<T>) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const keys = useItemKeys(items.length);
  const ids = keys.current;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) => setOpen((current) => (current.has(key) ? new Set([...current].filter((other) => other !== key)) : new Set([...current, key])));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const [from, to] = [ids.indexOf(String(active.id)), ids.indexOf(String(over.id))];
    keys.current = arrayMove([...ids], from, to);
    onChange(arrayMove([...items], from, to));
  };
  const add = () => {
    const key = newKey();
    keys.current = [...ids, key];
    setOpen((current) => new Set([...current, key]));
    onChange([...items, structuredClone(blank)]);
  };
  const remove = (index: number) => {
    keys.current = ids.filter((_key, at) => at !== index);
    onChange(items.filter((_other, at) => at !== index));
  };
  const full = max !== undefined && items.length >= max;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {items.map((item, index) => (
            <SortableItem key={ids[index]} id={ids[index]} title={titleOf(item, index)} itemName={itemName} open={open.has(ids[index])} onToggle={() => toggle(ids[index])} onRemove={() => remove(index)}>
              {children(item, index)}
            </SortableItem>
          ))}
        </SortableContext>
      </DndContext>
      <Box>
        <Button startIcon={<AddIcon />} onClick={add} disabled={full}>
          Add {itemName.toLowerCase()}
        </Button>
      </Box>
    </Box>
  );
}

interface ItemProps {
  id: string;
  title: string;
  itemName: string;
  open: boolean;
  onToggle(): void;
  onRemove(): void;
  children: ReactNode;
}

function SortableItem({ id, title, itemName, open, onToggle, onRemove, children }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid="sortable-item"
      sx={{ px: 1.5, py: 1, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', transform: CSS.Transform.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : 'auto', boxShadow: isDragging ? 4 : 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Drag to reorder ${itemName.toLowerCase()}: ${title}`} sx={{ cursor: 'grab', touchAction: 'none' }} size="small">
          <DragIcon />
        </IconButton>
        <Typography variant="subtitle1" component="h4" sx={{ flex: 1, minWidth: 0, fontWeight: 600, cursor: 'pointer' }} noWrap onClick={onToggle}>
          {title}
        </Typography>
        <IconButton aria-label={`${open ? 'Close' : 'Edit'} ${itemName.toLowerCase()}: ${title}`} aria-expanded={open} onClick={onToggle} size="small">
          <ExpandIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
        </IconButton>
        <IconButton aria-label={`Remove ${itemName.toLowerCase()}: ${title}`} onClick={onRemove} size="small">
          <DeleteIcon />
        </IconButton>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ pt: 1.5, pb: 1 }}>{children}</Box>
      </Collapse>
    </Paper>
  );
}
