import type { TypedDocumentNode } from '@apollo/client';
import type { ChangeEvent, ReactNode } from 'react';
import type { RevisionKind } from '../gql/graphql';
import type { CollectionPreview } from '../preview/public-previews';
import type { ListFilter, ListVariables } from '../shared/paged-list';
import type { SubmitLabels } from './form-state';

/** An operation's answer: one root field, named after the operation. */
type Answer = Record<string, unknown>;

/** What every item of a collection carries: its id, and the version every write moves. */
export interface EditedItem {
  id: string;
  version: number;
}

/** How one item shows in the list column. */
export interface ListRow {
  /** The item's heading, and its name in the delete dialog. */
  title: string;
  /** Names the item in the list and in the Edit/Delete buttons; the title when absent. */
  label?: string;
  meta?: string;
  images: ReadonlyArray<string | null | undefined>;
  /** Rich text, shown without markup. */
  description?: string | null;
  extra?: ReactNode;
}

/**
 * Everything that makes one collection's screen (see docs/screens.md): its documents,
 * its words, how an item shows in the list and how it maps to and from the form.
 * A new collection is one of these plus a component with its fields.
 */
export interface Collection<TItem extends EditedItem, TForm, TVars extends Record<string, unknown>> {
  documents: {
    /** One page of the list; its one root field holds `total` and the `items`, each spread from `item`. */
    list: TypedDocumentNode<Answer, ListVariables>;
    /** The fragment of a list item: the item type every other piece reads. */
    item: TypedDocumentNode<TItem, unknown>;
    /** One item by id, spread from `item`: what is stored now. */
    one: TypedDocumentNode<Answer, { id: string }>;
    /** A page of the trash: its one root field holds `total` and the `items`, each spread from AdminTrashedItem. */
    trash: TypedDocumentNode<Answer, { page: number; limit: number }>;
    /** Brings a trashed item back. */
    restore: TypedDocumentNode<Answer, { id: string }>;
    /** Deletes a trashed item for good (owners only). */
    purge: TypedDocumentNode<Answer, { id: string }>;
    add: TypedDocumentNode<Answer, TVars>;
    /** `version`: the one the form was opened with; an older one than stored is refused (409). */
    update: TypedDocumentNode<Answer, TVars & { id: string; version?: number | null }>;
    remove: TypedDocumentNode<Answer, { id: string }>;
  };
  /** The collection's key, as the API names it: its drafts and its items' history go by it. */
  key: RevisionKind;
  /** The item as named in messages, e.g. 'blog post': 'Delete blog post?', 'Failed to delete blog post'. */
  kind: string;
  /** The collection's name in the success toasts (COLLECTION_LABELS, as the API has it): 'Blog added successfully'. */
  label: string;
  title: string;
  intro: string;
  formHeading: { add: string; edit: string };
  submitLabels: SubmitLabels;
  listTitle: string;
  emptyText: string;
  /** What the search box finds, e.g. 'projects': 'Search projects'. */
  searchLabel: string;
  /** The list's filter beside the search, if it has one. */
  filter?: ListFilter;
  row: (item: TItem) => ListRow;
  form: {
    empty: () => TForm;
    fromItem: (item: TItem) => TForm;
    toVariables: (values: TForm) => TVars;
    /** What is wrong with the form before it is sent (each a message naming its field); nothing is sent while any is. */
    problems?: (values: TForm) => string[];
  };
  /** The Preview pane beside the form: the public component that shows an item, and how the form's values become its item. */
  preview?: CollectionPreview<TForm, TItem>;
}

type StringKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/** What a collection's fields component gets: the values and ways to change them. */
export interface FieldsProps<F> {
  values: F;
  change: (patch: Partial<F>) => void;
  /** A stable setter for one field, for memoised inputs (editor, image picker). */
  setField: <K extends keyof F>(key: K) => (value: F[K]) => void;
  /** name, value and onChange of a text input bound to one text field. */
  text: (name: StringKeys<F>) => { name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void };
}
