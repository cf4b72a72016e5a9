import { Field, ID, ObjectType } from 'type-graphql';
import { pageType } from '../paging/page-type';

@ObjectType({ description: 'A published post or project found by the site search.' })
export class SearchResult {
  @Field({ description: "What it is: 'post' or 'project'." }) type: string;
  @Field(() => ID) id: string;
  @Field() slug: string;
  @Field() title: string;
  @Field({ description: 'Plain text around the first matched word, HTML-escaped, the matched words in <mark>…</mark>: the only markup it holds.' })
  excerpt: string;
  @Field({ description: 'Its public page: /blog/{slug} or /portfolio/{slug}.' }) url: string;
}

export const SearchPage = pageType('SearchPage', SearchResult, 'search results');
