import { clampRating, initials, normalizeTestimonial, ratingLabel, testimonialRows } from './normalize';
import { SAMPLE_TESTIMONIALS } from './samples';

describe('testimonials for display', () => {
  test('accept the API naming (id, review, userName, userRole, userImage)', () => {
    expect(
      normalizeTestimonial({ id: 'a1', rating: 4, review: 'Great work', userName: 'Sarah Chen', userRole: 'CTO', userImage: '/uploads/s.jpg', userImageAlt: 'Sarah at the whiteboard' }),
    ).toEqual({ id: 'a1', rating: 4, text: 'Great work', name: 'Sarah Chen', role: 'CTO', image: '/uploads/s.jpg', imageAlt: 'Sarah at the whiteboard', picture: null });
  });

  test("a photo without alt text is described by the person's name", () => {
    expect(normalizeTestimonial({ userName: 'Sarah Chen', userImage: '/uploads/s.jpg', userImageAlt: ' ' }).imageAlt).toBe('Sarah Chen');
  });

  test("keep the photo's copies the API describes", () => {
    const picture = { url: '/uploads/s.jpg', width: 600, height: 600, sources: [{ type: 'image/webp', srcset: '/uploads/s-480.webp 480w' }], alt: '', focalPoint: { x: 0.5, y: 0.5 } };
    expect(normalizeTestimonial({ userName: 'Sarah Chen', userImage: '/uploads/s.jpg', responsiveImages: [picture] }).picture).toEqual(picture);
  });

  test('accept the other naming (feedback, name, role, image, _id)', () => {
    expect(normalizeTestimonial({ _id: 'b2', rating: 5, feedback: 'Superb', name: 'Leila Haddad', role: 'Director', image: '/x.png' })).toEqual({
      id: 'b2',
      rating: 5,
      text: 'Superb',
      name: 'Leila Haddad',
      role: 'Director',
      image: '/x.png',
      imageAlt: 'Leila Haddad',
      picture: null,
    });
  });

  test('fill gaps: no image gives null, no name gives Anonymous, no id gives a stable key', () => {
    const shown = normalizeTestimonial({ rating: 3, review: 'ok', userImage: '' }, 7);
    expect(shown).toMatchObject({ id: 'testimonial-7', name: 'Anonymous', role: '', image: null });
  });

  test('ratings are whole stars from 1 to 5', () => {
    expect(clampRating(0)).toBe(1);
    expect(clampRating(9)).toBe(5);
    expect(clampRating(3.6)).toBe(4);
    expect(clampRating(undefined)).toBe(5);
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
  });

  test('initials take the first and last word', () => {
    expect(initials('Sarah Chen')).toBe('SC');
    expect(initials('Mary Ann de Vries')).toBe('MV');
    expect(initials('plato')).toBe('PL');
    expect(initials('  ')).toBe('?');
  });

  test('rows hold items 1-5 and 6-10', () => {
    const items = Array.from({ length: 12 }, (_, index) => index + 1);
    expect(testimonialRows(items)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]);
    expect(testimonialRows([1, 2])).toEqual([[1, 2], []]);
  });

  test('there are ten built-in samples, all displayable', () => {
    expect(SAMPLE_TESTIMONIALS).toHaveLength(10);
    const shown = SAMPLE_TESTIMONIALS.map(normalizeTestimonial);
    expect(new Set(shown.map((item) => item.id)).size).toBe(10);
    shown.forEach((item) => {
      expect(item.text.length).toBeGreaterThan(20);
      expect(item.name).not.toBe('Anonymous');
    });
  });
});
