export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'instagram', 'twitter'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The site paths the footer's quick links point to until an administrator changes them. */
export const DEFAULT_QUICK_LINKS = {
  home: '/',
  about: '/about',
  portfolio: '/portfolio',
  contact: '/contact',
  solutions: '/solutions',
} as const;
export type QuickLinkName = keyof typeof DEFAULT_QUICK_LINKS;

export interface FooterValues {
  companyName: string;
  phone: string;
  email: string;
  copyrightText: string;
  socialLinks: Record<SocialNetwork, string>;
  quickLinks: Record<QuickLinkName, string>;
}

const COMPANY = 'Northwind Digital';

/** The footer before an administrator changes it; also what the site shows when it cannot read it. */
export const DEFAULT_FOOTER: FooterValues = {
  companyName: COMPANY,
  phone: '+1 (415) 555-0132',
  email: 'hello@northwind.example',
  copyrightText: `© ${new Date().getFullYear()} ${COMPANY}. All rights reserved.`,
  socialLinks: { linkedin: '', facebook: '', instagram: '', twitter: '' },
  quickLinks: { ...DEFAULT_QUICK_LINKS },
};
