import { Box, Typography } from '@mui/material';
import { ImageTile } from './ImageTile';
import type { useTileDrag, Group } from './useTileDrag';

interface Props {
  group: Group;
  title: string;
  sources: Array<{ src: string; key: string }>;
  multiple: boolean;
  subject: string;
  /** Where the main image (the first overall) is. */
  main: { group: Group; index: number } | null;
  drag: ReturnType<typeof useTileDrag>;
  move: (group: Group, from: number, to: number) => void;
  remove: (group: Group, index: number) => void;
  /** Reads and changes an image's alt text by its key; no alt inputs without it. */
  altText?: { of(key: string): string; change(key: string, text: string): void; library?(key: string): string | undefined };
}

/** The kept or the new images, reorderable among themselves; nothing when there are none. */
export function ImageGroup({ group, title, sources, multiple, subject, main, drag, move, remove, altText }: Props) {
  if (sources.length === 0) return null;
  return (
    <Box>
      {multiple && (
        <Typography variant="caption" component="h3" sx={{ display: 'block', mb: 0.75, fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.5 }}>
          {title}
          {sources.length > 1 ? ' · drag to reorder' : ''}
        </Typography>
      )}
      <Box component="ul" aria-label={title} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 0, m: 0 }}>
        {sources.map((source, index) => (
          <ImageTile
            key={source.key}
            group={group}
            index={index}
            count={sources.length}
            src={source.src}
            subject={subject}
            movable={multiple}
            isMain={multiple && main?.group === group && main.index === index}
            isTarget={drag.isTarget(group, index)}
            drag={drag.handlers(group, index)}
            onMove={(to) => move(group, index, to)}
            onRemove={() => remove(group, index)}
            alt={altText ? { value: altText.of(source.key), onChange: (text) => altText.change(source.key, text), library: altText.library?.(source.key) } : undefined}
          />
        ))}
      </Box>
    </Box>
  );
}
