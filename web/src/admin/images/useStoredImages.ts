import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

export const StoredImagesQuery = graphql(`
  query AdminStoredImages($page: Int!, $limit: Int!) {
    storedImages(page: $page, limit: $limit) {
      items
      total
    }
  }
`);

/** How many stored images the choices read at a time (the API's largest page). */
const IMAGE_CHOICES = 100;

/** The stored images to choose from, a page at a time: every one can be reached, however many there are. */
export function useStoredImages() {
  const { data, fetchMore } = useQuery(StoredImagesQuery, { variables: { page: 1, limit: IMAGE_CHOICES }, fetchPolicy: 'network-only' });
  const images = data?.storedImages.items ?? [];
  const load = () => void fetchMore({
    variables: { page: Math.floor(images.length / IMAGE_CHOICES) + 1 },
    updateQuery: (read, { fetchMoreResult }) => ({
      storedImages: { ...fetchMoreResult.storedImages, items: [...read.storedImages.items, ...fetchMoreResult.storedImages.items] },
    }),
  });
  return { images, more: { left: (data?.storedImages.total ?? 0) - images.length, load } };
}
