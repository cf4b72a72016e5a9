/**
 * Facts that the gateway and the web must agree on: closed lists, defaults,
 * limits and the words of successful changes. Each is defined here once; the
 * gateway builds its schema, rules and REST answers from them, the web its
 * forms, fallbacks and messages.
 *
 * What only the gateway and the admin panel use is imported by its own path
 * (`@consultancy/domain/audit`, `/media`, `/redirects`, `/webhooks`): the public
 * site's scripts take this index whole, so it stays what every page may need.
 */
export * from './accounts';
export * from './analytics';
export * from './blog';
export * from './contact';
export * from './footer';
export * from './forms';
export * from './images';
export * from './messages';
export * from './page-state';
export * from './pages';
export * from './home-page';
export * from './paging';
export * from './portfolio';
export * from './publishing';
export * from './site';
export * from './site-paths';
export * from './social-card';
export * from './statistics';
export * from './subscription';
export * from './testimonial';
export * from './visit';
