import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { Page } from './listing';

/** `<Name> { items, page, limit, total, pages }`: one page of a list, typed for the generated hooks. */
export function pageType<T extends object>(name: string, item: ClassType<T>, noun: string) {
  @ObjectType(name, { description: `One page of ${noun}, and where it sits in the whole list.` })
  class PageOf implements Page<T> {
    @Field(() => [item]) items: T[];
    @Field(() => Int, { description: 'The page asked for, from 1.' }) page: number;
    @Field(() => Int, { description: 'Items a page.' }) limit: number;
    @Field(() => Int, { description: 'Items in the whole (filtered) list.' }) total: number;
    @Field(() => Int, { description: 'Pages in the whole list; at least 1.' }) pages: number;
  }
  return PageOf;
}
