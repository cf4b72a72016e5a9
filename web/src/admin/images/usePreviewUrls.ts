import { useEffect, useRef } from 'react';
import { droppedPreviews, type NewImage } from './order';

/** Revokes the object URLs of previews that left the list, and all of them on unmount. */
export function useRevokedPreviews(added: NewImage[]) {
  const previous = useRef<string[]>([]);
  const previews = added.map((image) => image.preview);
  const signature = previews.join('\n');
  useEffect(() => {
    droppedPreviews(previous.current, previews).forEach((url) => URL.revokeObjectURL(url));
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
