import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { done, item } from '../../api/rest/answers';
import type { RestRoute } from '../../api/rest/rest-route';
import type { AnySettings } from './settings-config';

/** A settings type's REST documents, written in the feature's <feature>.routes.ts. */
interface SettingsDocuments {
  read: TypedDocumentNode<any, any>;
  update: TypedDocumentNode<any, any>;
}

/** The REST calls of a settings type: GET /api/{key}/get and PUT /api/{key}/update (JSON), answered under its key. */
export function settingsRoutes({ key, names, label }: AnySettings, documents: SettingsDocuments): RestRoute[] {
  return [
    { method: 'get', path: `/api/${key}/get`, document: documents.read, answer: item(names.query), cache: 'public' },
    { method: 'put', path: `/api/${key}/update`, document: documents.update, answer: done(`${label} updated successfully`, names.query) },
  ];
}
