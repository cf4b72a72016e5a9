import { MEDIA_MESSAGES } from '@consultancy/domain/media';
import { done, item, page } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';
import { RECORD_RENAMES } from '../../api/rest/rest-shape';

/** A library image as every REST answer carries it. */
graphql(`
  fragment RestMediaFields on Media {
    id url thumbnailUrl name size width height alt focalPoint { x y } createdAt updatedAt version
    uploadedBy { id email } keptInLibrary
    uses { collection id title }
  }
`);

/** An image is a record (`_id`); the items using it and its uploader keep `id`, as the contract has them. */
const renames = { ...RECORD_RENAMES, uses: {}, uploadedBy: {} };

/** /api/media…: the media library (administrators). */
export const mediaRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/media',
    document: graphql(`
      query RestMedia($page: Int, $limit: Int, $search: String, $unused: Boolean) {
        media(page: $page, limit: $limit, search: $search, unused: $unused) { items { ...RestMediaFields } page limit total pages }
      }
    `),
    answer: (data) => {
      const { items, ...pagination } = data.media;
      return { media: items, pagination };
    },
    renames,
  },
  {
    method: 'post', path: '/api/media', files: 'file',
    document: graphql(`mutation RestUploadMedia($file: Upload!) { uploadMedia(file: $file) { ...RestMediaFields } }`),
    answer: done(MEDIA_MESSAGES.uploaded, 'media'),
    renames,
  },
  {
    method: 'get', path: '/api/media/:id',
    document: graphql(`query RestMediaItem($id: ID!) { mediaItem(id: $id) { ...RestMediaFields } }`),
    answer: item('media'),
    renames,
  },
  {
    method: 'put', path: '/api/media/:id/file', files: 'file',
    document: graphql(`
      mutation RestReplaceMediaFile($id: ID!, $file: Upload!, $version: Int) {
        replaceMediaFile(id: $id, file: $file, version: $version) { ...RestMediaFields }
      }
    `),
    answer: done(MEDIA_MESSAGES.replaced, 'media'),
    renames,
  },
  {
    method: 'put', path: '/api/media/:id',
    document: graphql(`
      mutation RestUpdateMedia($id: ID!, $input: MediaInput!, $version: Int) {
        updateMedia(id: $id, input: $input, version: $version) { ...RestMediaFields }
      }
    `),
    answer: done(MEDIA_MESSAGES.updated, 'media'),
    renames,
  },
  {
    method: 'delete', path: '/api/media/:id',
    document: graphql(`mutation RestDeleteMedia($id: ID!) { deleteMedia(id: $id) }`),
    answer: (data) => ({ message: MEDIA_MESSAGES.deleted, _id: data.deleteMedia }),
    renames,
  },
];
