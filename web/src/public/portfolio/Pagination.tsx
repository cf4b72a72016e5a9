/** Previous, numbered pages and Next; rendered only when there is more than one page. */
export function Pagination({ page, pageCount, onChange }: { page: number; pageCount: number; onChange: (page: number) => void }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label="Project pages">
      <button type="button" className="pagination__step" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        <span aria-hidden="true">←</span> Previous
      </button>
      <ul className="pagination__pages">
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className="pagination__page"
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="pagination__step" onClick={() => onChange(page + 1)} disabled={page >= pageCount}>
        Next <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
