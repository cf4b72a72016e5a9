import type { TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { CanonicalRedirect } from './CanonicalRedirect';
import { ItemFallback } from './ItemFallback';
import { useItemPage } from './useItemPage';

interface DetailPageProps<TData, TItem> {
  /** Asks for one item by its id or any slug it has had (`$id`). */
  query: TypedDocumentNode<TData, { id: string }>;
  /** 'blog' for /blog/{slug}: the first part of the item's address (its collection's key), and the kind of view counted. */
  section: string;
  /** Where the item is in the answer, e.g. (data) => data.blog. */
  itemIn: (data: TData) => TItem;
  /** 'This article', for 'This article could not be loaded.' */
  what: string;
  /** The not-found page's heading and text when no item has that id or slug. */
  notFound: { heading: string; text: string };
  /** The page of the item, once found at its current address. */
  children: (item: TItem) => ReactNode;
}

/**
 * A public item's page (/blog/{slug}, /portfolio/{slug}): fetches the item
 * named by the address and counts the visit; until it is there shows
 * 'Loading...', 'Try again' after a failure, or the not-found page (HTTP 404
 * from the server) for an unknown one; moves an id or a former slug to the
 * item's current address.
 */
export function DetailPage<TData, TItem extends { id: string; slug: string }>(props: DetailPageProps<TData, TItem>) {
  const { id = '' } = useParams();
  // Keyed by the address: moving to another item starts afresh rather than showing the last one.
  return <ItemPage key={id} id={id} {...props} />;
}

function ItemPage<TData, TItem extends { id: string; slug: string }>({
  id,
  query,
  section,
  itemIn,
  what,
  notFound,
  children,
}: DetailPageProps<TData, TItem> & { id: string }) {
  // Tells the browser which item the server's not-found page was for, so hydrating keeps it.
  const marker = `${section}:${id}`;
  const { data, missing, fallback } = useItemPage(query, { id }, marker);
  const item = data ? itemIn(data) : undefined;

  if (missing || !item) return <ItemFallback {...fallback} what={what} notFound={notFound} />;
  if (item.slug !== id) return <CanonicalRedirect path={`/${section}/${item.slug}`} />;
  return children(item);
}
