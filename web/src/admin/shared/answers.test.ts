import { changed, rootField } from './answers';

test('the one root field of an answer, whatever the operation names it', () => {
  expect(rootField({ addBlog: { id: 'b1', title: 'Blog' } })).toEqual({ id: 'b1', title: 'Blog' });
  expect(rootField({ __typename: 'Query', portfolios: [1, 2] })).toEqual([1, 2]);
  expect(rootField(undefined)).toBeUndefined();
  expect(rootField({})).toBeUndefined();
});

test('a change went through when its mutation answered what it changed', () => {
  expect(changed({ addBlog: { id: 'b1' } })).toBe(true);
  expect(changed({ deleteContact: 'c1' })).toBe(true);
  expect(changed({ deleteContact: null })).toBe(false);
  expect(changed(undefined)).toBe(false);
});
