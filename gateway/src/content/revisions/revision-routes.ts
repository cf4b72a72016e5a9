import { revisionRestoredMessage } from '@consultancy/domain';
import { done, item, page } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';
import type { RevisionOwner } from './revision-owners';

/** One document per call, shared by every owner: the path fixes `kind`. */
const documents = {
  list: graphql(`
    query RestRevisions($kind: RevisionKind!, $id: ID, $page: Int, $limit: Int) {
      revisions(kind: $kind, id: $id, page: $page, limit: $limit) {
        items { id createdAt requestId admin { id email } changedFields }
        page limit total pages
      }
    }
  `),
  one: graphql(`
    query RestRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {
      revision(kind: $kind, id: $id, revisionId: $revisionId) {
        id kind itemId createdAt requestId admin { id email } changedFields images values
      }
    }
  `),
  restore: graphql(`
    mutation RestRestoreRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {
      restoreRevision(kind: $kind, id: $id, revisionId: $revisionId) { id createdAt }
    }
  `),
};

/**
 * The REST calls of an owner's revisions: GET …/revisions (paged), GET …/revisions/:revisionId
 * and POST …/revisions/:revisionId/restore, under /api/{key}/:id for a collection's items and
 * /api/{key} for settings.
 */
export function revisionRoutes(owner: RevisionOwner): RestRoute[] {
  const base = owner.perItem ? `/api/${owner.path}/:id/revisions` : `/api/${owner.path}/revisions`;
  const variables = { kind: owner.kind };
  return [
    { method: 'get', path: base, document: documents.list, answer: page('revisions'), variables },
    { method: 'get', path: `${base}/:revisionId`, document: documents.one, answer: item('revision'), variables },
    {
      method: 'post', path: `${base}/:revisionId/restore`, document: documents.restore, variables,
      answer: done((revision: { createdAt: string }) => revisionRestoredMessage(owner.label, revision.createdAt)),
    },
  ];
}
