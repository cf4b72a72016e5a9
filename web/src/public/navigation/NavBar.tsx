import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Logo } from '../shared/Logo';
import { useHeldUntilReady } from '../shared/useHeldUntilReady';
import { MobileMenu } from './MobileMenu';
import { CONTACT_LINK, type NavLinkItem } from './nav-links';
import { SearchField } from '../shared/SearchField';
import './navigation.css';

/** The fixed top navigation, with the phone menu behind the hamburger button; `links`: the main navigation, handed in by the app layer. */
export function NavBar({ links, subscribeForm }: { links: NavLinkItem[]; subscribeForm: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Tapped before the page's code has loaded, the menu opens once it has.
  const heldToggle = useHeldUntilReady(toggleRef);
  const { pathname } = useLocation();

  // The menu closes whenever the page changes (a link in it was chosen).
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 8);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // The menu sits beside the header, not inside it: the header's backdrop-filter
  // would otherwise become the containing block of the menu's fixed position.
  return (
    <>
    <header className={`site-nav${scrolled || menuOpen ? ' site-nav--raised' : ''}`}>
      <div className="container site-nav__bar">
        <Link to="/" className="site-nav__logo" aria-label="Northwind Digital, home">
          <Logo />
        </Link>
        <nav className="site-nav__links" aria-label="Main">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={({ isActive }) => `site-nav__link${isActive ? ' is-active' : ''}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchField className="site-nav__search" />
        <Link to={CONTACT_LINK.to} className="button button--primary site-nav__cta">
          {CONTACT_LINK.label}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-nav__toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          {...heldToggle}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="site-nav__toggle-bars" aria-hidden="true" />
        </button>
      </div>
    </header>
    <MobileMenu links={links} open={menuOpen} onClose={() => setMenuOpen(false)} returnFocusTo={toggleRef} subscribeForm={subscribeForm} />
    </>
  );
}
