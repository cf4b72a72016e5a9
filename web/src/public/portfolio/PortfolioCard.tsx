import { Link } from 'react-router-dom';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { imageAlt } from '../shared/image-alt';
import { ResponsiveImage, type ImagePriority } from '../shared/ResponsiveImage';
import { excerpt, firstDate, formatLongDate, isoDay } from '../shared/format';
import { projectTitle } from './listing';

export const PortfolioCardFields = graphql(`
  fragment PortfolioCardFields on Portfolio {
    id
    slug
    category
    projectName
    projectDate
    createdAt
    description
    imageUrls
    imageAlts
    responsiveImages {
      ...ResponsiveImageFields @unmask
    }
  }
`);

/** A card's width: one column on phones, two on tablets, three of the 1200 px container on desktops. */
export const CARD_IMAGE_SIZES = '(max-width: 720px) 100vw, (max-width: 1100px) 50vw, 400px';

/** One project of the list: main image, name, date, category, a 3-line description and 'View Details'. */
export function PortfolioCard(props: { project: FragmentType<typeof PortfolioCardFields>; imagePriority?: ImagePriority }) {
  const project = useFragment(PortfolioCardFields, props.project);
  const title = projectTitle(project);
  const date = firstDate(project.projectDate, project.createdAt);
  const image = project.imageUrls[0];
  const summary = excerpt(project.description, 320);
  return (
    <article className="card portfolio-card">
      <div className="card__media portfolio-card__media">
        {image ? (
          <ResponsiveImage
            src={image}
            image={project.responsiveImages[0]}
            alt={imageAlt(project.imageAlts[0], title, project.responsiveImages[0]?.alt)}
            sizes={CARD_IMAGE_SIZES}
            fallbackSize={{ width: 1200, height: 800 }}
            priority={props.imagePriority}
          />
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
        <Link className="card__link portfolio-card__link" to={`/portfolio/${project.slug}`} aria-label={`View Details: ${title}`}>
          {/* The link's text names its target too (for crawlers' link-text checks), not only its label. */}
          View Details<span className="visually-hidden">: {title}</span>
          <span aria-hidden="true" className="portfolio-card__arrow">
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
