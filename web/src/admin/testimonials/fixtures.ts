/** A stored testimonial as the list query answers it, for the screen tests. */
export const dana = {
  __typename: 'Testimonial' as const,
  version: 1,
  id: 't1',
  userName: 'Dana Whitfield',
  userRole: 'COO',
  rating: 4,
  review: 'They shipped <b>early</b>.',
  userImage: '/uploads/dana.png',
  views: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
};
