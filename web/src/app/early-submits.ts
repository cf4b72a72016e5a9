/**
 * Until React has hydrated the page, a form sent (Enter, or a click on its
 * button) would go the browser's way: a GET of the page with the fields in
 * its URL, and what was typed is gone. Such a submit is held, and made again
 * once the form's own handler is there. Returns the function that releases them.
 */
export function holdEarlySubmits(): () => void {
  const held = new Map<HTMLFormElement, HTMLElement | null>();
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    held.set(event.target as HTMLFormElement, event.submitter);
  };
  document.addEventListener('submit', hold, true);
  return () => {
    document.removeEventListener('submit', hold, true);
    for (const [form, submitter] of held) if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
  };
}
