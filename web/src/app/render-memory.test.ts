import type { ApolloClient } from '@apollo/client';
import { askRemembered, NotedQueries, remember } from './render-memory';

const answer = () => Promise.resolve({} as Response);
const body = (query: string, variables?: object) => ({ method: 'POST', body: JSON.stringify({ query, variables }) });

function askingClient() {
  const asked: Array<{ query: unknown; variables: unknown }> = [];
  const client = { query: (options: { query: unknown; variables: unknown }) => { asked.push(options); return Promise.resolve({}); } };
  return { client: client as unknown as ApolloClient, asked };
}

describe('what a page asked the last time it was rendered', () => {
  it('notes each query and its variables once, and still sends and counts every request', async () => {
    const sent: string[] = [];
    const noted = new NotedQueries((_input, init) => { sent.push(String(init?.body)); return answer(); });
    await noted.fetch('/graphql', body('query A { a }'));
    await noted.fetch('/graphql', body('query A { a }'));
    await noted.fetch('/graphql', body('query B($n: Int) { b(n: $n) }', { n: 2 }));
    expect(sent).toHaveLength(3);
    expect(noted.sent).toBe(3);
    expect(noted.asked).toEqual([{ query: 'query A { a }' }, { query: 'query B($n: Int) { b(n: $n) }', variables: { n: 2 } }]);
  });

  it('asks a remembered page’s queries again, parsed, with their variables; an unknown page asks nothing', async () => {
    remember('/about', [{ query: 'query Stats { statistics { total } }', variables: { id: 1 } }]);
    const known = askingClient();
    await askRemembered(known.client, '/about');
    expect(known.asked).toEqual([{ query: expect.objectContaining({ kind: 'Document' }), variables: { id: 1 } }]);
    const unknown = askingClient();
    await askRemembered(unknown.client, '/never-rendered');
    expect(unknown.asked).toEqual([]);
  });

  it('leaves a failing query for the render to meet', async () => {
    remember('/broken', [{ query: 'query Broken { broken }' }]);
    const client = { query: () => Promise.reject(new Error('offline')) } as unknown as ApolloClient;
    await expect(askRemembered(client, '/broken')).resolves.toBeUndefined();
  });

  it('forgets the least recently rendered pages past its bound', async () => {
    remember('/first', [{ query: 'query First { first }' }]);
    for (let page = 0; page < 500; page += 1) remember(`/page-${page}`, [{ query: 'query P { p }' }]);
    const { client, asked } = askingClient();
    await askRemembered(client, '/first');
    expect(asked).toEqual([]);
    await askRemembered(client, '/page-499');
    expect(asked).toHaveLength(1);
  });
});
