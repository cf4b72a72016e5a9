import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { hasUnsavedChanges } from './unsaved-changes';

/** Marks a button that leaves the screen (sign out), for the guard to ask first. */
export const LEAVES_SCREEN = { 'data-leaves-screen': '' };

/** A click that would take the administrator to another screen: a link to another path, or a marked button. */
function leavingElement(event: MouseEvent): HTMLElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const element = (event.target as Element | null)?.closest?.('a[href], [data-leaves-screen]') as HTMLElement | null;
  if (!element) return null;
  if (!(element instanceof HTMLAnchorElement)) return element;
  if (element.target === '_blank' || element.hasAttribute('download')) return null;
  const url = new URL(element.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname ? element : null;
}

/**
 * Asks before an in-app link or sign-out leaves a form with unsaved changes. (The
 * browser asks before a reload or a closed tab; see useUnsavedChanges.) The
 * changes stay in this browser as a draft either way.
 */
export function LeaveGuard() {
  const [pending, setPending] = useState<HTMLElement | null>(null);
  const letThrough = useRef(false);

  useEffect(() => {
    // Capture, on the document: it runs before the router's own click handling.
    const onClick = (event: MouseEvent) => {
      if (letThrough.current || !hasUnsavedChanges()) return;
      const element = leavingElement(event);
      if (!element) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(element);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const leave = () => {
    const element = pending;
    setPending(null);
    letThrough.current = true;
    element?.click();
    letThrough.current = false;
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      title="Leave without saving?"
      message="Your unsaved changes stay in this browser, and are offered when you open the form again."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={leave}
      onCancel={() => setPending(null)}
    />
  );
}
