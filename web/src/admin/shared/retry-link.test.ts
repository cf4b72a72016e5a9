import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { Observable, of, throwError } from 'rxjs';
import { SAVE_RETRIES, createIdempotencyKeyLink, saveRetryLink } from './retry-link';

// Parsed rather than tagged: these documents are of a made-up server, not for the codegen.
const SAVE = parse('mutation Save($title: String) { save(title: $title) }');
const READ = parse('query Read { read }');

type Answer = () => Observable<ApolloLink.Result>;

/** A server that answers in turn, and remembers the key each request carried. */
function clientAnswering(...answers: Answer[]) {
  const keys: Array<string | undefined> = [];
  const server = new ApolloLink((operation) => {
    keys.push((operation.getContext().headers as Record<string, string> | undefined)?.['Idempotency-Key']);
    return (answers.shift() ?? (() => of({ data: { save: 'extra', read: 'extra' } })))();
  });
  const client = new ApolloClient({ link: ApolloLink.from([createIdempotencyKeyLink(), saveRetryLink, server]), cache: new InMemoryCache() });
  return { client, keys };
}

const noAnswer: Answer = () => throwError(() => new TypeError('Failed to fetch'));
const unavailable: Answer = () => of({ errors: [{ message: 'Database unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
const refused: Answer = () => of({ errors: [{ message: 'title is required', extensions: { code: 'BAD_USER_INPUT' } }] });
const saved: Answer = () => of({ data: { save: 'stored' } });

beforeAll(() => {
  SAVE_RETRIES.firstDelayMs = 1;
});

describe('a save sent again after no answer or an unavailable database', () => {
  it('is retried with the same Idempotency-Key until it is answered', async () => {
    const { client, keys } = clientAnswering(noAnswer, unavailable, saved);
    const { data } = await client.mutate({ mutation: SAVE });
    expect(data).toEqual({ save: 'stored' });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('each save has a key of its own', async () => {
    const { client, keys } = clientAnswering(saved, saved);
    await client.mutate({ mutation: SAVE });
    await client.mutate({ mutation: SAVE });
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a refusal is not sent again, and unavailable answers past the retries come through as they are', async () => {
    const first = clientAnswering(refused);
    await expect(first.client.mutate({ mutation: SAVE })).rejects.toThrow('title is required');
    expect(first.keys).toHaveLength(1);

    const second = clientAnswering(unavailable, unavailable, unavailable, unavailable);
    await expect(second.client.mutate({ mutation: SAVE })).rejects.toThrow('Database unavailable');
    expect(second.keys).toHaveLength(SAVE_RETRIES.max + 1);
  });

  it('a query carries no key and is not retried here', async () => {
    const { client, keys } = clientAnswering(noAnswer);
    await expect(client.query({ query: READ })).rejects.toThrow();
    expect(keys).toEqual([undefined]);
  });
});

describe('a save pressed again after its retries went unanswered', () => {
  const allUnanswered = () => Array.from({ length: SAVE_RETRIES.max + 1 }, () => noAnswer);

  it('sends the key of the first attempt, which may have been stored after all', async () => {
    const { client, keys } = clientAnswering(...allUnanswered(), unavailable, unavailable, unavailable, unavailable, saved);
    await expect(client.mutate({ mutation: SAVE, variables: { title: 'Harbour' } })).rejects.toThrow('Failed to fetch');
    await expect(client.mutate({ mutation: SAVE, variables: { title: 'Harbour' } })).rejects.toThrow('Database unavailable');
    const { data } = await client.mutate({ mutation: SAVE, variables: { title: 'Harbour' } });
    expect(data).toEqual({ save: 'stored' });
    expect(keys).toHaveLength(2 * (SAVE_RETRIES.max + 1) + 1);
    expect(new Set(keys).size).toBe(1);
  });

  it('a changed form is another save, with a key of its own', async () => {
    const { client, keys } = clientAnswering(...allUnanswered(), saved);
    await expect(client.mutate({ mutation: SAVE, variables: { title: 'Harbour' } })).rejects.toThrow('Failed to fetch');
    await client.mutate({ mutation: SAVE, variables: { title: 'Harbour Lights' } });
    expect(keys[SAVE_RETRIES.max + 1]).not.toBe(keys[0]);
  });

  it('once answered, the same form saved again is a new save', async () => {
    const { client, keys } = clientAnswering(...allUnanswered(), saved, saved);
    await expect(client.mutate({ mutation: SAVE, variables: { title: 'Harbour' } })).rejects.toThrow('Failed to fetch');
    await client.mutate({ mutation: SAVE, variables: { title: 'Harbour' } });
    await client.mutate({ mutation: SAVE, variables: { title: 'Harbour' } });
    expect(keys.at(-2)).toBe(keys[0]);
    expect(keys.at(-1)).not.toBe(keys[0]);
  });
});
