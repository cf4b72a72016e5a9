/**
 * A public page paints before its code has loaded, and a visitor can type,
 * send a form or press a button in that window (the slower the phone, the
 * wider it is). Nothing done then may be lost:
 *
 * - a control rendered with HELD_UNTIL_READY (a form, a button) is held: a
 *   submit or a click on it is stopped, remembered, and shown as waiting;
 * - once the control's component is ready (useHeldUntilReady, after React has
 *   hydrated it), what was typed into the form is handed to React, then the
 *   held submit or click is made again, once;
 * - a held form whose code is not ready PLAIN_POST_AFTER_MS after the submit
 *   (a slow network: the code is a chain of chunks) is sent as the plain HTML
 *   form it also is, and the page that answers shows the outcome.
 *
 * This module runs at page start, before React: it must stay free of React and
 * tiny. If even it never loads, the forms still post as plain HTML forms.
 */

/** The attribute a component renders on a form or a button whose early use must be held. */
export const HELD_UNTIL_READY = 'data-held-until-ready';
/** Set while a held submit or click waits for the code (styled in spinner.css). */
const WAITING = 'data-waiting';
/** How long a held submit waits for the form's code before the form is posted without it. */
export const PLAIN_POST_AFTER_MS = 2_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (element: Element): element is Field =>
  element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || (element instanceof HTMLInputElement && element.type !== 'file');
const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What a held control's first use was: a submit (with the button that sent it) or a click. */
type HeldUse = { kind: 'submit'; submitter: HTMLElement | null } | { kind: 'click' };

const heldUses = new Map<HTMLElement, HeldUse>();
/** Controls whose component is ready: their events go to React as usual. */
const ready = new WeakSet<HTMLElement>();

function heldControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(`[${HELD_UNTIL_READY}]`);
  return control && !ready.has(control) ? control : null;
}

function hold(control: HTMLElement, use: HeldUse, event: Event) {
  // Stopped before React's root listener too: a half-hydrated page must not act on it as well.
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!heldUses.has(control) || use.kind === 'submit') heldUses.set(control, use);
  control.setAttribute(WAITING, '');
  if (use.kind === 'submit') setTimeout(() => postPlainly(control), PLAIN_POST_AFTER_MS);
}

/** A held submit whose code has not come: posted as a browser without scripts would (no submit event, so nothing holds it again). */
function postPlainly(form: HTMLElement) {
  if (ready.has(form) || heldUses.get(form)?.kind !== 'submit' || !(form instanceof HTMLFormElement)) return;
  // Ready from now on: the code, if it comes while the page is leaving, must not send it again.
  ready.add(form);
  heldUses.delete(form);
  HTMLFormElement.prototype.submit.call(form);
}

/** Installs the document's listeners (once, at page start). */
export function holdUntilReady(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = heldControl(event.target);
      if (form) hold(form, { kind: 'submit', submitter: (event as SubmitEvent).submitter }, event);
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = heldControl(event.target);
      // A click on a form's submit button becomes its submit event: that one is held.
      if (button && !(button instanceof HTMLFormElement)) hold(button, { kind: 'click' }, event);
    },
    true,
  );
}

/** What the visitor changed: a field no longer showing the value it was rendered with. */
function changedByVisitor(field: Field): boolean {
  // A radio button is handed over by the one now chosen.
  if (isToggle(field)) return field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked);
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** What the visitor left in a field, read before any of it is handed over. */
interface Typed {
  field: Field;
  value: string;
  checked: boolean;
}

const typedInto = (field: Field): Typed => ({ field, value: field.value, checked: isToggle(field) && field.checked });

/**
 * Hands a field's value to React as if just typed. React's change tracking
 * ignores an input event whose value it has already seen (hydration saw the
 * typed text), so the tracked value is reset first and the typed one set
 * past the tracker, by the element type's own setter. (A select has no
 * tracker: its change event is enough.)
 */
function handToReact({ field, value, checked }: Typed) {
  if (isToggle(field)) {
    // Set through React's tracker to the other state, then clicked into the typed one, as the visitor did.
    field.checked = !checked;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const { selectionStart, selectionEnd } = field;
  field.value = '';
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // The visitor may still be typing in it: the caret stays where it was (where the field has one).
  if (selectionStart !== null && document.activeElement === field) field.setSelectionRange(selectionStart, selectionEnd);
}

/** React renders a discrete event's updates before the next task: the form's handler then sees the typed values. */
const afterReactRendered = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Called once the control's component is ready: from now on its events go to
 * React. What was typed into it is handed over, then its held use is made.
 */
export async function releaseHeld(control: HTMLElement): Promise<void> {
  if (ready.has(control)) return;
  ready.add(control);
  if (control instanceof HTMLFormElement) {
    // Read first: the render that takes one field's value sets the others back to what React holds.
    // One at a time, each rendered before the next: a handler may read its event's field only when React renders.
    for (const typed of [...control.elements].filter(isField).filter(changedByVisitor).map(typedInto)) {
      handToReact(typed);
      await afterReactRendered();
    }
  }
  const use = heldUses.get(control);
  heldUses.delete(control);
  if (!use) return;
  await afterReactRendered();
  control.removeAttribute(WAITING);
  if (!control.isConnected) return;
  if (use.kind === 'click') control.click();
  else if (control instanceof HTMLFormElement) control.requestSubmit(use.submitter?.isConnected ? use.submitter : null);
}
