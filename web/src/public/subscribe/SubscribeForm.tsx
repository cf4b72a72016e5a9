import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { Honeypot } from '../shared/Honeypot';
import { Spinner } from '../shared/Spinner';
import { useFormGuard } from '../shared/useFormGuard';
import { EMPTY_EMAIL_MESSAGE, SUBSCRIBE_FAILED_MESSAGE, subscribeErrorMessage, type SubscribeSource } from './subscribe-logic';
import './subscribe.css';

const SubscribeMutation = graphql(`
  mutation PublicSubscribe($email: String!, $source: String!, $website: String, $formToken: String) {
    subscribe(email: $email, source: $source, website: $website, formToken: $formToken) {
      success
      message
    }
  }
`);

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** The email subscription form of the footer and the phone menu. */
export function SubscribeForm({ source, tone = 'dark' }: { source: SubscribeSource; tone?: 'dark' | 'light' }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [subscribe, { loading }] = useMutation(SubscribeMutation);
  const { hiddenFields } = useFormGuard();
  const [waiting, setWaiting] = useState(false);
  const busy = loading || waiting;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setOutcome({ kind: 'error', message: EMPTY_EMAIL_MESSAGE });
      return;
    }
    setOutcome(null);
    const form = event.currentTarget;
    try {
      setWaiting(true);
      const hidden = await hiddenFields(form).finally(() => setWaiting(false));
      const { data } = await subscribe({ variables: { email: address, source, ...hidden } });
      const result = data?.subscribe;
      if (result?.success) {
        setOutcome({ kind: 'success', message: result.message });
        setEmail('');
      } else {
        setOutcome({ kind: 'error', message: result?.message || SUBSCRIBE_FAILED_MESSAGE });
      }
    } catch (error) {
      console.warn('Subscribing failed', error);
      setOutcome({ kind: 'error', message: subscribeErrorMessage(error) });
    }
  }

  const messageId = `${id}-message`;
  return (
    <form className={`subscribe subscribe--${tone}`} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <Honeypot />
      <label htmlFor={`${id}-email`} className="subscribe__label">
        Email address
      </label>
      <div className="subscribe__row">
        <input
          id={`${id}-email`}
          className="subscribe__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={busy}
          aria-invalid={outcome?.kind === 'error' ? true : undefined}
          aria-describedby={messageId}
        />
        <button type="submit" className="button button--primary subscribe__button" disabled={busy}>
          {busy && <Spinner size="sm" />}
          {busy ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p id={messageId} className={`subscribe__message${outcome ? ` subscribe__message--${outcome.kind}` : ''}`} aria-live="polite">
        {outcome?.message}
      </p>
    </form>
  );
}
