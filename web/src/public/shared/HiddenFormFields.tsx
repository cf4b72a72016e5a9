import { FORM_HONEYPOT_FIELD, FORM_NAME_FIELD, FORM_TOKEN_FIELD, FORM_TOKEN_PLACEHOLDER, type PostedFormName } from '@consultancy/domain';
import { useId } from 'react';
import './honeypot.css';

/**
 * The hidden fields of a public form. The honeypot is a field people never
 * see or reach (off screen, out of the tab order, hidden from screen readers,
 * no autofill) that bots filling every input fill in: a post with it filled is
 * stored as spam. The form token (written into the page by the server) and the
 * form's name are what a plain post of the form sends, when the page's scripts
 * never loaded; with scripts, the form fetches a token of its own.
 */
export function HiddenFormFields({ form, source }: { form: PostedFormName; source?: string }) {
  const id = `${useId()}-${FORM_HONEYPOT_FIELD}`;
  return (
    <>
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor={id}>Leave this field empty</label>
        <input id={id} type="text" name={FORM_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} defaultValue={FORM_TOKEN_PLACEHOLDER} />
      <input type="hidden" name={FORM_NAME_FIELD} defaultValue={form} />
      {source && <input type="hidden" name="source" defaultValue={source} />}
    </>
  );
}
