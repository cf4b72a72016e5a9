import { defineCollection } from '../content/collection';
import { createCollectionResolver } from '../content/collection-resolver';
import { Testimonial } from './testimonial.entity';
import { TestimonialInput } from './testimonial.input';

export const testimonialCollection = defineCollection({
  entity: Testimonial,
  input: TestimonialInput,
  label: 'Testimonial',
  names: { list: 'testimonials', item: 'testimonial', add: 'addTestimonial', update: 'updateTestimonial', delete: 'deleteTestimonial' },
  images: {
    arg: 'image',
    multiple: false,
    max: 1,
    read: (testimonial) => (testimonial.userImage ? [testimonial.userImage] : []),
    write: (testimonial, urls) => { testimonial.userImage = urls[0] ?? null; },
  },
  toFields: (input: TestimonialInput): Partial<Testimonial> => ({
    rating: input.rating,
    review: input.review.trim(),
    userName: input.userName.trim(),
    userRole: input.userRole.trim(),
  }),
});

export const TestimonialResolver = createCollectionResolver(testimonialCollection);
