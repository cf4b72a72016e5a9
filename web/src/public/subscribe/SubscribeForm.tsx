import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { Spinner } from '../shared/Spinner';
import { EMPTY_EMAIL_MESSAGE, SUBSCRIBE_FAILED_MESSAGE, subscribeErrorMessage, type SubscribeSource } from './subscribe-logic';
import './subscribe.css';

const SubscribeMutation = graphql(`
  mutation PublicSubscribe($email: String!, $source: String!) {
    subscribe(email: $email, source: $source) {
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setOutcome({ kind: 'error', message: EMPTY_EMAIL_MESSAGE });
      return;
    }
    setOutcome(null);
    try {
      const { data } = await subscribe({ variables: { email: address, source } });
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
    <form className={`subscribe subscribe--${tone}`} onSubmit={onSubmit} noValidate aria-busy={loading}>
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
          disabled={loading}
          aria-invalid={outcome?.kind === 'error' ? true : undefined}
          aria-describedby={messageId}
        />
        <button type="submit" className="button button--primary subscribe__button" disabled={loading}>
          {loading && <Spinner size="sm" />}
          {loading ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p id={messageId} className={`subscribe__message${outcome ? ` subscribe__message--${outcome.kind}` : ''}`} aria-live="polite">
        {outcome?.message}
      </p>
    </form>
  );
}
