import { SEARCH_PAGE_LIMITS } from '@consultancy/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { SearchField } from '../shared/SearchField';
import { ListPage } from '../shared/ListPage';
import { listQuery } from '../shared/paging';
import { usePagedList } from '../shared/usePagedList';
import { markedText } from './marked-text';

const PublicSearch = graphql(`
  query PublicSearch($page: Int!, $limit: Int!, $q: String) {
    search(page: $page, limit: $limit, q: $q) {
      page
      pages
      total
      items { type id title excerpt url }
    }
  }
`);

/** /search?q=…&page=2: its own address, the words kept in every page link. */
const searchPath = (q: string, page: number) => `/search${listQuery([['q', q]], page)}`;

/** A kind of result: a result at /{key}/… is a `singular`, e.g. /blog/… a 'blog post'. */
export interface SearchKind {
  key: string;
  singular: string;
}

/** A result's label: what its address says it is, with a capital ('Blog post'); else its type as the search answered it. */
function kindLabel(kinds: SearchKind[], { url, type }: { url: string; type: string }) {
  const kind = kinds.find(({ key }) => url.startsWith(`/${key}/`))?.singular;
  return kind ? kind.charAt(0).toUpperCase() + kind.slice(1) : type;
}

/**
 * `kinds`: what a result is, by its address, handed in by the app layer (its list of collections).
 *
 * /search?q=: published posts and projects holding the words, ten a page, the title matches
 * first, each with its excerpt (the matched words marked). Server-rendered, kept out of search
 * engines (noindex); the field at its top searches again.
 */
export function SearchPage({ kinds }: { kinds: SearchKind[] }) {
  const [searchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const list = usePagedList(PublicSearch, { limit: SEARCH_PAGE_LIMITS.default, filter: { q }, pageIn: (data) => data.search, name: 'search results' });

  return (
    <ListPage
      list={list}
      href={(page) => searchPath(q, page)}
      title={q ? `Search results for “${q}”` : 'Search'}
      description="Search the posts and projects of Northwind Digital."
      eyebrow="Search"
      lead="Posts and projects holding every word you type."
      section={{ className: 'search-results', headingId: 'search-results', heading: 'Results' }}
      empty={q ? `No results for “${q}”.` : 'Type the words you are looking for.'}
      pagesLabel="Search result pages"
      noindex
      filters={<SearchField className="search-results__field" q={q} />}
      summary={<p className="search-results__count" role="status">{list.total === 1 ? '1 result' : `${list.total} results`}</p>}
      card={(result) => (
        <article className="search-result">
          <p className="search-result__type">{kindLabel(kinds, result)}</p>
          <h3 className="search-result__title">
            <Link to={result.url}>{result.title}</Link>
          </h3>
          <p className="search-result__excerpt">{markedText(result.excerpt)}</p>
        </article>
      )}
    />
  );
}

// The route loads the page as its chunk's default export (app/lazy-page.ts).
export default SearchPage;
