import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { PublicPortfolioQuery } from '../../gql/graphql';
import { DetailPage } from '../shared/DetailPage';
import { excerpt, firstDate, formatNumericDate, isoDay, stripHtml } from '../shared/format';
import { PageHead } from '../shared/head';
import { previewImageDetails } from '../shared/image-alt';
import { breadcrumbs, creativeWork } from '../shared/structured-data';
import { RichText } from '../shared/RichText';
import '../shared/shared.css';
import { projectTitle } from './listing';
import { ProjectFacts } from './ProjectFacts';
import { ProjectImages } from './ProjectImages';
import { ProjectProcess } from './ProjectProcess';
import { ClientReview, ProjectStory } from './ProjectStory';
import './portfolio.css';

const PublicPortfolio = graphql(`
  query PublicPortfolio($id: ID!) {
    portfolio(id: $id) {
      id
      slug
      seoTitle
      seoDescription
      socialImage
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
      imageUrls
      imageAlts
      responsiveImages {
        ...ResponsiveImageFields @unmask
      }
      createdAt
      updatedAt
    }
  }
`);

/** Tags shown under a project's name: its category and Web Development. */
export const projectTags = (category: string) => Array.from(new Set([category, 'Web Development']));

/** /portfolio/{slug} (an id or a former slug moves to it). An unknown one shows the not-found page (HTTP 404 from the server). */
export function PortfolioDetailPage() {
  return (
    <DetailPage
      query={PublicPortfolio}
      section="portfolio"
      itemIn={(data) => data.portfolio}
      what="This project"
      notFound={{
        heading: 'We could not find that project',
        text: 'It may have been renamed or removed. Browse the rest of our work, or head back home:',
      }}
    >
      {(project) => <Project project={project} />}
    </DetailPage>
  );
}

/** A project as its page shows it: what the public query reads. */
export type ProjectData = PublicPortfolioQuery['portfolio'];

/** The project, found at its current address: its head tags and the article. */
function Project({ project }: { project: ProjectData }) {
  const title = projectTitle(project);
  // The SEO fields when set; else the name, the description, the main image.
  const head = {
    title: project.seoTitle || title,
    description: project.seoDescription || excerpt(project.description) || `${project.category} project by Northwind Digital for ${project.clientName}.`,
    path: `/portfolio/${project.slug}`,
    image: project.socialImage ?? project.imageUrls[0],
  };
  // The image's words and size; the card (drawn when there is no image) names name and category.
  const preview = {
    ...previewImageDetails(head.image, { urls: project.imageUrls, alts: project.imageAlts, described: project.responsiveImages }, title),
    card: { title, label: project.category },
  };
  const structuredData = [
    creativeWork({ ...head, published: project.projectDate || project.createdAt, modified: project.updatedAt }),
    breadcrumbs([{ name: 'Home', path: '/' }, { name: 'Portfolio', path: '/portfolio' }, { name: title, path: head.path }]),
  ];
  return (
    <>
      <PageHead {...head} {...preview} type="article" structuredData={structuredData} />
      <ProjectArticle project={project} />
    </>
  );
}

/** The project's article, given the project: the page's and the admin's preview's (which passes the form's values). */
export function ProjectArticle({ project }: { project: ProjectData }) {
  const title = projectTitle(project);
  const date = firstDate(project.projectDate, project.createdAt);
  return (
    <article className="project">
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
          <ProjectImages images={project.imageUrls} alts={project.imageAlts} described={project.responsiveImages} title={title} />
        </div>
        <ProjectFacts services={project.services} category={project.category} clientName={project.clientName} projectUrl={project.projectUrl} />
      </div>

      <ProjectProcess />

      <ProjectStory content={project.content} problem={project.problem} solution={project.solution} result={project.result} />

      <ClientReview testimonial={project.testimonial} />

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

// The route loads the page as its chunk's default export (app/lazy-page.ts).
export default PortfolioDetailPage;
