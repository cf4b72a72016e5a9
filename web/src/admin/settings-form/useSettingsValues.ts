import { useCallback, useRef, useState } from 'react';
import { differs } from '../drafts/draft-store';

/**
 * A settings form's values beside the settings as last read, and the version the
 * values were taken at. What is read replaces the values only while nothing is
 * typed (or when asked to, by Refresh): a save elsewhere, or a reread, never
 * takes away what was typed, nor moves the version it will be saved from.
 */
export function useSettingsValues<V>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [stored, setStored] = useState<V>(initial);
  const [version, setVersion] = useState<number | null>(null);
  const latest = useRef({ values: initial, stored: initial });
  latest.current = { values, stored };

  const take = useCallback((read: V, readVersion: number | null, { evenOverTyping = false } = {}) => {
    const untouched = !differs(latest.current.values, latest.current.stored);
    setStored(read);
    if (!evenOverTyping && !untouched) return;
    setValues(read);
    setVersion(readVersion);
  }, []);

  /** A kept draft comes back with the version it was typed against. */
  const restore = useCallback((typed: V, typedVersion: number | null) => {
    setValues(typed);
    if (typedVersion !== null) setVersion(typedVersion);
  }, []);

  return { values, setValues, stored, version, take, restore };
}
