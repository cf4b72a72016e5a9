/** A link of the main navigation. */
export interface NavLinkItem {
  to: string;
  label: string;
  /** Active on this address only, not on the addresses below it (Home). */
  end?: boolean;
}

/** The main navigation's pages that are not collections; the app layer adds each collection's link (app/public-collections.tsx). */
export const PAGE_LINKS: NavLinkItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/solutions', label: 'Solutions' },
  { to: '/about', label: 'About Us' },
];

export const CONTACT_LINK = { to: '/contact', label: 'Get In Touch' } as const;
