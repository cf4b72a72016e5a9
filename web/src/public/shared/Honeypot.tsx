import { FORM_HONEYPOT_FIELD } from '@consultancy/domain';
import { useId } from 'react';
import './honeypot.css';

/**
 * A field people never see or reach (off screen, out of the tab order, hidden
 * from screen readers, no autofill) that bots filling every input fill in:
 * a post with it filled is stored as spam.
 */
export function Honeypot() {
  const id = `${useId()}-${FORM_HONEYPOT_FIELD}`;
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={FORM_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
