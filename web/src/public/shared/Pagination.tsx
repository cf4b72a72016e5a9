import { Link } from 'react-router-dom';
import { GAP, neighbours, pageNumbers } from './paging';
import { scrollToTop } from './smooth-scroll';
import './pagination.css';

interface PaginationProps {
  page: number;
  pages: number;
  /** Names the navigation, e.g. 'Project pages'. */
  label: string;
  /** The address of a page, e.g. 2 → /blog?page=2. */
  href: (page: number) => string;
}

/**
 * Previous, page numbers and Next as real links (crawlable, and followed in the
 * browser without a reload); rendered only when there is more than one page.
 */
export function Pagination({ page, pages, label, href }: PaginationProps) {
  if (pages <= 1) return null;
  const { prev, next } = neighbours(page, pages, href);
  return (
    <nav className="pagination" aria-label={label}>
      <Step to={prev} rel="prev">
        <span aria-hidden="true">←</span> Previous
      </Step>
      <ul className="pagination__pages">
        {pageNumbers(page, pages).map((number, index) =>
          number === GAP ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                className="pagination__page"
                to={href(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
                onClick={scrollToTop}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ul>
      <Step to={next} rel="next">
        Next <span aria-hidden="true">→</span>
      </Step>
    </nav>
  );
}

/** Previous or Next: a link, or a disabled placeholder on the first or last page. */
function Step({ to, rel, children }: { to: string | undefined; rel: 'prev' | 'next'; children: React.ReactNode }) {
  if (!to) {
    return (
      <span className="pagination__step" aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link className="pagination__step" to={to} rel={rel} onClick={scrollToTop}>
      {children}
    </Link>
  );
}
