import type { ReactNode } from 'react';
import { PageHead } from './head';
import { NotFoundPage } from './NotFoundPage';
import { PageHeader } from './PageHeader';
import { Pagination } from './Pagination';
import { neighbours } from './paging';
import type { ImagePriority } from './ResponsiveImage';
import { EmptyMessage, LoadingMessage } from './StatusMessage';
import type { PagedList } from './usePagedList';
import './card-grid.css';
import './shared.css';

interface ListPageProps<TItem extends { id: string }> {
  /** The page to show, from `usePagedList`. */
  list: PagedList<TItem>;
  /** The address of a page of this list, its filters kept: 2 → /blog?tag=react&page=2. */
  href: (page: number) => string;
  /** The list's name: its heading, and its title in the head (', page 2' added after the first page). */
  title: string;
  /** For search results and link previews. */
  description: string;
  /** The small line above the heading, and the sentence below it. */
  eyebrow: string;
  lead: string;
  /** The cards' section: its class, and its heading (hidden but for screen readers) with its id. */
  section: { className: string; headingId: string; heading: string };
  /** Shown instead of the cards when there are none, e.g. 'No blogs found.' */
  empty: string;
  /** Names the page links for screen readers, e.g. 'Blog pages'. */
  pagesLabel: string;
  /** Shown above the cards whatever the state (the portfolio's category tabs). */
  filters?: ReactNode;
  /** Shown just above the cards when there are some (the portfolio's 'Showing 1-6 of 8 projects'). */
  summary?: ReactNode;
  /** Kept out of search engines (the search results). */
  noindex?: boolean;
  /** One card; `imagePriority` is set on the first one only. */
  card: (item: TItem, imagePriority: ImagePriority | undefined) => ReactNode;
}

/**
 * A public list (/blog, /portfolio): the title band, then the page's cards, or
 * 'Loading...' or an empty message, with links to the other pages. The head
 * names the page and links the ones before and after it; a page past the end
 * is the 404 page.
 */
export function ListPage<TItem extends { id: string }>({
  list,
  href,
  title,
  description,
  eyebrow,
  lead,
  section,
  empty,
  pagesLabel,
  filters,
  summary,
  noindex,
  card,
}: ListPageProps<TItem>) {
  if (list.pastEnd) return <NotFoundPage />;
  const { page, pages } = list;

  return (
    <>
      <PageHead
        title={page > 1 ? `${title}, page ${page}` : title}
        description={description}
        path={href(page)}
        noindex={noindex}
        {...neighbours(page, pages, href)}
      />
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
      <section className={`section ${section.className}`} aria-labelledby={section.headingId}>
        <div className="container">
          <h2 id={section.headingId} className="visually-hidden">
            {section.heading}
          </h2>
          {filters}
          {list.loading ? (
            <LoadingMessage />
          ) : list.items.length === 0 ? (
            <EmptyMessage>{empty}</EmptyMessage>
          ) : (
            <>
              {summary}
              <ul className="card-grid">
                {list.items.map((item, index) => (
                  <li key={item.id}>
                    {/* On a phone the first card's image is the largest content of the first screen. */}
                    {card(item, index === 0 ? 'lcp' : undefined)}
                  </li>
                ))}
              </ul>
              <Pagination page={page} pages={pages} label={pagesLabel} href={href} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
