import { lazy, type ComponentType } from 'react';

/**
 * A public page, lazy: its own chunk, so that `/` loads only what it shows. Server rendering
 * waits for lazy pages, and hydration waits for the chunk of the page the server rendered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page of any props
export function lazyPage<TName extends string, TModule extends { [K in TName]: ComponentType<any> }>(load: () => Promise<TModule>, name: TName) {
  return lazy(async () => ({ default: (await load())[name] }));
}
