/**
 * How a collection's items are found by the site search: what a result says it is, and the
 * plain text of each part the search weighs (the title first). Rich text is given as its text.
 */
export interface Searchable<T> {
  /** What a result is: 'post', 'project'. */
  type: string;
  title(item: T): string;
  summary(item: T): string;
  tags(item: T): string;
  body(item: T): string;
}
