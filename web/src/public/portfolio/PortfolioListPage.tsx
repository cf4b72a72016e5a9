import { PORTFOLIO_PAGE_SIZE } from '@consultancy/domain';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { PageHead } from '../shared/head';
import { NotFoundPage } from '../shared/NotFoundPage';
import { PageHeader } from '../shared/PageHeader';
import { Pagination } from '../shared/Pagination';
import { isPastEnd, neighbours, pageFromQuery, shownRange } from '../shared/paging';
import { EmptyMessage, LoadingMessage } from '../shared/StatusMessage';
import '../shared/card-grid.css';
import '../shared/shared.css';
import { CATEGORY_TABS, categoryFilter, categoryFromQuery, listingPath, summaryText } from './listing';
import { PortfolioCard } from './PortfolioCard';
import './portfolio.css';

const PublicPortfolios = graphql(`
  query PublicPortfolios($page: Int!, $limit: Int!, $category: String) {
    portfolios(page: $page, limit: $limit, category: $category) {
      page
      pages
      total
      items {
        id
        ...PortfolioCardFields
      }
    }
  }
`);

/**
 * /portfolio: category tabs, pages of six 'View Details' cards. Category and page live
 * in the URL (?category=Web%20App&page=2); the server sends only the page shown, and a
 * page past the end is the 404 page.
 */
export function PortfolioListPage() {
  const [searchParams] = useSearchParams();
  const category = categoryFromQuery(searchParams.get('category'));
  const page = pageFromQuery(searchParams.get('page'));
  const { data, loading, error } = useQuery(PublicPortfolios, {
    variables: { page, limit: PORTFOLIO_PAGE_SIZE, category: categoryFilter(category) },
  });
  if (error) console.warn('Could not load the portfolio:', error.message);

  const result = data?.portfolios;
  if (result && isPastEnd(result)) return <NotFoundPage />;
  const projects = result?.items ?? [];
  const pages = result?.pages ?? 1;
  const href = (number: number) => listingPath(category, number);

  return (
    <>
      <PageHead
        title={page > 1 ? `Portfolio, page ${page}` : 'Portfolio'}
        description="Web apps, mobile apps, software and data projects we have delivered for startups, small businesses and non-profits."
        path={href(page)}
        {...neighbours(page, pages, href)}
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
          <nav className="portfolio-tabs" aria-label="Filter projects by category">
            {CATEGORY_TABS.map((tab) => (
              <Link key={tab} className="portfolio-tabs__tab" to={listingPath(tab, 1)} aria-current={tab === category ? 'page' : undefined}>
                {tab}
              </Link>
            ))}
          </nav>

          {loading && !data ? (
            <LoadingMessage />
          ) : projects.length === 0 ? (
            <EmptyMessage>No projects found in this category.</EmptyMessage>
          ) : (
            <>
              <p className="portfolio-list__summary" aria-live="polite">
                {summaryText({ ...shownRange(page, PORTFOLIO_PAGE_SIZE, projects.length), total: result?.total ?? 0 }, category)}
              </p>
              <ul className="card-grid">
                {projects.map((project, index) => (
                  <li key={project.id}>
                    {/* On a phone the first card's image is the largest content of the first screen. */}
                    <PortfolioCard project={project} imagePriority={index === 0 ? 'lcp' : undefined} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} pages={pages} label="Project pages" href={href} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
