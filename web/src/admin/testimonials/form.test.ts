import { emptyTestimonialForm, testimonialFormFromItem, testimonialVariables } from './form';

const stored = { views: 0, createdAt: '2025-01-01T00:00:00.000Z' };

describe('testimonial form', () => {
  it('starts without a rating chosen', () => {
    expect(emptyTestimonialForm()).toMatchObject({ rating: '', userName: '', existingImages: [] });
  });

  it('loads a testimonial with its photo as the kept image', () => {
    expect(
      testimonialFormFromItem({ _id: 't1', userName: 'Dana', userRole: 'CEO', rating: 4, review: 'Great', userImage: '/uploads/d.png', ...stored }),
    ).toEqual({ userName: 'Dana', userRole: 'CEO', rating: '4', review: 'Great', existingImages: ['/uploads/d.png'], newImages: [] });
    expect(testimonialFormFromItem({ _id: 't2', userName: 'Lee', userRole: '', rating: 5, review: 'Ok', userImage: null, ...stored }).existingImages).toEqual([]);
  });

  it('sends the rating as a number, and an emptied photo as an empty kept list', () => {
    const variables = testimonialVariables({ userName: ' Dana ', userRole: 'CEO', rating: '3', review: 'Great', existingImages: [], newImages: [] });
    expect(variables).toEqual({ input: { userName: 'Dana', userRole: 'CEO', rating: 3, review: 'Great' }, image: null, existingImages: [] });
  });
});
