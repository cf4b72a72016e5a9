import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';

/** A button an editor set: a path of this site opens in the app, any other link as a plain link. */
export function PageLinkButton({ link, className, children }: { link: string; className: string; children: ReactNode }) {
  if (link.startsWith('/')) {
    return (
      <Link to={link} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link} className={className} {...(/^https?:/i.test(link) ? { rel: 'noopener' } : {})}>
      {children}
    </a>
  );
}
