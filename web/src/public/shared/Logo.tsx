import './brand.css';

/** The site's mark and wordmark. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={`brand-logo brand-logo--${tone}`}>
      <svg className="brand-logo__mark" viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? '#0b1f3a' : '#ffffff'} />
        <path d="M17 46V18h6.5L41 36.5V18h6v28h-6.5L23 27.5V46z" fill={tone === 'dark' ? '#ffffff' : '#0b1f3a'} />
        <circle cx="47" cy="47" r="5" fill="#14b8a6" />
      </svg>
      <span className="brand-logo__text">
        Northwind<span className="brand-logo__accent"> Digital</span>
      </span>
    </span>
  );
}
