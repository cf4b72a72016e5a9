import { Link } from 'react-router-dom';
import { excerpt, firstDate, formatLongDate, isoDay } from '../shared/format';
import { projectTitle } from './listing';

export interface PortfolioCardProject {
  _id: string;
  category: string;
  projectName: string;
  projectDate: string;
  createdAt: string;
  description: string;
  images_url: string[];
}

/** One project of the list: main image, name, date, category, a 3-line description and 'View Details'. */
export function PortfolioCard({ project }: { project: PortfolioCardProject }) {
  const title = projectTitle(project);
  const date = firstDate(project.projectDate, project.createdAt);
  const image = project.images_url[0];
  const summary = excerpt(project.description, 320);
  return (
    <article className="portfolio-card">
      <div className="portfolio-card__media">
        {image ? (
          <img src={image} alt={`${title}: main project image`} width={1200} height={800} loading="lazy" decoding="async" />
        ) : (
          <div className="portfolio-card__placeholder" aria-hidden="true">
            {project.category}
          </div>
        )}
        <span className="portfolio-card__category">{project.category}</span>
      </div>
      <div className="portfolio-card__body">
        <time className="portfolio-card__date" dateTime={isoDay(date)}>
          {formatLongDate(date)}
        </time>
        <h3 className="portfolio-card__title">{title}</h3>
        {summary && <p className="portfolio-card__description">{summary}</p>}
        <Link className="portfolio-card__link" to={`/portfolio/${project._id}`} aria-label={`View Details: ${title}`}>
          View Details
          <span aria-hidden="true" className="portfolio-card__arrow">
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
