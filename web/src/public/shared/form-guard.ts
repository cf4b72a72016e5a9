import type { ApolloClient } from '@apollo/client';
import { FORM_HONEYPOT_FIELD, FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS } from '@consultancy/domain';
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

export interface FormGuard {
  /** Asks for a token unless one is held or on its way. */
  prepare(): void;
  /** The fields to post with `form`'s honeypot: waits (at most 2 s) until the token is old enough. */
  hiddenFields(form: HTMLFormElement | null): Promise<FormGuardFields>;
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
 * The signed form token of one form, fetched in the browser (never with the
 * server-rendered page, which every visitor shares), and the hidden fields to
 * send. A token under 2 s old makes the post wait out the rest, so a quick
 * person (autofill) is never taken for a bot.
 */
export function createFormGuard(client: ApolloClient): FormGuard {
  let token: HeldToken | null = null;
  /** The fetch under way, so a post made before the first answer waits for it rather than asking twice. */
  let pending: Promise<HeldToken | null> | null = null;

  const fetchToken = () => {
    pending = client.query({ query: FormTokenQuery, fetchPolicy: 'no-cache' }).then(
      ({ data }) => (token = data?.formToken ? { value: data.formToken, receivedAt: Date.now() } : null),
      (error: unknown) => {
        console.warn('Fetching the form token failed', error);
        return null;
      },
    );
    return pending;
  };

  return {
    prepare() {
      if (!token && !pending) void fetchToken();
    },
    async hiddenFields(form) {
      const honeypot = form?.elements.namedItem(FORM_HONEYPOT_FIELD) as HTMLInputElement | null;
      let current = token ?? (await pending);
      if (!current || Date.now() - current.receivedAt > FORM_TOKEN_MAX_AGE_MS - RENEW_MARGIN_MS) current = await fetchToken();
      if (current) {
        // Counted from receipt, which is after the server issued it: whatever the clocks say, 2 s have passed there too.
        const wait = current.receivedAt + FORM_TOKEN_MIN_AGE_MS + 100 - Date.now();
        if (wait > 0) await pause(Math.min(wait, FORM_TOKEN_MIN_AGE_MS + 100));
      }
      return { website: honeypot?.value ?? '', formToken: current?.value ?? '' };
    },
  };
}
