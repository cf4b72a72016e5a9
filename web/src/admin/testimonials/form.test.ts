import { emptyTestimonialForm, testimonialFormFromItem, testimonialVariables } from './form';

const stored = { version: 1, views: 0, createdAt: '2025-01-01T00:00:00.000Z' };

describe('testimonial form', () => {
  it('starts without a rating chosen', () => {
    expect(emptyTestimonialForm()).toMatchObject({ rating: '', userName: '', existingImages: [] });
  });

  it('loads a testimonial with its photo as the kept image', () => {
    expect(
      testimonialFormFromItem({ id: 't1', userName: 'Dana', userRole: 'CEO', rating: 4, review: 'Great', userImage: '/uploads/d.png', userImageAlt: 'Dana at her desk', ...stored }),
    ).toEqual({ userName: 'Dana', userRole: 'CEO', rating: '4', review: 'Great', existingImages: ['/uploads/d.png'], newImages: [], altTexts: { '/uploads/d.png': 'Dana at her desk' } });
    expect(testimonialFormFromItem({ id: 't2', userName: 'Lee', userRole: '', rating: 5, review: 'Ok', userImage: null, userImageAlt: '', ...stored }).existingImages).toEqual([]);
  });

  it('sends the rating as a number, and an emptied photo as an empty kept list', () => {
    const variables = testimonialVariables({ userName: ' Dana ', userRole: 'CEO', rating: '3', review: 'Great', existingImages: [], newImages: [], altTexts: {} });
    expect(variables).toEqual({ input: { userName: 'Dana', userRole: 'CEO', rating: 3, review: 'Great', userImageAlt: '' }, image: null, existingImages: [] });
  });

  it("sends the photo's alt text, trimmed", () => {
    const values = { ...emptyTestimonialForm(), userName: 'Dana', rating: '5', review: 'Great', existingImages: ['/uploads/d.png'], altTexts: { '/uploads/d.png': ' Dana smiling ' } };
    expect(testimonialVariables(values).input.userImageAlt).toBe('Dana smiling');
  });
});
