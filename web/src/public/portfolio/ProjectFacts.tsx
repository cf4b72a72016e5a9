interface ProjectFactsProps {
  services: string;
  category: string;
  clientName: string;
  /** The live website; empty when there is none. */
  projectUrl: string;
}

/** The side panel of a project: services, category, client and the link to the live website. */
export function ProjectFacts({ services, category, clientName, projectUrl }: ProjectFactsProps) {
  return (
    <aside className="project__info" aria-label="Project information">
      <dl>
        <div>
          <dt>Services</dt>
          <dd>{services}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{category}</dd>
        </div>
        <div>
          <dt>Client</dt>
          <dd>{clientName}</dd>
        </div>
      </dl>
      {projectUrl && (
        <a className="button button--primary project__live" href={projectUrl} target="_blank" rel="noopener noreferrer">
          View Live Website <span aria-hidden="true">↗</span>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </aside>
  );
}
