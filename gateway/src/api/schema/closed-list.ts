import { registerEnumType } from 'type-graphql';

const listsByName = new Map<string, readonly string[]>();

/**
 * A closed list (a status, a role) as a GraphQL enum whose values are the
 * strings themselves, so GraphQL, REST and the database all use the same words
 * and the generated web client gets them as a typed union. `retired` values (with why) are no
 * longer answered but stay in the schema as deprecated.
 */
export function closedList<V extends string>(name: string, values: readonly V[], description: string, retired: Record<string, string> = {}): Record<V, V> {
  // A value clients may still name stays in the schema, deprecated: the schema only grows.
  const enumObject = Object.fromEntries([...values, ...Object.keys(retired)].map((value) => [value, value])) as Record<V, V>;
  const valuesConfig = Object.fromEntries(Object.entries(retired).map(([value, deprecationReason]) => [value, { deprecationReason }])) as Partial<Record<V, { deprecationReason: string }>>;
  registerEnumType(enumObject, { name, description, valuesConfig });
  listsByName.set(name, values);
  return enumObject;
}

/** The values of a closed list by its GraphQL name, for error messages. */
export const closedListValues = (name: string): readonly string[] | undefined => listsByName.get(name);
