import { stripHtml } from '../shared/format';
import { PlainText, RichText } from '../shared/RichText';

interface ProjectStoryProps {
  /** Rich text. */
  content: string;
  problem: string;
  solution: string;
  result: string;
}

/** The project's story and its problem, solution and result; only the parts that have text, nothing when none has. */
export function ProjectStory({ content, problem, solution, result }: ProjectStoryProps) {
  const hasContent = Boolean(stripHtml(content));
  const outcome = (
    [
      ['Problem', problem],
      ['Solution', solution],
      ['Result', result],
    ] as const
  ).filter(([, text]) => text.trim());
  if (!hasContent && outcome.length === 0) return null;

  return (
    <section className="section project-story" aria-label="Project story">
      <div className="container project-story__inner">
        {hasContent && <RichText html={content} className="project-story__content" />}
        {outcome.length > 0 && (
          <div className="project-outcome">
            {outcome.map(([heading, text]) => (
              <section key={heading} className={`project-outcome__item project-outcome__item--${heading.toLowerCase()}`}>
                <h2>{heading}</h2>
                <PlainText text={text} />
              </section>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** The client's words about the project, when there are any. */
export function ClientReview({ testimonial }: { testimonial: string }) {
  if (!testimonial.trim()) return null;
  return (
    <section className="section section--alt project-review" aria-labelledby="project-review-title">
      <div className="container">
        <span className="eyebrow">What the client says</span>
        <h2 id="project-review-title">Clients Reviews</h2>
        <blockquote className="project-review__quote">
          <p>{testimonial.trim()}</p>
        </blockquote>
      </div>
    </section>
  );
}
