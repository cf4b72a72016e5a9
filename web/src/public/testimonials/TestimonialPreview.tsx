import { normalizeTestimonial, type TestimonialSource } from './normalize';
import { TestimonialCard } from './TestimonialsContent';

/** The admin's preview of a testimonial: its card as the home page's marquee shows it. */
export function TestimonialPreview({ testimonial }: { testimonial: TestimonialSource }) {
  return (
    <section className="section testimonials" aria-label="Testimonial">
      <div className="testimonials__rows" style={{ justifyItems: 'center' }}>
        <TestimonialCard testimonial={normalizeTestimonial(testimonial)} />
      </div>
    </section>
  );
}
