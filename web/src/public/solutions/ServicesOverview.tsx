import { Link } from 'react-router-dom';
import type { CallToActionFieldsFragment, SectionIntroFieldsFragment } from '../../gql/graphql';
import { PageLinkButton } from '../shared/PageLinkButton';
import type { ServiceCardValues } from './solutions-page';
import { ServiceIcon } from './ServiceIcon';
import './services-overview.css';

interface ServicesOverviewProps {
  intro: SectionIntroFieldsFragment;
  services: readonly ServiceCardValues[];
  callToAction: CallToActionFieldsFragment;
}

/** The service cards of the landing page, and the card that invites a first call. */
export function ServicesOverview({ intro, services, callToAction }: ServicesOverviewProps) {
  return (
    <section className="section services-overview" aria-labelledby="services-title">
      <div className="container">
        <div className="section-heading">
          {intro.eyebrow && <p className="eyebrow">{intro.eyebrow}</p>}
          <h2 id="services-title">{intro.title}</h2>
          {intro.text && <p>{intro.text}</p>}
        </div>
        <ul className="services-overview__grid">
          {services.map((service, index) => (
            <li key={`${service.anchor}-${index}`} className="panel service-card">
              <span className="service-card__icon" aria-hidden="true">
                <ServiceIcon name={service.icon} />
              </span>
              <h3 className="service-card__title">{service.name}</h3>
              <p className="service-card__text">{service.summary}</p>
              <Link to="/solutions" className="service-card__link" aria-label={`Learn more about ${service.name}`}>
                {/* The visible words stay; the link's text names its target too (for crawlers' link-text checks). */}
                Learn more<span className="visually-hidden"> about {service.name}</span>
                <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true"><path d="M4 10h11m-4-4.5L15.5 10 11 14.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
              </Link>
            </li>
          ))}
          <li className="panel service-card service-card--cta">
            <h3 className="service-card__title">{callToAction.title}</h3>
            <p className="service-card__text">{callToAction.text}</p>
            <PageLinkButton link={callToAction.button.link} className="button button--light">
              {callToAction.button.label}
            </PageLinkButton>
          </li>
        </ul>
      </div>
    </section>
  );
}
