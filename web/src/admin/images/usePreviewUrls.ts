import { useEffect, useRef } from 'react';
import { droppedPreviews, type NewImage } from './order';

/**
 * How long a preview that left the list stays usable: the form's Preview pane shows the values
 * up to 250 ms late, and an image it still draws must not turn into a failed request.
 */
const REVOKE_AFTER_MS = 1000;

/** Revokes the object URLs of previews that left the list (a moment later), and all of them on unmount. */
export function useRevokedPreviews(added: NewImage[]) {
  const previous = useRef<string[]>([]);
  const previews = added.map((image) => image.preview);
  const signature = previews.join('\n');
  useEffect(() => {
    const dropped = droppedPreviews(previous.current, previews);
    if (dropped.length) setTimeout(() => dropped.forEach((url) => URL.revokeObjectURL(url)), REVOKE_AFTER_MS);
    previous.current = previews;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  useEffect(
    () => () => {
      previous.current.forEach((url) => URL.revokeObjectURL(url));
      previous.current = [];
    },
    [],
  );
}
