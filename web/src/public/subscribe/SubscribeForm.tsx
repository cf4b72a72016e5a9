import { useApolloClient } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { HeldLabel } from '../shared/HeldLabel';
import { HiddenFormFields } from '../shared/HiddenFormFields';
import { usePostedForm } from '../shared/posted-form';
import { Spinner } from '../shared/Spinner';
import { useHeldUntilReady } from '../shared/useHeldUntilReady';
import type { SendSubscription } from './subscribe-action';
import { EMPTY_EMAIL_MESSAGE, SUBSCRIBE_FAILED_MESSAGE, type SubscribeOutcome, type SubscribeSource } from './subscribe-logic';
import './subscribe.css';

/** What the button says while the subscription is sent. */
const SUBSCRIBING = 'Subscribing...';

/**
 * The email subscription form of the footer and the phone menu. The sending
 * code and the form token come when the visitor first focuses, taps or submits
 * the form (subscribe-action.ts), and a submit made meanwhile waits for them.
 * Typed or sent before the page's code has loaded, it is held until then;
 * without the code at all, it posts to the page it is on as a plain form, and
 * the page that answers shows the outcome.
 */
export function SubscribeForm({ source, tone = 'dark' }: { source: SubscribeSource; tone?: 'dark' | 'light' }) {
  const id = useId();
  const client = useApolloClient();
  const { pathname, search } = useLocation();
  const posted = usePostedForm('subscribe', source);
  const [email, setEmail] = useState(posted && !posted.ok ? (posted.values.email ?? '') : '');
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(posted && { kind: posted.ok ? 'success' : 'error', message: posted.message });
  const [busy, setBusy] = useState(false);
  const sender = useRef<Promise<SendSubscription> | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const held = useHeldUntilReady(form);

  /** Starts loading the sending code (once); safe to call on every focus. */
  const loadSender = () => (sender.current ??= import('./subscribe-action').then(({ subscriptionSender }) => subscriptionSender(client)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setOutcome({ kind: 'error', message: EMPTY_EMAIL_MESSAGE });
      return;
    }
    setOutcome(null);
    const sent = event.currentTarget;
    setBusy(true);
    try {
      const result = await (await loadSender())(sent, address, source);
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
    <form
      ref={form}
      className={`subscribe subscribe--${tone}`}
      method="post"
      action={`${pathname}${search}`}
      {...held}
      onSubmit={onSubmit}
      onFocus={loadSender}
      onPointerDown={loadSender}
      noValidate
      aria-busy={busy}
    >
      <HiddenFormFields form="subscribe" source={source} />
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
          <HeldLabel text={busy ? SUBSCRIBING : 'Subscribe'} sending={SUBSCRIBING} />
        </button>
      </div>
      <p id={messageId} className={`subscribe__message${outcome ? ` subscribe__message--${outcome.kind}` : ''}`} aria-live="polite">
        {outcome?.message}
      </p>
    </form>
  );
}
