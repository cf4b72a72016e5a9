import { FORM_OUTCOME_ELEMENT_ID, type PostedFormName, type PostedFormOutcome } from '@consultancy/domain';
import { createContext, useContext } from 'react';

/**
 * The outcome of a public form posted without scripts (see FORM_NAME_FIELD):
 * the server renders the page that answers the post with it, and the browser
 * hydrates that page with it too, from the element the server wrote.
 */
const PostedFormContext = createContext<PostedFormOutcome | null>(null);

export const PostedFormProvider = PostedFormContext.Provider;

/** The outcome of the post of this form (by name, and source where a page has several), if this page answers one. */
export function usePostedForm(form: PostedFormName, source?: string): PostedFormOutcome | null {
  const posted = useContext(PostedFormContext);
  return posted && posted.form === form && (source === undefined || posted.source === source) ? posted : null;
}

/** The outcome the server rendered this page with, read in the browser. */
export function renderedPostedForm(): PostedFormOutcome | null {
  const block = document.getElementById(FORM_OUTCOME_ELEMENT_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as PostedFormOutcome) : null;
}
