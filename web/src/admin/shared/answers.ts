/** The one root field of an answer (the changed item, a deleted item's id, the list), whatever the operation calls it. */
export function rootField(data: unknown): unknown {
  if (!data || typeof data !== 'object') return undefined;
  const [name] = Object.keys(data).filter((key) => key !== '__typename');
  return name === undefined ? undefined : (data as Record<string, unknown>)[name];
}

/**
 * Whether a change went through: its mutation answered what it changed (the
 * item, the settings, a deleted item's id). A refusal never answers: it is a
 * GraphQL error, which the mutation's call throws with the server's message.
 */
export function changed(data: unknown): boolean {
  const result = rootField(data);
  return result !== null && result !== undefined;
}
