import { AsyncLocalStorage } from 'node:async_hooks';

/** The key a request runs under, and which attempt holds it. */
interface HeldKey {
  id: string;
  holder: string;
}

const scope = new AsyncLocalStorage<HeldKey>();

/** Runs the rest of a request with its key known to every write it makes. */
export const runWithKey = <T>(key: HeldKey, work: () => T): T => scope.run(key, work);

/** The key of the request this code runs for, if it came with one. */
export const heldKey = (): HeldKey | undefined => scope.getStore();
