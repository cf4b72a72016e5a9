import { createContext, useContext, useMemo, type ReactElement } from 'react';
import type {
  AboutPageFieldsFragment, ContactPageFieldsFragment, HomePageFieldsFragment, PublicBlogQuery, PublicPortfolioQuery, PublicTestimonialsQuery, ServiceCardFieldsFragment, SolutionsPageFieldsFragment,
} from '../../gql/graphql';

/**
 * What each public preview shows, in the shape the public site's own query reads it
 * (the public client's generated types): a form maps its values to one of these.
 */
export interface PreviewItems {
  blog: PublicBlogQuery['blog'];
  portfolio: PublicPortfolioQuery['portfolio'];
  testimonial: PublicTestimonialsQuery['testimonials']['items'][number];
  /** The landing page's sections, with the Solutions page's services for its cards. */
  homePage: { home: HomePageFieldsFragment; services: ServiceCardFieldsFragment[] };
  solutionsPage: SolutionsPageFieldsFragment;
  aboutPage: AboutPageFieldsFragment;
  /** The Contact page's texts, with the footer settings' email and phone it shows. */
  contactPage: { page: ContactPageFieldsFragment; channels: { email: string; phone: string } };
}

export type PreviewKind = keyof PreviewItems;

/**
 * The public components that draw each preview. The admin never imports the public
 * site: the app layer hands these in (web/src/app/AdminAppWithPreviews.tsx), and the
 * panel renders them in a PreviewFrame.
 */
export type PublicPreviews = { [K in PreviewKind]: (item: PreviewItems[K]) => ReactElement };

const PublicPreviewsContext = createContext<PublicPreviews | null>(null);
export const PublicPreviewsProvider = PublicPreviewsContext.Provider;

/** How a form's values become the public item its preview shows (one function per collection). */
export type PreviewOf<TForm, TItem, K extends PreviewKind = PreviewKind> = {
  kind: K;
  /** `stored`: the item being edited as it was loaded (what the form does not edit, such as its creation date); null when adding. */
  item: (values: TForm, stored: TItem | null) => PreviewItems[K];
};

/** The public element showing `item`, or null where no public components were handed in (a panel without previews). */
export function usePublicPreview<K extends PreviewKind>(kind: K, item: PreviewItems[K] | null): ReactElement | null {
  const previews = useContext(PublicPreviewsContext);
  // The same element while the item is the same: the frame renders again only when the values shown change.
  return useMemo(() => (previews && item ? previews[kind](item) : null), [previews, kind, item]);
}

/** A collection's preview: which public component shows it, and how its form's values become that component's item. */
export type CollectionPreview<TForm, TItem> = { [K in PreviewKind]: PreviewOf<TForm, TItem, K> }[PreviewKind];

/** A collection's preview element for the values shown (see usePreviewValues); null when it has none. */
export function useCollectionPreview<TForm, TItem>(preview: CollectionPreview<TForm, TItem> | undefined, values: TForm, stored: TItem | null): ReactElement | null {
  const item = useMemo(() => (preview ? preview.item(values, stored) : null), [preview, values, stored]);
  return usePublicPreview(preview?.kind ?? 'blog', item);
}
