import { Link } from 'react-router-dom';
import { SERVICES } from './services';
import { ServiceIcon } from './ServiceIcon';
import './services-overview.css';

/** The five service cards of the landing page. */
export function ServicesOverview() {
  return (
    <section className="section services-overview" aria-labelledby="services-title">
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">What we do</p>
          <h2 id="services-title">Services built around your next milestone</h2>
          <p>Whether you are launching, growing or untangling what you already have, we bring the right expertise for the job.</p>
        </div>
        <ul className="services-overview__grid">
          {SERVICES.map((service) => (
            <li key={service.slug} className="panel service-card">
              <span className="service-card__icon" aria-hidden="true">
                <ServiceIcon slug={service.slug} />
              </span>
              <h3 className="service-card__title">{service.title}</h3>
              <p className="service-card__text">{service.summary}</p>
              <Link to="/solutions" className="service-card__link" aria-label={`Learn more about ${service.title}`}>
                {/* The visible words stay; the link's text names its target too (for crawlers' link-text checks). */}
                Learn more<span className="visually-hidden"> about {service.title}</span>
                <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true"><path d="M4 10h11m-4-4.5L15.5 10 11 14.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
              </Link>
            </li>
          ))}
          <li className="panel service-card service-card--cta">
            <h3 className="service-card__title">Not sure where to start?</h3>
            <p className="service-card__text">Book a free 30-minute call. We will listen first, then suggest the smallest useful next step.</p>
            <Link to="/contact?scroll=form" className="button button--light">
              Book an Appointment
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
