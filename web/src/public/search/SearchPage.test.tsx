import { cleanup, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { PublicSearchDocument } from '../../gql/graphql';
import type { HeadCollector } from '../shared/head-collector';
import { renderPublicPage } from '../shared/public-page.testing';
import { COLLECTIONS } from '../../app/collections';
import { SearchPage } from './SearchPage';

let head: HeadCollector;
const renderAt = (url: string, mocks: unknown[]) => {
  head = renderPublicPage(url, mocks, <Route path="/search" element={<SearchPage kinds={COLLECTIONS} />} />);
};

const result = (n: number, type = 'post') => ({
  __typename: 'SearchResult' as const,
  type,
  id: `r-${n}`,
  title: `Result ${n}`,
  excerpt: `Tips &amp; tricks on <mark>kafka</mark> &lt;b&gt;${n}&lt;/b&gt;`,
  url: type === 'post' ? `/blog/result-${n}` : `/portfolio/result-${n}`,
});

const searchMock = (q: string, items: unknown[], page = 1, total = items.length) => ({
  request: { query: PublicSearchDocument, variables: { page, limit: 10, q } },
  result: { data: { search: { __typename: 'SearchPage', page, pages: Math.max(1, Math.ceil(total / 10)), total, items } } },
});

afterEach(cleanup);

describe('search page', () => {
  it('lists the results with their type, linked title and excerpt, the matched words marked and nothing read as HTML', async () => {
    renderAt('/search?q=kafka', [searchMock('kafka', [result(1), result(2, 'project')])]);
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(2);
    const first = within(articles[0]);
    expect(first.getByText('Blog post')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Result 1' }).getAttribute('href')).toBe('/blog/result-1');
    expect(articles[0].querySelector('mark')?.textContent).toBe('kafka');
    expect(articles[0].querySelector('.search-result__excerpt')?.textContent).toBe('Tips & tricks on kafka <b>1</b>');
    expect(articles[0].querySelector('b')).toBeNull();
    expect(within(articles[1]).getByText('Project')).toBeTruthy();
    expect(within(articles[1]).getByRole('link', { name: 'Result 2' }).getAttribute('href')).toBe('/portfolio/result-2');
    expect(screen.getByText('2 results')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search the site' }).value).toBe('kafka');
  });

  it('is kept out of search engines, titled by the words', async () => {
    renderAt('/search?q=kafka', [searchMock('kafka', [result(1)])]);
    await screen.findAllByRole('article');
    const html = head.toHtml();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Search results for “kafka” | ');
    expect(html).toContain('href="https://site.example/search?q=kafka"');
  });

  it('says so when nothing is found', async () => {
    renderAt('/search?q=zzz', [searchMock('zzz', [])]);
    expect(await screen.findByText('No results for “zzz”.')).toBeTruthy();
  });

  it('pages the results, keeping the words in the page links', async () => {
    const items = Array.from({ length: 10 }, (_, index) => result(11 + index));
    renderAt('/search?q=kafka%20streams&page=2', [searchMock('kafka streams', items, 2, 25)]);
    await screen.findAllByRole('article');
    const pages = screen.getByRole('navigation', { name: 'Search result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/search?q=kafka%20streams&page=3');
    expect(within(pages).getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/search?q=kafka%20streams');
    expect(head.toHtml()).toContain('<title>Search results for “kafka streams”, page 2 | ');
  });
});
