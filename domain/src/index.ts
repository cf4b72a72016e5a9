/**
 * Facts that the gateway and the web must agree on: closed lists, defaults and
 * limits. Each is defined here once; the gateway builds its schema and rules
 * from them, the web its forms and fallbacks.
 */
export * from './accounts';
export * from './analytics';
export * from './audit';
export * from './blog';
export * from './contact';
export * from './footer';
export * from './forms';
export * from './images';
export * from './messages';
export * from './page-state';
export * from './paging';
export * from './portfolio';
export * from './publishing';
export * from './site';
export * from './statistics';
export * from './subscription';
export * from './testimonial';
