/**
 * The site search field: a plain GET form to /search, so it works before (and without) the
 * page's JavaScript. Kept this small on purpose: it is in the header of every page. The
 * magnifier on its button is drawn by the stylesheet (search-field.css).
 */
export const SearchField = ({ className = '', q }: { className?: string; q?: string }) => (
  <form action="/search" role="search" className={`search-field ${className}`}>
    <input aria-label="Search the site" className="search-field__input" type="search" name="q" placeholder="Search" defaultValue={q} />
    <button className="search-field__button" aria-label="Search" />
  </form>
);
