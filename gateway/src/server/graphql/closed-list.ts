import { registerEnumType } from 'type-graphql';

const listsByName = new Map<string, readonly string[]>();

/**
 * A closed list (a status, a role) as a GraphQL enum whose values are the
 * strings themselves, so GraphQL, REST and the database all use the same words
 * and the generated web client gets them as a typed union.
 */
export function closedList<V extends string>(name: string, values: readonly V[], description: string): Record<V, V> {
  const enumObject = Object.fromEntries(values.map((value) => [value, value])) as Record<V, V>;
  registerEnumType(enumObject, { name, description });
  listsByName.set(name, values);
  return enumObject;
}

/** The values of a closed list by its GraphQL name, for error messages. */
export const closedListValues = (name: string): readonly string[] | undefined => listsByName.get(name);
