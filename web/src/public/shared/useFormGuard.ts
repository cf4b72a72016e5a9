import { useApolloClient } from '@apollo/client/react';
import { FORM_HONEYPOT_FIELD, FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS } from '@consultancy/domain';
import { useCallback, useEffect, useRef } from 'react';
import { graphql } from '../../gql';

export const FormTokenQuery = graphql(`
  query PublicFormToken {
    formToken
  }
`);

/** The hidden fields a public form sends beside its own (see docs/api.md, spam rules). */
export interface FormGuardFields {
  website: string;
  formToken: string;
}

/** A token, and when this browser received it (by its own clock, which may differ from the server's). */
interface HeldToken {
  value: string;
  receivedAt: number;
}

/** A token renewed this long before it runs out, so a page left open still posts a valid one. */
const RENEW_MARGIN_MS = 5 * 60 * 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The signed form token, fetched when the form mounts in the browser (never
 * with the server-rendered page, which every visitor shares), and the hidden
 * fields to send. A token under 2 s old makes the post wait out the rest, so
 * a quick person (autofill) is never taken for a bot.
 */
export function useFormGuard() {
  const client = useApolloClient();
  const token = useRef<HeldToken | null>(null);

  /** The fetch under way, so a post made before the first answer waits for it rather than asking twice. */
  const pending = useRef<Promise<HeldToken | null> | null>(null);

  const fetchToken = useCallback(() => {
    pending.current = client.query({ query: FormTokenQuery, fetchPolicy: 'no-cache' }).then(
      ({ data }) => (token.current = data?.formToken ? { value: data.formToken, receivedAt: Date.now() } : null),
      (error: unknown) => {
        console.warn('Fetching the form token failed', error);
        return null;
      },
    );
    return pending.current;
  }, [client]);

  useEffect(() => {
    void fetchToken();
  }, [fetchToken]);

  /** The fields to post with `form`'s honeypot: waits (at most 2 s) until the token is old enough. */
  const hiddenFields = useCallback(async (form: HTMLFormElement | null): Promise<FormGuardFields> => {
    const honeypot = form?.elements.namedItem(FORM_HONEYPOT_FIELD) as HTMLInputElement | null;
    let current = token.current ?? (await pending.current);
    if (!current || Date.now() - current.receivedAt > FORM_TOKEN_MAX_AGE_MS - RENEW_MARGIN_MS) current = await fetchToken();
    if (current) {
      // Counted from receipt, which is after the server issued it: whatever the clocks say, 2 s have passed there too.
      const wait = current.receivedAt + FORM_TOKEN_MIN_AGE_MS + 100 - Date.now();
      if (wait > 0) await pause(Math.min(wait, FORM_TOKEN_MIN_AGE_MS + 100));
    }
    return { website: honeypot?.value ?? '', formToken: current?.value ?? '' };
  }, [fetchToken]);

  return { hiddenFields };
}
