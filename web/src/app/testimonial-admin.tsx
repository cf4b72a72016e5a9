import { DashboardTestimonialsQuery, ReviewsIcon, TestimonialsManagement } from '../admin/screens';
import { TestimonialPreview } from '../public/testimonials/TestimonialPreview';
import type { CollectionAdmin } from './admin-collections';

/** The testimonials' admin half (their entry is in app/collections.tsx). */
const testimonialAdmin: CollectionAdmin<'testimonial', { userName: string }> = {
  screen: TestimonialsManagement,
  icon: ReviewsIcon,
  // A testimonial shows on the home page as a card in the testimonials marquee.
  preview: (testimonial) => <TestimonialPreview testimonial={testimonial} />,
  dashboard: {
    order: 3,
    label: 'Testimonials',
    tone: '#b45309',
    recent: 2,
    query: DashboardTestimonialsQuery,
    title: (testimonial) => testimonial.userName,
    colors: { bg: '#fef3c7', fg: '#92400e' },
    quickAction: { label: 'Add Testimonial', variant: 'outlined' },
  },
};
export default testimonialAdmin;
