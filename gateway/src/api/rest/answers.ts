import type { RestFields } from './rest-route';

/**
 * How the routes' answers are made from their operation's data, in the shapes
 * docs/api.md gives them. Every REST document runs one root field: its value is the result.
 */
export const rootOf = <Data>(data: Data): Data[keyof Data] => Object.values(data as object)[0] as Data[keyof Data];

/** A read: the result under `key` (`{ success, portfolio: {…} }`). */
export const item = (key: string) => (data: object): RestFields => ({ [key]: rootOf(data) });

/** One page of a list: its items under `key`, beside where the page sits (`{ success, portfolios: […], page, limit, total, pages }`). */
export const page = (key: string) => (data: object): RestFields => {
  const { items, ...position } = rootOf(data) as { items: unknown[] };
  return { [key]: items, ...position };
};

/**
 * A change: the words it says (most are shared with the admin panel, from
 * @consultancy/domain), and the changed object under `key` when the call answers it.
 */
export function done<Data>(message: string | ((result: Data[keyof Data]) => string), key?: string) {
  return (data: Data): RestFields => {
    const result = rootOf(data);
    return { message: typeof message === 'string' ? message : message(result), ...(key ? { [key]: result } : {}) };
  };
}
