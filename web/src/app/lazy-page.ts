import { lazy, type ComponentType } from 'react';

/**
 * A public page, lazy: its own chunk (the page is its module's default export), so that `/`
 * loads only what it shows. Server rendering waits for lazy pages, and hydration waits for the
 * chunk of the page the server rendered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page of any props
export const lazyPage = <TPage extends ComponentType<any>>(load: () => Promise<{ default: TPage }>) => lazy(load);
