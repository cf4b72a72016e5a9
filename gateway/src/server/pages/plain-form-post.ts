import {
  CONTACT_FORM_SOURCE, FORM_HONEYPOT_FIELD, FORM_NAME_FIELD, FORM_TOKEN_FIELD, POSTED_FORM_NAMES, SUBSCRIBE_SOURCES,
  type PostedFormName, type PostedFormOutcome,
} from '@consultancy/domain';
import type { Request } from 'express';
import { checkFormToken } from '../../content/form-guard/form-token';
import type { RestApi } from '../rest/rest-bridge';

/**
 * A public form posted as a plain HTML form, by a browser whose scripts never
 * loaded: it runs the REST call of the form (from the same route table as /api,
 * so the same document, rules, spam checks and limits judge it), and says what
 * to show on the page that answers the post.
 */
interface PlainPostAnswer {
  status: number;
  outcome: PostedFormOutcome;
  headers: Record<string, string>;
}

interface PlainForm {
  /** The REST call it runs (POST). */
  path: string;
  /** The fields given back after a refusal. */
  fields: readonly string[];
  /** The call's JSON body, from the posted text fields and the bot checks' fields. */
  body(text: (name: string) => string, guard: { website: string; formToken: string }): Record<string, unknown>;
}

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'message'] as const;
const SUBSCRIBE_SOURCE_VALUES: readonly string[] = Object.values(SUBSCRIBE_SOURCES);

const PLAIN_FORMS: Record<PostedFormName, PlainForm> = {
  contact: {
    path: '/api/contact/submit',
    fields: CONTACT_FIELDS,
    body: (text, guard) => ({ ...Object.fromEntries(CONTACT_FIELDS.map((name) => [name, text(name)])), source: CONTACT_FORM_SOURCE, ...guard }),
  },
  subscribe: {
    path: '/api/subscription/subscribe',
    fields: ['email'],
    body: (text, guard) => ({ email: text('email'), source: sourceOf(text('source')), ...guard }),
  },
};

/** The subscribe form's source as posted, if it is one the site has. */
const sourceOf = (posted: string) => (SUBSCRIBE_SOURCE_VALUES.includes(posted) ? posted : SUBSCRIBE_SOURCES.footer);

/** A page left open past its form token's life: what was typed is given back, to be sent again with the new page's token. */
const EXPIRED_FORM_MESSAGE = 'This page was open for a long time, so the form was not sent. Please send it again.';

/** The form a plain post names, if it is one of the public forms. */
export function postedFormName(body: unknown): PostedFormName | null {
  const name = (body as Record<string, unknown> | undefined)?.[FORM_NAME_FIELD];
  return POSTED_FORM_NAMES.find((known) => known === name) ?? null;
}

/** Sends the plain posts of the public forms; their REST calls are looked up once, so a missing one stops the start. */
export function plainFormPoster(api: RestApi, formTokenSecret: string) {
  const calls = Object.fromEntries(POSTED_FORM_NAMES.map((name) => [name, api.call('post', PLAIN_FORMS[name].path)]));

  return async (request: Request, name: PostedFormName): Promise<PlainPostAnswer> => {
    const posted = request.body as Record<string, unknown>;
    const text = (field: string) => (typeof posted[field] === 'string' ? (posted[field] as string) : '');
    const form = PLAIN_FORMS[name];
    const outcome = (ok: boolean, message: unknown): PostedFormOutcome => ({
      form: name,
      source: name === 'subscribe' ? sourceOf(text('source')) : CONTACT_FORM_SOURCE,
      ok,
      message: typeof message === 'string' ? message : '',
      values: ok ? {} : Object.fromEntries(form.fields.map((field) => [field, text(field)])),
    });

    const guard = { website: text(FORM_HONEYPOT_FIELD), formToken: text(FORM_TOKEN_FIELD) };
    // A person whose page outlived its token is told so; to the spam rules it would be a bot, answered with a false success.
    if (!guard.website && checkFormToken(formTokenSecret, guard.formToken) === 'expired') {
      return { status: 400, outcome: outcome(false, EXPIRED_FORM_MESSAGE), headers: {} };
    }
    // The REST answer's message is the page's: the success words, or the refusal's reason (with its status and Retry-After).
    const reply = await calls[name](request, { params: {}, body: form.body(text, guard) });
    return { status: reply.status, outcome: outcome(reply.status === 200, reply.body.message), headers: reply.headers };
  };
}
