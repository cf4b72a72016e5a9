import './search-field.css';

/**
 * The site search field: a plain GET form to /search, so it works before (and without) the
 * page's JavaScript, and costs the header no code of its own. `id` tells the bar's from the menu's.
 */
export function SearchField({ id, className, defaultValue }: { id: string; className?: string; defaultValue?: string }) {
  return (
    <form action="/search" method="get" role="search" className={`search-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="visually-hidden">
        Search the site
      </label>
      <input id={id} className="search-field__input" type="search" name="q" placeholder="Search" defaultValue={defaultValue} maxLength={200} />
      <button type="submit" className="search-field__button" aria-label="Search">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
