import { useEffect, useState } from 'react';

/** How long typing pauses before the preview follows: well within the 500 ms it promises. */
export const PREVIEW_DELAY_MS = 250;

/**
 * The form's values as the preview shows them: the latest ones once they have stayed
 * unchanged for `delay` ms (the first ones at once), so a long page is not rendered
 * again on every keystroke.
 */
export function usePreviewValues<T>(values: T, delay = PREVIEW_DELAY_MS): T {
  const [shown, setShown] = useState(values);
  useEffect(() => {
    if (Object.is(values, shown)) return undefined;
    const timer = setTimeout(() => setShown(values), delay);
    return () => clearTimeout(timer);
  }, [values, shown, delay]);
  return shown;
}
