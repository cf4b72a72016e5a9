import { useEffect } from 'react';

/** The forms of the panel holding changes not yet saved. */
const unsavedForms = new Set<symbol>();

export const hasUnsavedChanges = () => unsavedForms.size > 0;

/**
 * While `dirty`, the form counts as unsaved: the panel asks before leaving the
 * screen (LeaveGuard) and the browser asks before closing or reloading the tab.
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const form = Symbol('unsaved form');
    unsavedForms.add(form);
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      unsavedForms.delete(form);
      window.removeEventListener('beforeunload', ask);
    };
  }, [dirty]);
}
