/** The four steps of how we work, the same on every project page. */
const PROCESS_STEPS = [
  { title: 'Discover', text: 'We listen first: your goals, your users and the constraints that matter.' },
  { title: 'Definer', text: 'We turn what we learned into a clear scope, priorities and a plan.' },
  { title: 'Ideate', text: 'We explore options together and pick the simplest one that works.' },
  { title: 'Design', text: 'We design, build and refine in short cycles you can see and steer.' },
];

export function ProjectProcess() {
  return (
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
  );
}
