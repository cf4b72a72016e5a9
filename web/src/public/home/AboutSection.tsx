import type { HomePageValues } from './home-page';
import { PageLinkButton } from '../shared/PageLinkButton';
import './about-section.css';

/** The landing page's short introduction of the company, with its call to action. */
export function AboutSection({ about }: { about: HomePageValues['about'] }) {
  return (
    <section className="section about-section" aria-labelledby="about-section-title">
      <div className="container about-section__grid">
        <div className="about-section__visual" aria-hidden="true">
          {about.image && <img src={about.image} width={560} height={420} alt="" loading="lazy" decoding="async" />}
          {about.badgeTitle && (
            <div className="about-section__badge">
              <strong>{about.badgeTitle}</strong>
              <span>{about.badgeText}</span>
            </div>
          )}
        </div>
        <div className="about-section__copy">
          {about.eyebrow && <p className="eyebrow">{about.eyebrow}</p>}
          <h2 id="about-section-title">{about.title}</h2>
          {about.text && <p className="about-section__lead">{about.text}</p>}
          {about.points.length > 0 && (
            <ul className="check-list about-section__points">
              {about.points.map((point, index) => (
                <li key={index}>
                  <strong>{point.title}</strong>
                  <span>{point.text}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="about-section__actions">
            {about.button.label && (
              <PageLinkButton link={about.button.link} className="button button--primary">
                {about.button.label}
              </PageLinkButton>
            )}
            {about.moreLink.label && (
              <PageLinkButton link={about.moreLink.link} className="about-section__more">
                {about.moreLink.label}
              </PageLinkButton>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
