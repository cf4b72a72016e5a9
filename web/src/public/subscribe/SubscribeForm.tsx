import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Honeypot } from '../shared/Honeypot';
import { Spinner } from '../shared/Spinner';
import type { SendSubscription } from './subscribe-action';
import { EMPTY_EMAIL_MESSAGE, SUBSCRIBE_FAILED_MESSAGE, type SubscribeOutcome, type SubscribeSource } from './subscribe-logic';
import './subscribe.css';

/**
 * The email subscription form of the footer and the phone menu. The form and
 * what is typed are here from the first render; the sending code and the form
 * token come when the visitor first focuses, taps or submits the form
 * (subscribe-action.ts), and a submit made meanwhile waits for them.
 */
export function SubscribeForm({ source, tone = 'dark' }: { source: SubscribeSource; tone?: 'dark' | 'light' }) {
  const id = useId();
  const client = useApolloClient();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const sender = useRef<Promise<SendSubscription> | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Typed before the page hydrated: React starts from '' while the field shows the text; the field is right.
  useEffect(() => {
    if (input.current?.value) setEmail(input.current.value);
  }, []);

  /** Starts loading the sending code (once); safe to call on every focus. */
  const loadSender = () => (sender.current ??= import('./subscribe-action').then(({ subscriptionSender }) => subscriptionSender(client)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field, not the state: a submit held until hydration (early-submits.ts) runs before the state has caught up.
    const address = (input.current?.value ?? email).trim();
    if (!address) {
      setOutcome({ kind: 'error', message: EMPTY_EMAIL_MESSAGE });
      return;
    }
    setOutcome(null);
    const form = event.currentTarget;
    setBusy(true);
    try {
      const result = await (await loadSender())(form, address, source);
      setOutcome(result);
      if (result.kind === 'success') setEmail('');
    } catch (error) {
      // The chunk itself could not be loaded (offline, or a new deployment removed it): asked for again next time.
      console.warn('Loading the subscribe code failed', error);
      sender.current = null;
      setOutcome({ kind: 'error', message: SUBSCRIBE_FAILED_MESSAGE });
    } finally {
      setBusy(false);
    }
  }

  const messageId = `${id}-message`;
  return (
    <form className={`subscribe subscribe--${tone}`} onSubmit={onSubmit} onFocus={loadSender} onPointerDown={loadSender} noValidate aria-busy={busy}>
      <Honeypot />
      <label htmlFor={`${id}-email`} className="subscribe__label">
        Email address
      </label>
      <div className="subscribe__row">
        <input
          ref={input}
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
