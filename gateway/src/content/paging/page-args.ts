import { IsIn, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { LIST_PAGE_LIMITS, SEARCH_MAX_CHARS } from '@consultancy/domain';
import { boundFits, boundMessage, textFits, textMessage } from './bounds';
import { FILTER_TEXT_MAX, type Listing } from './listing';

const PAGE_MESSAGE = 'page must be a whole number of at least 1';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LIST_PAGE_LIMITS.max}`;
export const SEARCH_MESSAGE = `q must be at most ${SEARCH_MAX_CHARS} characters`;

/** Search text is trimmed before use, so only what is left counts against the limit. */
export const searchTextFits = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim().length <= SEARCH_MAX_CHARS);

/** page, limit and q: what every paged list takes. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1, description: 'From 1; a page past the end has no items.' })
  @Min(1, { message: PAGE_MESSAGE })
  page: number;

  @Field(() => Int, { defaultValue: LIST_PAGE_LIMITS.default, description: `Items a page, 1 to ${LIST_PAGE_LIMITS.max}.` })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(LIST_PAGE_LIMITS.max, { message: LIMIT_MESSAGE })
  limit: number;

  @Field(() => String, { nullable: true, description: 'Case-insensitive search for this text in the main text fields; empty: no search.' })
  @ValidateBy({ name: 'searchText', validator: { validate: searchTextFits } }, { message: SEARCH_MESSAGE })
  q?: string | null;
}

/** The filters' message, the same on GraphQL (String filters), REST and the CSV export. */
export const oneOfMessage = (name: string, values: readonly string[]) => `${name} must be one of: ${values.join(', ')}`;

/** The message of an open filter's text that is too long. */
export const filterTextMessage = (name: string) => `${name} must be at most ${FILTER_TEXT_MAX} characters`;

type FieldDecorator = (prototype: object, property: string) => void;

/**
 * The arguments of one list: page, limit, q and the listing's filters. A filter
 * over a closed list takes its GraphQL enum (refused by GraphQL itself); any
 * other is a String checked against its values.
 */
export function listingArgs(listing: Listing<any>): typeof PageArgs {
  @ArgsType()
  class ListingArgs extends PageArgs {}

  for (const [name, filter] of Object.entries(listing.filters ?? {})) {
    const decorate = (...decorators: unknown[]) =>
      (decorators as FieldDecorator[]).forEach((decorator) => decorator(ListingArgs.prototype, name));
    decorate(Field(() => filter.enum ?? String, { nullable: true, description: filter.description }));
    if (!filter.enum) {
      decorate(
        ValidateIf((_args, value) => value !== null && value !== undefined),
        filter.values
          ? IsIn([...filter.values], { message: oneOfMessage(name, filter.values) })
          : MaxLength(FILTER_TEXT_MAX, { message: filterTextMessage(name) }),
      );
    }
  }
  for (const [name, text] of Object.entries(listing.exactText ?? {})) {
    decorateField(ListingArgs, name, { description: text.description }, textFits(text.maxChars), textMessage(name, text.maxChars));
  }
  if (listing.dateRange) {
    for (const end of ['from', 'to'] as const) {
      const description = end === 'from'
        ? 'Only from this moment on: YYYY-MM-DD (from the start of that day, UTC) or an ISO 8601 date and time.'
        : 'Only up to this moment: YYYY-MM-DD (to the end of that day, UTC) or an ISO 8601 date and time.';
      decorateField(ListingArgs, end, { description }, boundFits(end), boundMessage(end));
    }
  }
  return ListingArgs;
}

/** A nullable String argument checked by `fits`, refused with `message`. */
function decorateField(args: Function, name: string, options: { description?: string }, fits: (value: unknown) => boolean, message: string) {
  const decorators = [
    Field(() => String, { nullable: true, ...options }),
    ValidateBy({ name: `${name}Fits`, validator: { validate: fits } }, { message }),
  ] as unknown as FieldDecorator[];
  decorators.forEach((decorator) => decorator(args.prototype, name));
}
