import type { TypedDocumentNode } from '@apollo/client';
import { createContext, useContext, type ReactNode } from 'react';
import type { AdminScreen } from './nav';

/** What the dashboard reads of any item: enough for Recent Activity and the fallback views. */
export interface DashboardItem {
  id: string;
  views?: number | null;
  createdAt: string;
}

/**
 * A collection's card on the dashboard: its count, its Quick Action and its items in
 * Recent Activity. Handed in by the app layer from its list of collections (web/src/app/collections.tsx).
 */
export interface DashboardCard<TItem extends DashboardItem = DashboardItem> {
  /** The collection's key, e.g. 'blog'; also names its list in the dashboard's error notes. */
  key: string;
  /** Where its count and Quick Action stand among the others' (1 first): the dashboard's order, not the sidebar's. */
  order: number;
  /** The count's label, e.g. 'Blog Posts'. */
  label: string;
  icon: ReactNode;
  tone: string;
  /** How many of its newest items Recent Activity takes. */
  recent: number;
  /** Its total and newest items: a query with one root field `{ total items }` and a `$limit`. */
  query: TypedDocumentNode<object, { limit: number }>;
  /** An item's line in Recent Activity. */
  // A method, so that a card of one collection's items counts as a card of any items.
  title(item: TItem): string;
  /** Recent Activity's chip for its items, e.g. 'Blog'. */
  activity: { label: string; colors: { bg: string; fg: string } };
  /** The Quick Action that opens its screen, e.g. 'Write Blog Post'. */
  quickAction: { label: string; variant: 'contained' | 'outlined' };
  /** Its screen, where the Quick Action leads. */
  path: string;
}

/** A collection as the panel shows it: its screen (in the sidebar and the routes) and its dashboard card. */
export interface AdminCollection {
  screen: AdminScreen;
  dashboard: DashboardCard;
}

const DashboardCardsContext = createContext<DashboardCard[]>([]);
export const DashboardCardsProvider = DashboardCardsContext.Provider;

/** The collections' dashboard cards, in their order. */
export const useDashboardCards = () => useContext(DashboardCardsContext);
