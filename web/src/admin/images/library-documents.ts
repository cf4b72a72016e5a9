import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A library image as the forms' chooser shows it. */
export const LibraryImageFieldsFragment = graphql(`
  fragment LibraryImageFields on Media {
    id
    url
    thumbnailUrl
    name
    width
    height
    alt
  }
`);

/** The library's images as the forms' chooser lists them: newest first, searched by name or alt text. */
export const LibraryImagesQuery = graphql(`
  query AdminLibraryImages($page: Int!, $limit: Int!, $search: String) {
    media(page: $page, limit: $limit, search: $search) {
      total
      items {
        ...LibraryImageFields @unmask
      }
    }
  }
`);

export type LibraryImage = ResultOf<typeof LibraryImagesQuery>['media']['items'][number];

/** A new image uploaded from the chooser: it joins the library (and stays there until deleted on the Media screen). */
export const UploadLibraryImageMutation = graphql(`
  mutation AdminUploadLibraryImage($file: Upload!) {
    uploadMedia(file: $file) {
      ...LibraryImageFields @unmask
    }
  }
`);
