import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { CONTACT_LINK, type NavLinkItem } from './nav-links';
import { SearchField } from '../shared/SearchField';
import { setScrollLocked } from '../shared/smooth-scroll';

interface MobileMenuProps {
  /** The main navigation's links (the top bar's). */
  links: NavLinkItem[];
  open: boolean;
  onClose: () => void;
  /** Where focus goes back when the menu closes (the hamburger button). */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The newsletter form under the links. */
  subscribeForm: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The phone-size slide-in menu: the same links, the search field, and the subscribe form. */
export function MobileMenu({ links, open, onClose, returnFocusTo, subscribeForm }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      setScrollLocked(true);
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      return () => setScrollLocked(false);
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      // Back to the toggle unless the menu closed because focus moved on (a link was followed).
      if (!document.activeElement || document.activeElement === document.body || panelRef.current?.contains(document.activeElement)) {
        returnFocusTo.current?.focus();
      }
    }
  }, [open, returnFocusTo]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        returnFocusTo.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      // Keep focus inside the menu and its toggle while open.
      const items = [returnFocusTo.current, ...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(Boolean) as HTMLElement[];
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onResize = () => {
      if (window.matchMedia('(min-width: 1024px)').matches) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [open, onClose, returnFocusTo]);

  return (
    <>
      <div className={`mobile-menu__backdrop${open ? ' is-open' : ''}`} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id="mobile-menu"
        className={`mobile-menu${open ? ' is-open' : ''}`}
        role="dialog"
        aria-modal={open ? true : undefined}
        aria-label="Menu"
        inert={!open}
        data-lenis-prevent
      >
        <nav aria-label="Mobile">
          <ul className="mobile-menu__links">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} onClick={onClose} className={({ isActive }) => `mobile-menu__link${isActive ? ' is-active' : ''}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* After the links: opening the menu focuses its first link, not a field that would raise the keyboard. */}
        <SearchField />
        <Link to={CONTACT_LINK.to} onClick={onClose} className="button button--primary mobile-menu__cta">
          {CONTACT_LINK.label}
        </Link>
        <div className="mobile-menu__subscribe">
          <p className="mobile-menu__subscribe-title">Get product updates</p>
          {subscribeForm}
        </div>
      </div>
    </>
  );
}
