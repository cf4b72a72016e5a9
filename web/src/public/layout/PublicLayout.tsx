import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { scrollToTop, startSmoothScroll } from './smooth-scroll';
import { ToastProvider } from './Toast';
import '../brand/brand.css';
import './layout.css';

/** Scrolls to the top on every path change (not on the first load, which the browser positions). */
function ScrollToTopOnPathChange() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    scrollToTop();
  }, [pathname]);
  return null;
}

/** The public site's frame: fixed navigation, the page, the footer. */
export function PublicLayout() {
  useEffect(() => startSmoothScroll(), []);
  return (
    <ToastProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTopOnPathChange />
      <NavBar />
      <main id="main" className="site-main" tabIndex={-1}>
        {/*
          No Suspense boundary around the pages: React would send a boundary's
          content out of line (hidden until a script moves it), while without
          one the server waits and writes the page in place. In the browser,
          navigations are transitions, so the current page stays until the
          next page's chunk has arrived.
        */}
        <Outlet />
      </main>
      <Footer />
    </ToastProvider>
  );
}
