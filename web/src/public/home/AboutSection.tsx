import { Link } from 'react-router-dom';
import './about-section.css';

const POINTS = [
  { title: 'Small, senior team', text: 'The people you meet are the people who build your product.' },
  { title: 'Plain-language advice', text: 'Every option explained in terms of cost, risk and time.' },
  { title: 'Built to hand over', text: 'Clean code, documentation and training, so you are never locked in.' },
];

/** The landing page's short introduction, with 'Book an Appointment'. */
export function AboutSection() {
  return (
    <section className="section about-section" aria-labelledby="about-section-title">
      <div className="container about-section__grid">
        <div className="about-section__visual" aria-hidden="true">
          <img src="/images/services/technical-consulting.svg" width={560} height={420} alt="" loading="lazy" decoding="async" />
          <div className="about-section__badge">
            <strong>Since 2016</strong>
            <span>helping teams ship with confidence</span>
          </div>
        </div>
        <div className="about-section__copy">
          <p className="eyebrow">About us</p>
          <h2 id="about-section-title">A technology partner that speaks your language</h2>
          <p className="about-section__lead">
            Northwind Digital is a small consultancy of engineers, designers and data specialists. We work with startups, small
            businesses and non-profits that need dependable technology without the overhead of a big agency.
          </p>
          <ul className="check-list about-section__points">
            {POINTS.map((point) => (
              <li key={point.title}>
                <strong>{point.title}</strong>
                <span>{point.text}</span>
              </li>
            ))}
          </ul>
          <div className="about-section__actions">
            <Link to="/contact?scroll=form" className="button button--primary">
              Book an Appointment
            </Link>
            <Link to="/about" className="about-section__more">
              More about us
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
