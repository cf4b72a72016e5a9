import { useApolloClient } from '@apollo/client/react';
import { SUBSCRIPTION_PAGE } from '@consultancy/domain';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { PageHead } from '../shared/head';
import { MessagePage } from '../shared/MessagePage';
import { STATE_TEXTS, stateOf } from './subscription-states';

const ResubscribeMutation = graphql(`
  mutation PublicResubscribe($token: String!) {
    resubscribe(token: $token)
  }
`);

/** "Subscribe again", with the token of the unsubscribe link the page was opened from. */
function SubscribeAgain({ token }: { token: string }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  const subscribeAgain = async () => {
    setSending(true);
    setProblem('');
    try {
      await client.mutate({ mutation: ResubscribeMutation, variables: { token } });
      navigate(`${SUBSCRIPTION_PAGE}?state=resubscribed`, { replace: true });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Subscribing again failed. Please try again.');
      setSending(false);
    }
  };
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => void subscribeAgain()} disabled={sending}>
        {sending ? 'Subscribing…' : 'Subscribe again'}
      </button>
      <p role="status" className="message-page__problem">{problem}</p>
    </>
  );
}

/**
 * Where a subscriber's emailed links end (`?state=confirmed`, `unsubscribed`, …): what the
 * link did, or why it could not; after unsubscribing, the way back. Kept out of search results.
 */
export function SubscriptionPage() {
  const [params] = useSearchParams();
  const state = stateOf(params.get('state'));
  const token = params.get('token');
  const { title, text } = STATE_TEXTS[state];
  return (
    <>
      <PageHead title={title} description="Your newsletter subscription." path={SUBSCRIPTION_PAGE} noindex />
      <MessagePage
        eyebrow="Newsletter"
        title={title}
        text={text}
        actionsLabel="What next"
        actions={
          <>
            {state === 'unsubscribed' && token && <SubscribeAgain token={token} />}
            <Link className={`button ${state === 'unsubscribed' && token ? 'button--ghost' : 'button--primary'}`} to="/blog">
              Read the Blog
            </Link>
            <Link className="button button--ghost" to="/">
              Back to Home
            </Link>
          </>
        }
      />
    </>
  );
}

// The route loads the page as its chunk's default export (app/lazy-page.ts).
export default SubscriptionPage;
