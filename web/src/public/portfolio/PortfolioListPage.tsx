import { useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { PageHead } from '../shared/head';
import { PageHeader } from '../shared/PageHeader';
import { EmptyMessage, LoadingMessage } from '../shared/StatusMessage';
import '../shared/card-grid.css';
import '../shared/shared.css';
import {
  CATEGORY_TABS,
  categoryFromQuery,
  filterByCategory,
  listingQuery,
  pageFromQuery,
  paginate,
  summaryText,
  type CategoryTab,
} from './listing';
import { Pagination } from './Pagination';
import { PortfolioCard } from './PortfolioCard';
import './portfolio.css';

const PublicPortfolios = graphql(`
  query PublicPortfolios($page: Int!, $limit: Int!, $category: String) {
    portfolios(page: $page, limit: $limit, category: $category) {
      page
      pages
      total
      items {
        _id
        ...PortfolioCardFields
      }
    }
  }
`);

/** /portfolio: category tabs, pages of six, 'View Details' cards. Category and page live in the URL. */
export function PortfolioListPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const category = categoryFromQuery(searchParams.get('category'));
  const requestedPage = pageFromQuery(searchParams.get('page'));
  const { data, loading, error } = useQuery(PublicPortfolios);
  if (error) console.warn('Could not load the portfolio:', error.message);

  const projects = filterByCategory(data?.portfolios ?? [], category);
  const shown = paginate(projects, requestedPage);

  const go = (nextCategory: CategoryTab, nextPage: number) => {
    // Spaces as %20 (?category=Web%20App&page=2), which URLSearchParams would write as '+'.
    navigate({ search: listingQuery(nextCategory, nextPage) });
  };
  const changePage = (nextPage: number) => {
    go(category, nextPage);
    window.scrollTo({ top: 0, behavior: 'auto' });
  };

  return (
    <>
      <PageHead
        title="Portfolio"
        description="Web apps, mobile apps, software and data projects we have delivered for startups, small businesses and non-profits."
        path={`/portfolio${listingQuery(category, shown.page)}`}
      />
      <PageHeader
        eyebrow="Our work"
        title="Portfolio"
        lead="Products we have designed, built and shipped with startups, small businesses and non-profits: from first prototype to production."
      />

      <section className="section portfolio-list" aria-labelledby="portfolio-projects">
        <div className="container">
          <h2 id="portfolio-projects" className="visually-hidden">
            Projects
          </h2>
          <div className="portfolio-tabs" role="group" aria-label="Filter projects by category">
            {CATEGORY_TABS.map((tab) => (
              <button
                key={tab}
                type="button"
                className="portfolio-tabs__tab"
                aria-pressed={tab === category}
                onClick={() => go(tab, 1)}
              >
                {tab}
              </button>
            ))}
          </div>

          {loading && !data ? (
            <LoadingMessage />
          ) : shown.total === 0 ? (
            <EmptyMessage>No projects found in this category.</EmptyMessage>
          ) : (
            <>
              <p className="portfolio-list__summary" aria-live="polite">
                {summaryText(shown, category)}
              </p>
              <ul className="card-grid">
                {shown.items.map((project) => (
                  <li key={project._id}>
                    <PortfolioCard project={project} />
                  </li>
                ))}
              </ul>
              <Pagination page={shown.page} pageCount={shown.pageCount} onChange={changePage} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
