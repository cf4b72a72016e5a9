import { CONTACT_FORM_SOURCE, CONTACT_SENT_MESSAGE, type PostedFormOutcome } from '@consultancy/domain';
import type { ContactInput } from '../../gql/graphql';

/** The words the REST API answers too (and a plain post's page shows). */
export const CONTACT_SUCCESS_MESSAGE = CONTACT_SENT_MESSAGE;
export const CONTACT_FAILURE_MESSAGE = 'Failed to send message. Please try again.';
/** How long after arriving with ?scroll=form the page scrolls to the form. */
export const SCROLL_TO_FORM_DELAY_MS = 500;

/** What the form holds: every field of the API's ContactInput but the source, the hidden fields and the visit, as text. */
export type ContactValues = Required<Omit<ContactInput, 'source' | 'website' | 'formToken' | 'visit'>>;

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const EMPTY_CONTACT: ContactValues = { firstName: '', lastName: '', email: '', phone: '', company: '', message: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** First name, last name, email (a valid address) and message are required; phone and company are optional. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'Please enter your first name.';
  if (!values.lastName.trim()) errors.lastName = 'Please enter your last name.';
  if (!values.email.trim()) errors.email = 'Please enter your email address.';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address.';
  if (!values.message.trim()) errors.message = 'Please enter a message.';
  return errors;
}

/** The submitContact input: trimmed values, sent from the contact form. */
export function contactInput(values: ContactValues): ContactInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    message: values.message.trim(),
    source: CONTACT_FORM_SOURCE,
  };
}

/** The form's values on the page answering a plain post: what was typed after a refusal, empty after a success. */
export function valuesAfterPost(posted: PostedFormOutcome | null): ContactValues {
  if (!posted || posted.ok) return EMPTY_CONTACT;
  const typed = (name: string) => (typeof posted.values[name] === 'string' ? posted.values[name] : '');
  return Object.fromEntries(Object.keys(EMPTY_CONTACT).map((name) => [name, typed(name)])) as ContactValues;
}
