import { publicPageTitle } from '@consultancy/domain';
import { PageHead } from '../shared/head';
import { EditableHero } from '../shared/PageHero';
import { PageLinkButton } from '../shared/PageLinkButton';
import { service as serviceData } from '../shared/structured-data';
import { useSolutionsPage, type SolutionsPageValues } from './solutions-page';
import { ServiceIcon } from './ServiceIcon';
import './solutions.css';

/** /solutions: the services in alternating blocks, as the editors wrote them. */
export function SolutionsPage() {
  const page = useSolutionsPage();
  return (
    <>
      <PageHead
        title={publicPageTitle('/solutions')}
        description="Web development, software development, app development, technical consulting and data management for startups and small businesses."
        path="/solutions"
        // Each service as schema.org Service, pointing at its block on this page.
        structuredData={page.services.map(({ anchor, name, summary }) => serviceData({ name, description: summary, path: `/solutions#${anchor}` }))}
      />
      <SolutionsContent page={page} />
    </>
  );
}

/** What /solutions shows below its head: also the Pages screen's preview. */
export function SolutionsContent({ page }: { page: SolutionsPageValues }) {
  const { callToAction } = page;
  return (
    <>
      <EditableHero hero={page.hero} />
      <div className="solutions">
        {page.services.map((service, index) => {
          const titleId = `${service.anchor || `service-${index}`}-title`;
          return (
          <section
            key={`${service.anchor}-${index}`}
            id={service.anchor || undefined}
            className={`section solution${index % 2 === 1 ? ' solution--reverse section--alt' : ''}`}
            aria-labelledby={titleId}
          >
            <div className="container solution__grid">
              <div className="solution__media">
                {service.image && (
                  <img src={service.image} width={560} height={420} alt={service.imageAlt} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
                )}
              </div>
              <div className="solution__copy">
                <p className="solution__number" aria-hidden="true">
                  <span className="solution__icon">
                    <ServiceIcon name={service.icon} />
                  </span>
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h2 id={titleId}>{service.name}</h2>
                <p className="solution__summary">{service.summary}</p>
                {service.details && <p>{service.details}</p>}
                {service.points.length > 0 && (
                  <ul className="check-list solution__points">
                    {service.points.map((point, pointIndex) => (
                      <li key={pointIndex}>{point}</li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          </section>
          );
        })}
      </div>

      <section className="section solutions-cta" aria-labelledby="solutions-cta-title">
        <div className="container solutions-cta__inner">
          <div>
            <h2 id="solutions-cta-title">{callToAction.title}</h2>
            {callToAction.text && <p>{callToAction.text}</p>}
          </div>
          <PageLinkButton link={callToAction.button.link} className="button button--light">
            {callToAction.button.label}
          </PageLinkButton>
        </div>
      </section>
    </>
  );
}

// The route loads the page as its chunk's default export (app/lazy-page.ts).
export default SolutionsPage;
