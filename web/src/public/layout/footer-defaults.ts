/**
 * The footer shown when the footer settings cannot be fetched: the same values
 * as the gateway's DEFAULT_FOOTER (gateway/src/footer/footer.entity.ts).
 */
export interface FooterContent {
  companyName: string;
  phone: string;
  email: string;
  copyrightText: string;
  socialLinks: { linkedin: string; facebook: string; instagram: string; twitter: string };
  quickLinks: { home: string; about: string; portfolio: string; contact: string; solutions: string };
}

export const DEFAULT_FOOTER: FooterContent = {
  companyName: 'Northwind Digital',
  phone: '+1 (415) 555-0132',
  email: 'hello@northwind.example',
  copyrightText: `© ${new Date().getFullYear()} Northwind Digital. All rights reserved.`,
  socialLinks: { linkedin: '', facebook: '', instagram: '', twitter: '' },
  quickLinks: { home: '/', about: '/about', portfolio: '/portfolio', contact: '/contact', solutions: '/solutions' },
};

export const QUICK_LINK_LABELS: [key: keyof FooterContent['quickLinks'], label: string][] = [
  ['home', 'Home'],
  ['about', 'About Us'],
  ['portfolio', 'Portfolio'],
  ['solutions', 'Solutions'],
  ['contact', 'Contact'],
];

export const SOCIAL_NETWORKS: [key: keyof FooterContent['socialLinks'], label: string][] = [
  ['linkedin', 'LinkedIn'],
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['twitter', 'X (Twitter)'],
];

/** The social networks that have a non-empty link, in display order. */
export function visibleSocialLinks(links: Partial<FooterContent['socialLinks']> | null | undefined) {
  return SOCIAL_NETWORKS.filter(([key]) => Boolean(links?.[key]?.trim())).map(([key, label]) => ({
    key,
    label,
    href: links![key]!.trim(),
  }));
}

/** Quick links with a non-empty target, labelled. */
export function visibleQuickLinks(links: Partial<FooterContent['quickLinks']> | null | undefined) {
  return QUICK_LINK_LABELS.filter(([key]) => Boolean(links?.[key]?.trim())).map(([key, label]) => ({
    key,
    label,
    href: links![key]!.trim(),
  }));
}

/** A footer with every missing or empty required field replaced by its default. */
export function footerWithDefaults(footer: Partial<FooterContent> | null | undefined): FooterContent {
  if (!footer) return DEFAULT_FOOTER;
  return {
    companyName: footer.companyName || DEFAULT_FOOTER.companyName,
    phone: footer.phone || DEFAULT_FOOTER.phone,
    email: footer.email || DEFAULT_FOOTER.email,
    copyrightText: footer.copyrightText || DEFAULT_FOOTER.copyrightText,
    socialLinks: { ...DEFAULT_FOOTER.socialLinks, ...footer.socialLinks },
    quickLinks: { ...DEFAULT_FOOTER.quickLinks, ...footer.quickLinks },
  };
}
