import { SUBSCRIBE_SOURCES } from '@consultancy/domain';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../public/footer/Footer';
import { useFooterSettings, useServiceNames } from '../public/footer/useFooterSettings';
import { NavBar } from '../public/navigation/NavBar';
import type { NavLinkItem } from '../public/navigation/nav-links';
import { SiteIdentityProvider, siteIdentity } from '../public/shared/site-identity';
import { scrollToTop, startSmoothScroll } from '../public/shared/smooth-scroll';
import { useSiteSettings } from '../public/shared/useSiteSettings';
import { ToastProvider } from '../public/shared/Toast';
import { SubscribeForm } from '../public/subscribe/SubscribeForm';
import './public-layout.css';

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

/** The public site's frame: fixed navigation (`navLinks`), the page, the footer; the newsletter form is handed to them here. */
export function PublicLayout({ navLinks }: { navLinks: NavLinkItem[] }) {
  useEffect(() => startSmoothScroll(), []);
  // Every page's head names the site and the company: the Settings screen's values, the footer's
  // contact details and the services the Solutions page lists.
  const identity = siteIdentity(useSiteSettings(), useFooterSettings(), useServiceNames());
  return (
    <ToastProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTopOnPathChange />
      <NavBar links={navLinks} subscribeForm={<SubscribeForm source={SUBSCRIBE_SOURCES.mobileMenu} tone="light" />} />
      <main id="main" className="site-main" tabIndex={-1}>
        {/*
          No Suspense boundary around the pages: React would send a boundary's
          content out of line (hidden until a script moves it), while without
          one the server waits and writes the page in place. In the browser,
          navigations are transitions, so the current page stays until the
          next page's chunk has arrived.
        */}
        <SiteIdentityProvider value={identity}>
          <Outlet />
        </SiteIdentityProvider>
      </main>
      <Footer subscribeForm={<SubscribeForm source={SUBSCRIBE_SOURCES.footer} />} />
    </ToastProvider>
  );
}
