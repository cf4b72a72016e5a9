import { PUBLICATION_STATUSES, type PublicationStatus } from '@consultancy/domain';
import { closedList } from '../../api/schema/closed-list';

/** draft | published, as a GraphQL enum. */
export const PublicationStatusEnum = closedList<PublicationStatus>(
  'PublicationStatus',
  PUBLICATION_STATUSES,
  'draft: only in the admin panel; published: on the public site once publishAt has passed.',
);
