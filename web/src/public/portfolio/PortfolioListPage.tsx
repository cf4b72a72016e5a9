import { PORTFOLIO_PAGE_SIZE, publicPageTitle } from '@consultancy/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { ListPage } from '../shared/ListPage';
import { shownRange } from '../shared/paging';
import { usePagedList } from '../shared/usePagedList';
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
  const list = usePagedList(PublicPortfolios, {
    limit: PORTFOLIO_PAGE_SIZE,
    filter: { category: categoryFilter(category) },
    pageIn: (data) => data.portfolios,
    name: 'portfolio',
  });
  const shown = shownRange(list.page, PORTFOLIO_PAGE_SIZE, list.items.length);

  return (
    <ListPage
      list={list}
      href={(page) => listingPath(category, page)}
      title={publicPageTitle('/portfolio')}
      description="Web apps, mobile apps, software and data projects we have delivered for startups, small businesses and non-profits."
      eyebrow="Our work"
      lead="Products we have designed, built and shipped with startups, small businesses and non-profits: from first prototype to production."
      section={{ className: 'portfolio-list', headingId: 'portfolio-projects', heading: 'Projects' }}
      empty="No projects found in this category."
      pagesLabel="Project pages"
      filters={
        <nav className="portfolio-tabs" aria-label="Filter projects by category">
          {CATEGORY_TABS.map((tab) => (
            <Link key={tab} className="portfolio-tabs__tab" to={listingPath(tab, 1)} aria-current={tab === category ? 'page' : undefined}>
              {tab}
            </Link>
          ))}
        </nav>
      }
      summary={
        <p className="portfolio-list__summary" aria-live="polite">
          {summaryText({ ...shown, total: list.total }, category)}
        </p>
      }
      card={(project, imagePriority) => <PortfolioCard project={project} imagePriority={imagePriority} />}
    />
  );
}

// The route loads the page as its chunk's default export (app/lazy-page.ts).
export default PortfolioListPage;
