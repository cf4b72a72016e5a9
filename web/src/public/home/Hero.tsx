import { Link } from 'react-router-dom';
import { LogoStrip } from '../shared/LogoStrip';
import './hero.css';

/** The landing hero: headline, the two calls to action and the scrolling logo strip. */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__backdrop" aria-hidden="true" />
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="hero__badge">
            <span className="hero__badge-dot" aria-hidden="true" />
            Technology partner for startups &amp; small businesses
          </p>
          <h1 id="hero-title" className="hero__title">
            We build the software that <span className="hero__highlight">moves your business</span> forward
          </h1>
          <p className="hero__lead">
            Websites, apps, custom software and data systems, designed with your team and delivered by senior engineers who
            explain every decision in plain language.
          </p>
          <div className="hero__actions">
            <Link to="/contact" className="button button--primary hero__button">
              Connect With Us
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M4 10h11m-4-4.5L15.5 10 11 14.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
            </Link>
            <Link to="/portfolio" className="button button--ghost hero__button">
              View Our Work
            </Link>
          </div>
          <ul className="hero__proof" aria-label="Why teams choose us">
            <li>Senior team, no hand-offs</li>
            <li>Fixed-scope discovery</li>
            <li>You own all the code</li>
          </ul>
        </div>
        <div className="hero__art">
          <img src="/images/hero-art.svg" width={700} height={570} alt="A web dashboard and a mobile app designed by Northwind Digital" fetchPriority="high" />
        </div>
      </div>
      <div className="hero__logos">
        <LogoStrip title="Trusted by founders, finance teams and non-profits" />
      </div>
    </section>
  );
}
