import { Link } from 'react-router-dom';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { excerpt, firstDate, formatLongDate, isoDay } from '../shared/format';
import { projectTitle } from './listing';

export const PortfolioCardFields = graphql(`
  fragment PortfolioCardFields on Portfolio {
    _id
    category
    projectName
    projectDate
    createdAt
    description
    images_url
  }
`);

/** One project of the list: main image, name, date, category, a 3-line description and 'View Details'. */
export function PortfolioCard(props: { project: FragmentType<typeof PortfolioCardFields> }) {
  const project = useFragment(PortfolioCardFields, props.project);
  const title = projectTitle(project);
  const date = firstDate(project.projectDate, project.createdAt);
  const image = project.images_url[0];
  const summary = excerpt(project.description, 320);
  return (
    <article className="card portfolio-card">
      <div className="card__media portfolio-card__media">
        {image ? (
          <img src={image} alt={`${title}: main project image`} width={1200} height={800} loading="lazy" decoding="async" />
        ) : (
          <div className="card__placeholder portfolio-card__placeholder" aria-hidden="true">
            {project.category}
          </div>
        )}
        <span className="portfolio-card__category">{project.category}</span>
      </div>
      <div className="card__body">
        <time className="portfolio-card__date" dateTime={isoDay(date)}>
          {formatLongDate(date)}
        </time>
        <h3 className="card__title">{title}</h3>
        {summary && <p className="card__summary">{summary}</p>}
        <Link className="card__link portfolio-card__link" to={`/portfolio/${project._id}`} aria-label={`View Details: ${title}`}>
          View Details
          <span aria-hidden="true" className="portfolio-card__arrow">
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
