/** One filter of a list: the argument is named like the column it filters, unless `column` says otherwise. */
export interface ListFilter {
  /** The column, when the argument has another name (`tag` filters `tags`). */
  column?: string;
  /** The values it may take (a closed list); without them, any text of at most FILTER_TEXT_MAX characters. */
  values?: readonly string[];
  /** The GraphQL enum of `values` (a closed list); without it the argument is a String checked against them. */
  enum?: object;
  /**
   * 'equals' (the default): the column holds exactly the value. 'listItem': the
   * column is a comma-separated list (tags) of which one item is the value,
   * compared without regard to case.
   */
  match?: 'equals' | 'listItem';
  description?: string;
  /** Values the list (its counts and exports too) leaves out unless this filter asks for one of them (e.g. spam). */
  hiddenUnlessAsked?: readonly string[];
}

/** The longest text an open filter (one without a closed list of values) takes. */
export const FILTER_TEXT_MAX = 100;

/**
 * How a list is paged and narrowed, declared once by the feature that owns it:
 * the GraphQL arguments, the REST query string, the SQL and the CSV export all
 * follow from it.
 */
export interface Listing<T> {
  /** Lists are newest first by this column; the id breaks ties, so pages never overlap or skip. */
  newestFirstBy: keyof T & string;
  /**
   * A chosen order instead (a team's `order`): ascending by these columns, then by `newestFirstBy`
   * and the id, also ascending, so that items of the same rank keep the order they were added in.
   */
  ascendingBy?: ReadonlyArray<string>;
  /** The columns `q` searches, case-insensitively, for a substring. */
  search: ReadonlyArray<keyof T & string>;
  filters?: Readonly<Record<string, ListFilter>>;
  /**
   * Free-text filters matched whole, the text sent lower-cased (an email): the column must store
   * lower case, so that its index serves the match. Each argument is named like its column.
   */
  exactText?: Readonly<Record<string, { maxChars: number; description?: string }>>;
  /** `from` and `to` arguments bounding this date column, both included (a date alone covers its whole day, UTC). */
  dateRange?: keyof T & string;
}

/** What narrows a list: its filters by name and the search text (already trimmed; empty means none). */
export interface ListNarrowing {
  q?: string | null;
  [filter: string]: unknown;
}

/** The arguments of a paged list. */
export interface PageRequest extends ListNarrowing {
  page: number;
  limit: number;
}

/** One page of a list, and where it sits in the whole list. */
export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  pages: number;
}
