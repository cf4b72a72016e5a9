/** Every save and delete answers with one root field of this shape. */
export interface Payload {
  success: boolean;
  message: string;
}

/** The one root field of an answer (a payload, or the list), whatever the operation calls it. */
export function rootField(data: unknown): unknown {
  if (!data || typeof data !== 'object') return undefined;
  const [name] = Object.keys(data).filter((key) => key !== '__typename');
  return name === undefined ? undefined : (data as Record<string, unknown>)[name];
}

export const payloadOf = (data: unknown) => rootField(data) as Payload | null | undefined;
