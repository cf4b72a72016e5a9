import type { CollectionNames } from './define';

/**
 * Every name of a collection, derived from its key, singular and plural, so that each
 * is written once: 'team member' / 'team' gives TeamMember, teamMember, team, addTeamMember…
 */
const words = (text: string) => text.trim().split(/[\s_-]+/).filter(Boolean);
const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const pascal = (text: string) => words(text).map(upperFirst).join('');
const camel = (text: string) => { const name = pascal(text); return name.charAt(0).toLowerCase() + name.slice(1); };
const snake = (text: string) => words(text).map((word) => word.toLowerCase()).join('_');

/** What a write of a collection records in the audit trail; moving to the trash is `.deleted`. */
export const CONTENT_VERBS = ['created', 'updated', 'deleted', 'restored', 'purged'] as const;
export type ContentVerb = (typeof CONTENT_VERBS)[number];

export const collectionAuditActions = <K extends string>(key: K) => CONTENT_VERBS.map((verb) => `${key}.${verb}` as `${K}.${ContentVerb}`);

/** The names of a collection wherever it shows. */
export function collectionNaming({ key, singular, plural }: CollectionNames) {
  const type = pascal(singular);
  return {
    /** The GraphQL object type and the entity class. */
    type,
    input: `${type}Input`,
    /** GraphQL's queries, also the REST answers' keys (`{ success, team: […] }`, `{ success, teamMember }`). */
    list: camel(plural),
    item: camel(singular),
    add: `add${type}`,
    update: `update${type}`,
    delete: `delete${type}`,
    trashed: `trashed${pascal(plural)}`,
    restore: `restore${type}`,
    purge: `purge${type}`,
    restPrefix: `/api/${key}`,
    /** Singular, capitalised, for messages: 'Team member added successfully'. */
    label: upperFirst(singular.trim()),
    table: snake(plural),
    auditActions: collectionAuditActions(key),
  };
}
