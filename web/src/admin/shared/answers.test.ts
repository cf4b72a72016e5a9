import { payloadOf, rootField } from './answers';

test('the one root field of an answer, whatever the operation names it', () => {
  expect(payloadOf({ addBlog: { success: true, message: 'Blog added' } })).toEqual({ success: true, message: 'Blog added' });
  expect(rootField({ __typename: 'Query', portfolios: [1, 2] })).toEqual([1, 2]);
  expect(rootField(undefined)).toBeUndefined();
  expect(rootField({})).toBeUndefined();
});
