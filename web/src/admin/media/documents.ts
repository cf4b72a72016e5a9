import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A library image as the Media screen shows and edits it. */
export const MediaFieldsFragment = graphql(`
  fragment AdminMediaFields on Media {
    id
    version
    url
    thumbnailUrl
    name
    size
    width
    height
    alt
    focalPoint { x y }
    createdAt
    uploadedBy { email }
    uses { collection id title }
  }
`);

export const MediaQuery = graphql(`
  query AdminMedia($page: Int!, $limit: Int!, $search: String, $unused: Boolean) {
    media(page: $page, limit: $limit, search: $search, unused: $unused) {
      total
      items {
        ...AdminMediaFields @unmask
      }
    }
  }
`);

export const UploadMediaMutation = graphql(`
  mutation AdminUploadMedia($file: Upload!) {
    uploadMedia(file: $file) {
      ...AdminMediaFields @unmask
    }
  }
`);

export const UpdateMediaMutation = graphql(`
  mutation AdminUpdateMedia($id: ID!, $input: MediaInput!, $version: Int) {
    updateMedia(id: $id, input: $input, version: $version) {
      ...AdminMediaFields @unmask
    }
  }
`);

export const ReplaceMediaFileMutation = graphql(`
  mutation AdminReplaceMediaFile($id: ID!, $file: Upload!, $version: Int) {
    replaceMediaFile(id: $id, file: $file, version: $version) {
      ...AdminMediaFields @unmask
    }
  }
`);

export const DeleteMediaMutation = graphql(`
  mutation AdminDeleteMedia($id: ID!) {
    deleteMedia(id: $id)
  }
`);

export type MediaPageData = ResultOf<typeof MediaQuery>;

export type MediaItem = MediaPageData['media']['items'][number];
export type MediaUse = MediaItem['uses'][number];
