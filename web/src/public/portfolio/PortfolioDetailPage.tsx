import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { PageHead } from '../../app/head';
import { graphql } from '../../gql';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { excerpt, firstDate, formatNumericDate, isoDay, stripHtml } from '../shared/format';
import { isNotFoundError, useServerNotFound } from '../shared/not-found';
import { PlainText, RichText } from '../shared/RichText';
import { LoadingMessage } from '../shared/StatusMessage';
import { useTrackView } from '../shared/useTrackView';
import '../shared/shared.css';
import { projectTitle } from './listing';
import { ProjectImages } from './ProjectImages';
import './portfolio.css';

const PublicPortfolio = graphql(`
  query PublicPortfolio($id: ID!) {
    portfolio(id: $id) {
      _id
      category
      projectName
      projectUrl
      projectDate
      description
      content
      problem
      solution
      result
      testimonial
      services
      clientName
      images_url
      createdAt
      updatedAt
    }
  }
`);

const PROCESS_STEPS = [
  { title: 'Discover', text: 'We listen first: your goals, your users and the constraints that matter.' },
  { title: 'Definer', text: 'We turn what we learned into a clear scope, priorities and a plan.' },
  { title: 'Ideate', text: 'We explore options together and pick the simplest one that works.' },
  { title: 'Design', text: 'We design, build and refine in short cycles you can see and steer.' },
];

/** Tags shown under a project's name: its category and Web Development. */
export const projectTags = (category: string) => Array.from(new Set([category, 'Web Development']));

/** /portfolio/{id}. An unknown id shows the not-found page (HTTP 404 from the server). */
export function PortfolioDetailPage() {
  const { id = '' } = useParams();
  return <PortfolioDetail key={id} id={id} />;
}

function PortfolioDetail({ id }: { id: string }) {
  const marker = `portfolio:${id}`;
  const knownMissing = useServerNotFound(marker);
  const { data, loading, error, refetch } = useQuery(PublicPortfolio, { variables: { id }, skip: knownMissing });
  const project = data?.portfolio;
  const title = project ? projectTitle(project) : undefined;
  useTrackView('portfolio', project?._id, title);

  if (knownMissing || isNotFoundError(error)) {
    return (
      <NotFoundPage
        marker={marker}
        heading="We could not find that project"
        text="It may have been renamed or removed. Browse the rest of our work, or head back home:"
      />
    );
  }
  if (!project) {
    if (loading || !error) return <LoadingMessage />;
    return (
      <div className="container load-error" role="alert">
        <h1>Something went wrong</h1>
        <p>This project could not be loaded. Please check your connection and try again.</p>
        <button type="button" className="button button--primary" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </button>
      </div>
    );
  }

  const date = firstDate(project.projectDate, project.createdAt);
  const hasOutcome = [project.problem, project.solution, project.result].some((text) => text.trim());
  return (
    <article className="project">
      <PageHead
        title={title!}
        description={excerpt(project.description) || `${project.category} project by Northwind Digital for ${project.clientName}.`}
        path={`/portfolio/${project._id}`}
        image={project.images_url[0]}
        type="article"
      />
      <header className="page-header project__header">
        <div className="container project__header-inner">
          <Link className="project__back" to="/portfolio">
            <span aria-hidden="true">←</span> All projects
          </Link>
          <time className="project__date" dateTime={isoDay(date)}>
            {formatNumericDate(date)}
          </time>
          <h1>{title}</h1>
          {stripHtml(project.description) && <RichText html={project.description} className="prose--on-dark project__description" />}
          <ul className="project__tags" aria-label="Tags">
            {projectTags(project.category).map((tag) => (
              <li key={tag} className="project__tag">
                {tag}
              </li>
            ))}
          </ul>
        </div>
      </header>

      <div className="container project__layout">
        <div className="project__media">
          <ProjectImages images={project.images_url} title={title!} />
        </div>
        <aside className="project__info" aria-label="Project information">
          <dl>
            <div>
              <dt>Services</dt>
              <dd>{project.services}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>{project.category}</dd>
            </div>
            <div>
              <dt>Client</dt>
              <dd>{project.clientName}</dd>
            </div>
          </dl>
          {project.projectUrl && (
            <a className="button button--primary project__live" href={project.projectUrl} target="_blank" rel="noopener noreferrer">
              View Live Website <span aria-hidden="true">↗</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </aside>
      </div>

      <section className="section section--alt project-process" aria-labelledby="project-process-title">
        <div className="container">
          <span className="eyebrow">How we work</span>
          <h2 id="project-process-title">Our Process</h2>
          <ol className="project-process__steps">
            {PROCESS_STEPS.map((step, index) => (
              <li key={step.title} className="project-process__step">
                <span className="project-process__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {(stripHtml(project.content) || hasOutcome) && (
        <section className="section project-story" aria-label="Project story">
          <div className="container project-story__inner">
            {stripHtml(project.content) && <RichText html={project.content} className="project-story__content" />}
            {hasOutcome && (
              <div className="project-outcome">
                {(
                  [
                    ['Problem', project.problem],
                    ['Solution', project.solution],
                    ['Result', project.result],
                  ] as const
                )
                  .filter(([, text]) => text.trim())
                  .map(([heading, text]) => (
                    <section key={heading} className={`project-outcome__item project-outcome__item--${heading.toLowerCase()}`}>
                      <h2>{heading}</h2>
                      <PlainText text={text} />
                    </section>
                  ))}
              </div>
            )}
          </div>
        </section>
      )}

      {project.testimonial.trim() && (
        <section className="section section--alt project-review" aria-labelledby="project-review-title">
          <div className="container">
            <span className="eyebrow">What the client says</span>
            <h2 id="project-review-title">Clients Reviews</h2>
            <blockquote className="project-review__quote">
              <p>{project.testimonial.trim()}</p>
            </blockquote>
          </div>
        </section>
      )}

      <section className="section project-cta">
        <div className="container project-cta__inner">
          <h2>Have a project like this in mind?</h2>
          <p>Tell us what you are building. We will reply within one business day.</p>
          <Link className="button button--primary" to="/contact?scroll=form">
            Book an Appointment
          </Link>
        </div>
      </section>
    </article>
  );
}
