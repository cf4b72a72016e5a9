import { thumbnailsOf } from './thumbnails';

describe('thumbnailsOf', () => {
  it('shows up to three images and counts the rest as +N', () => {
    expect(thumbnailsOf(['1', '2', '3', '4', '5'])).toEqual({ shown: ['1', '2', '3'], hidden: 2, counter: '+2' });
  });

  it('has no counter with three images or fewer', () => {
    expect(thumbnailsOf(['1', '2', '3'])).toEqual({ shown: ['1', '2', '3'], hidden: 0, counter: null });
    expect(thumbnailsOf(['1'])).toEqual({ shown: ['1'], hidden: 0, counter: null });
    expect(thumbnailsOf([])).toEqual({ shown: [], hidden: 0, counter: null });
  });

  it('skips missing images (a testimonial without photo)', () => {
    expect(thumbnailsOf([null, undefined, ''])).toEqual({ shown: [], hidden: 0, counter: null });
    expect(thumbnailsOf(['a', null, 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 1, counter: '+1' });
  });
});
