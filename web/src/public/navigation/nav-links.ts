/** The main navigation, shared by the top bar and the phone menu. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/portfolio', label: 'Portfolio', end: false },
  { to: '/solutions', label: 'Solutions', end: false },
  { to: '/blog', label: 'Blogs', end: false },
  { to: '/about', label: 'About Us', end: false },
] as const;

export const CONTACT_LINK = { to: '/contact', label: 'Get In Touch' } as const;
