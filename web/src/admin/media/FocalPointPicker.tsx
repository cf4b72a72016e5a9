import Box from '@mui/material/Box';
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { drawnBoxOf, focalText, pointFromClick } from './media-format';

interface Point {
  x: number;
  y: number;
}

const STEP = 0.05;
const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

/**
 * The image with its focal point marked: a click puts the point where it landed, and the
 * arrow keys move it (5% a press), so it can be set without a pointer too. The frame keeps
 * to the picture's size (never stretched by the dialog's column), so the marker, placed in
 * fractions of the frame, sits where the click was.
 */
export function FocalPointPicker({ src, alt, value, onChange }: { src: string; alt: string; value: Point; onChange: (point: Point) => void }) {
  const image = useRef<HTMLImageElement>(null);
  // Against the picture as drawn, not the frame: in a wide dialog a tall narrow picture fills only part of it.
  const click = (event: MouseEvent<HTMLElement>) => {
    if (image.current) onChange(pointFromClick(event.clientX, event.clientY, drawnBoxOf(image.current)));
  };
  const key = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, Point> = {
      ArrowLeft: { x: value.x - STEP, y: value.y }, ArrowRight: { x: value.x + STEP, y: value.y },
      ArrowUp: { x: value.x, y: value.y - STEP }, ArrowDown: { x: value.x, y: value.y + STEP },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    onChange({ x: clamp(next.x), y: clamp(next.y) });
  };
  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={`Focal point: ${focalText(value)}. Click the image or use the arrow keys to move it.`}
      data-testid="focal-point-picker"
      onClick={click}
      onKeyDown={key}
      sx={{ position: 'relative', display: 'inline-block', alignSelf: 'flex-start', cursor: 'crosshair', lineHeight: 0, maxWidth: '100%', '&:focus-visible': { outline: 3, outlineColor: 'primary.main' } }}
    >
      <Box component="img" ref={image} src={src} alt={alt} sx={{ maxWidth: '100%', maxHeight: 360, display: 'block', userSelect: 'none' }} draggable={false} />
      <Box
        data-testid="focal-point-marker"
        aria-hidden="true"
        // Inline: a new position per click would otherwise be a new emotion class each time.
        style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
        sx={{
          position: 'absolute', width: 22, height: 22, transform: 'translate(-50%, -50%)',
          borderRadius: '50%', border: '3px solid #fff', boxShadow: '0 0 0 2px rgba(0,0,0,.65)', pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
