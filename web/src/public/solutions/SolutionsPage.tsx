import { Link } from 'react-router-dom';
import { PageHead } from '../shared/head';
import { PageHero } from '../shared/PageHero';
import { service } from '../shared/structured-data';
import { SERVICE_DETAILS } from './service-details';
import { SERVICES } from './services';
import { ServiceIcon } from './ServiceIcon';
import './solutions.css';

/** Each service as schema.org Service, pointing at its block on this page. */
const SERVICES_STRUCTURED_DATA = SERVICES.map(({ slug, title, summary }) => service({ name: title, description: summary, path: `/solutions#${slug}` }));

/** /solutions: the five services in alternating blocks. */
export function SolutionsPage() {
  return (
    <>
      <PageHead
        title="Solutions"
        description="Web development, software development, app development, technical consulting and data management for startups and small businesses."
        path="/solutions"
        structuredData={SERVICES_STRUCTURED_DATA}
      />
      <PageHero
        eyebrow="Solutions"
        title="Solutions that fit where your business is today"
        lead="Five practices, one small senior team. We pick the smallest useful next step, build it well and leave you with software you can run and grow."
      >
        <Link to="/contact?scroll=form" className="button button--light">
          Book an Appointment
        </Link>
        <Link to="/portfolio" className="button button--outline-light">
          See our portfolio
        </Link>
      </PageHero>

      <div className="solutions">
        {SERVICES.map((service, index) => (
          <section
            key={service.slug}
            id={service.slug}
            className={`section solution${index % 2 === 1 ? ' solution--reverse section--alt' : ''}`}
            aria-labelledby={`${service.slug}-title`}
          >
            <div className="container solution__grid">
              <div className="solution__media">
                <img src={service.image} width={560} height={420} alt={`Illustration of ${service.title.toLowerCase()}`} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
              </div>
              <div className="solution__copy">
                <p className="solution__number" aria-hidden="true">
                  <span className="solution__icon">
                    <ServiceIcon slug={service.slug} />
                  </span>
                  0{index + 1}
                </p>
                <h2 id={`${service.slug}-title`}>{service.title}</h2>
                <p className="solution__summary">{service.summary}</p>
                <p>{SERVICE_DETAILS[service.slug]?.description}</p>
                <ul className="check-list solution__points">
                  {(SERVICE_DETAILS[service.slug]?.points ?? []).map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            </div>
          </section>
        ))}
      </div>

      <section className="section solutions-cta" aria-labelledby="solutions-cta-title">
        <div className="container solutions-cta__inner">
          <div>
            <h2 id="solutions-cta-title">Have a project in mind?</h2>
            <p>Tell us where you are and where you want to be. We will reply within one working day.</p>
          </div>
          <Link to="/contact?scroll=form" className="button button--light">
            Book an Appointment
          </Link>
        </div>
      </section>
    </>
  );
}
