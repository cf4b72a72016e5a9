import {
  CONTACT_FORM_SOURCE, FORM_HONEYPOT_FIELD, FORM_NAME_FIELD, FORM_TOKEN_FIELD, POSTED_FORM_NAMES, SUBSCRIBE_SOURCES,
  type PostedFormName, type PostedFormOutcome,
} from '@consultancy/domain';
import type { Request } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import { httpStatusFor } from '../errors/api-error';
import { checkFormToken } from '../form-guard/form-token';
import type { Operation, RunOperation } from '../graphql/run-operation';

/**
 * A public form posted as a plain HTML form, by a browser whose scripts never
 * loaded: it runs the same mutation the script-driven form sends (so the same
 * rules, spam checks and limits judge it), and says what to show on the page
 * that answers the post.
 */
export interface PlainPostAnswer {
  status: number;
  outcome: PostedFormOutcome;
  headers: Record<string, string>;
}

interface PlainForm {
  /** The fields given back after a refusal. */
  fields: readonly string[];
  operation(text: (name: string) => string, guard: { website: string; formToken: string }): Operation;
}

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'message'] as const;
const SUBSCRIBE_SOURCE_VALUES: readonly string[] = Object.values(SUBSCRIBE_SOURCES);

const PLAIN_FORMS: Record<PostedFormName, PlainForm> = {
  contact: {
    fields: CONTACT_FIELDS,
    operation: (text, guard) => ({
      query: 'mutation PlainContactPost($input: ContactInput!) { result: submitContact(input: $input) { message } }',
      variables: { input: { ...Object.fromEntries(CONTACT_FIELDS.map((name) => [name, text(name)])), source: CONTACT_FORM_SOURCE, ...guard } },
    }),
  },
  subscribe: {
    fields: ['email'],
    operation: (text, guard) => ({
      query: `mutation PlainSubscribePost($email: String!, $source: String!, $website: String, $formToken: String) {
        result: subscribe(email: $email, source: $source, website: $website, formToken: $formToken) { message }
      }`,
      variables: { email: text('email'), source: sourceOf(text('source')), ...guard },
    }),
  },
};

/** The subscribe form's source as posted, if it is one the site has. */
const sourceOf = (posted: string) => (SUBSCRIBE_SOURCE_VALUES.includes(posted) ? posted : SUBSCRIBE_SOURCES.footer);

/** A page left open past its form token's life: what was typed is given back, to be sent again with the new page's token. */
export const EXPIRED_FORM_MESSAGE = 'This page was open for a long time, so the form was not sent. Please send it again.';

/** The form a plain post names, if it is one of the public forms. */
export function postedFormName(body: unknown): PostedFormName | null {
  const name = (body as Record<string, unknown> | undefined)?.[FORM_NAME_FIELD];
  return POSTED_FORM_NAMES.find((known) => known === name) ?? null;
}

export async function sendPlainPost(
  request: Request,
  name: PostedFormName,
  runOperation: RunOperation,
  formTokenSecret: string,
): Promise<PlainPostAnswer> {
  const body = request.body as Record<string, unknown>;
  const text = (field: string) => (typeof body[field] === 'string' ? (body[field] as string) : '');
  const form = PLAIN_FORMS[name];
  const outcome = (ok: boolean, message: string): PostedFormOutcome => ({
    form: name,
    source: name === 'subscribe' ? sourceOf(text('source')) : CONTACT_FORM_SOURCE,
    ok,
    message,
    values: ok ? {} : Object.fromEntries(form.fields.map((field) => [field, text(field)])),
  });

  const guard = { website: text(FORM_HONEYPOT_FIELD), formToken: text(FORM_TOKEN_FIELD) };
  // A person whose page outlived its token is told so; to the spam rules it would be a bot, answered with a false success.
  if (!guard.website && checkFormToken(formTokenSecret, guard.formToken) === 'expired') {
    return { status: 400, outcome: outcome(false, EXPIRED_FORM_MESSAGE), headers: {} };
  }
  const result: FormattedExecutionResult<{ result?: { message: string } }> = await runOperation(request, form.operation(text, guard));
  const [error] = result.errors ?? [];
  if (!error) return { status: 200, outcome: outcome(true, result.data?.result?.message ?? ''), headers: {} };
  const retryAfter = error.extensions?.retryAfter;
  return {
    status: httpStatusFor(error.extensions?.code),
    outcome: outcome(false, error.message),
    headers: typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : {},
  };
}
