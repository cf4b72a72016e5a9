import { LogoStrip } from '../shared/LogoStrip';
import { ResponsiveImage } from '../shared/ResponsiveImage';
import { Spinner } from '../shared/Spinner';
import { Ticker } from '../shared/Ticker';
import { initials, testimonialRows, type DisplayTestimonial } from './normalize';
import { Stars } from './Stars';
import { useTestimonials } from './useTestimonials';
import './testimonials.css';

/** Seconds one loop of a testimonial row takes. */
export const TESTIMONIAL_ROW_SECONDS = 25;

/** One testimonial's card, given the testimonial: the marquee's, and the admin's preview's. */
export function TestimonialCard({ testimonial }: { testimonial: DisplayTestimonial }) {
  return (
    <figure className="testimonial-card">
      <Stars rating={testimonial.rating} />
      <blockquote className="testimonial-card__quote">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="testimonial-card__author">
        {testimonial.image ? (
          <ResponsiveImage
            className="testimonial-card__photo"
            src={testimonial.image}
            image={testimonial.picture}
            alt={testimonial.imageAlt}
            sizes="48px"
            fallbackSize={{ width: 48, height: 48 }}
          />
        ) : (
          <span className="testimonial-card__initials" aria-hidden="true">
            {initials(testimonial.name)}
          </span>
        )}
        <span>
          <span className="testimonial-card__name">{testimonial.name}</span>
          {testimonial.role && <span className="testimonial-card__role">{testimonial.role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

/** The testimonials section's content: two marquee rows of testimonials, the logo marquee beneath. */
export default function TestimonialsContent() {
  const { testimonials, waiting } = useTestimonials();
  const rows = testimonialRows(testimonials).filter((row) => row.length > 0);

  return (
    <>
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">Testimonials</p>
          <h2 id="testimonials-title">What our clients say</h2>
          <p>Founders, operators and directors on what it is like to build with us.</p>
        </div>
      </div>
      {waiting ? (
        <div className="testimonials__loading">
          <Spinner label="Loading testimonials" />
        </div>
      ) : (
        <div className="testimonials__rows">
          {rows.map((row, index) => (
            <Ticker key={index} seconds={TESTIMONIAL_ROW_SECONDS} direction={index === 0 ? 'left' : 'right'} pauseOnHover gradient className="testimonials__row">
              {row.map((testimonial) => (
                <TestimonialCard key={testimonial.id} testimonial={testimonial} />
              ))}
            </Ticker>
          ))}
        </div>
      )}
      <div className="testimonials__logos">
        <LogoStrip title="Proud to work alongside" label="Our clients and partners" direction="right" />
      </div>
    </>
  );
}
