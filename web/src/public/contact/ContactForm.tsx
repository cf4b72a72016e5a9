import { useMutation } from '@apollo/client/react';
import { forwardRef, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { PostedFormOutcome } from '@consultancy/domain';
import { graphql } from '../../gql';
import { HeldLabel } from '../shared/HeldLabel';
import { HiddenFormFields } from '../shared/HiddenFormFields';
import { usePostedForm } from '../shared/posted-form';
import { Spinner } from '../shared/Spinner';
import { useToast } from '../shared/Toast';
import { useFormGuard } from '../shared/useFormGuard';
import { useHeldUntilReady } from '../shared/useHeldUntilReady';
import { visitToSend } from '../shared/visit-trail';
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  contactInput,
  EMPTY_CONTACT,
  valuesAfterPost,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './contact-form';

/** What the button says while the message is sent. */
const SENDING = 'Sending...';

const SubmitContactMutation = graphql(`
  mutation PublicSubmitContact($input: ContactInput!) {
    submitContact(input: $input)
  }
`);

interface FieldProps {
  name: keyof ContactValues;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  values: ContactValues;
  errors: ContactErrors;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

function Field({ name, label, type = 'text', autoComplete, required = false, multiline = false, values, errors, disabled, onChange }: FieldProps) {
  const id = `${useId()}-${name}`;
  const error = errors[name];
  const common = {
    id,
    name,
    value: values[name],
    onChange,
    disabled,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: 'contact-form__control',
  };
  return (
    <div className={`contact-form__field${multiline ? ' contact-form__field--wide' : ''}`}>
      <label htmlFor={id} className="contact-form__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="contact-form__optional"> (optional)</span>}
      </label>
      {multiline ? <textarea {...common} rows={6} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      {error && (
        <p id={`${id}-error`} className="contact-form__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * What the page answering a plain post says by the button: the server's success, or its refusal; a refusal
 * the fields' own errors explain (marked under each) gets the form's failure message, not the API's wording.
 */
function noticeAfterPost(posted: PostedFormOutcome, fieldErrors: ContactErrors) {
  const explained = !posted.ok && Object.values(fieldErrors).some(Boolean);
  return { ok: posted.ok, message: explained ? CONTACT_FAILURE_MESSAGE : posted.message };
}

/**
 * The contact form: sends submitContact with source contact_form. Typed or
 * sent before the page's code has loaded, it is held until then; without the
 * code at all, it posts to /contact as a plain form, and the page that answers
 * shows the outcome (posted) and gives back what was typed after a refusal.
 */
export const ContactForm = forwardRef<HTMLFormElement>(function ContactForm(_props, ref) {
  const posted = usePostedForm('contact');
  const [values, setValues] = useState<ContactValues>(() => valuesAfterPost(posted));
  const [errors, setErrors] = useState<ContactErrors>(() => (posted && !posted.ok ? validateContact(valuesAfterPost(posted)) : {}));
  const [notice, setNotice] = useState(() => posted && noticeAfterPost(posted, errors));
  const [submitContact, { loading: sending }] = useMutation(SubmitContactMutation);
  const { hiddenFields } = useFormGuard();
  const [waiting, setWaiting] = useState(false);
  const loading = sending || waiting;
  const toast = useToast();
  const formRef = useRef<HTMLFormElement | null>(null);
  const held = useHeldUntilReady(formRef);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // Read now: by the time React runs the update, a controlled field may show the old value again.
    const { name, value } = event.target as { name: keyof ContactValues; value: string };
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    try {
      setWaiting(true);
      const hidden = await hiddenFields(formRef.current).finally(() => setWaiting(false));
      const { data } = await submitContact({ variables: { input: { ...contactInput(values), ...hidden, visit: visitToSend() } } });
      if (!data?.submitContact) throw new Error('The message was not accepted');
      toast.success(CONTACT_SUCCESS_MESSAGE);
      setValues(EMPTY_CONTACT);
    } catch (error) {
      console.warn('Sending the contact message failed', error);
      toast.error(CONTACT_FAILURE_MESSAGE);
    }
  }

  const fieldProps = { values, errors, disabled: loading, onChange };
  return (
    <form
      ref={(node) => {
        formRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      id="contact-form"
      className="contact-form"
      method="post"
      action="/contact#contact-form"
      {...held}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
      aria-busy={loading}
      tabIndex={-1}
    >
      <h2 id="contact-form-title" className="contact-form__title">
        Send us a message
      </h2>
      <p className="contact-form__intro">Fields marked * are required. We usually reply within one working day.</p>
      <HiddenFormFields form="contact" />
      <div className="contact-form__grid">
        <Field name="firstName" label="First name" autoComplete="given-name" required {...fieldProps} />
        <Field name="lastName" label="Last name" autoComplete="family-name" required {...fieldProps} />
        <Field name="email" label="Email" type="email" autoComplete="email" required {...fieldProps} />
        <Field name="phone" label="Phone" type="tel" autoComplete="tel" {...fieldProps} />
        <Field name="company" label="Company" autoComplete="organization" {...fieldProps} />
        <Field name="message" label="Message" multiline required {...fieldProps} />
      </div>
      <button type="submit" className="button button--primary contact-form__submit" disabled={loading}>
        {loading && <Spinner size="sm" />}
        <HeldLabel text={loading ? SENDING : 'Send Message'} sending={SENDING} />
      </button>
      {notice && (
        <p className={`contact-form__notice contact-form__notice--${notice.ok ? 'success' : 'error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.message}
        </p>
      )}
    </form>
  );
});
