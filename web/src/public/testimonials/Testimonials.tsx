import { lazy } from 'react';
import { DeferredSection } from '../shared/DeferredSection';

const TestimonialsContent = lazy(() => import('./TestimonialsContent'));

/** Client testimonials in two marquee rows, with the logo marquee beneath: its code loads when the visitor scrolls near. */
export function Testimonials() {
  return <DeferredSection className="section testimonials" labelledBy="testimonials-title" content={TestimonialsContent} />;
}
