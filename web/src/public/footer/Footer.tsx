import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { telephoneHref } from '../shared/format';
import { Logo } from '../shared/Logo';
import { visibleQuickLinks, visibleSocialLinks } from './footer-settings';
import { SocialIcon } from './SocialIcon';
import { useFooterSettings, useServiceNames } from './useFooterSettings';
import './footer.css';

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

interface FooterProps {
  /** The newsletter form of the 'Stay in the loop' column. */
  subscribeForm: ReactNode;
}

/** The site footer: company details from the footer settings, quick links, services and the newsletter. */
export function Footer({ subscribeForm }: FooterProps) {
  const footer = useFooterSettings();
  const serviceNames = useServiceNames();
  const quickLinks = visibleQuickLinks(footer.quickLinks);
  const socialLinks = visibleSocialLinks(footer.socialLinks);

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={footer.companyName}>
          <Link to="/" className="site-footer__logo" aria-label={`${footer.companyName}, home`}>
            <Logo tone="light" />
          </Link>
          <p className="site-footer__company">{footer.companyName}</p>
          <p className="site-footer__blurb">
            A small team of engineers and designers helping startups, small businesses and non-profits build software that lasts.
          </p>
          <ul className="site-footer__contact">
            <li>
              <a href={telephoneHref(footer.phone)}>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.24 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z" fill="currentColor" /></svg>
                {footer.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${footer.email}`}>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 2v.5l8 5 8-5V7zm16 2.85-8 5-8-5V17h16z" fill="currentColor" /></svg>
                {footer.email}
              </a>
            </li>
          </ul>
          {socialLinks.length > 0 && (
            <ul className="site-footer__social" aria-label="Social media">
              {socialLinks.map((link) => (
                <li key={link.key}>
                  <a href={link.href} aria-label={`${footer.companyName} on ${link.label}`} target="_blank" rel="noopener noreferrer">
                    <SocialIcon network={link.key} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav className="site-footer__column" aria-label="Quick links">
          <h2 className="site-footer__heading">Quick Links</h2>
          <ul className="site-footer__links">
            {quickLinks.map((link) => (
              <li key={link.key}>{isInternal(link.href) ? <Link to={link.href}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}</li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__column" aria-label="Services">
          <h2 className="site-footer__heading">Services</h2>
          <ul className="site-footer__links">
            {serviceNames.map((name) => (
              <li key={name}>
                <Link to="/solutions">{name}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__column site-footer__subscribe" aria-labelledby="footer-subscribe-title">
          <h2 className="site-footer__heading" id="footer-subscribe-title">
            Stay in the loop
          </h2>
          <p className="site-footer__note">Product news and practical notes, about once a month. No spam.</p>
          {subscribeForm}
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-row">
          <p>{footer.copyrightText}</p>
          <p>Made with care for startups and small businesses.</p>
        </div>
      </div>
    </footer>
  );
}
