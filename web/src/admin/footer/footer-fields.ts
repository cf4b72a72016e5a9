/** The footer form's shape and rules (see docs/data.md and docs/screens.md). */
export interface FooterValues {
  companyName: string;
  phone: string;
  email: string;
  copyrightText: string;
  socialLinks: { linkedin: string; facebook: string; instagram: string; twitter: string };
  quickLinks: { home: string; about: string; portfolio: string; contact: string; solutions: string };
}

export const SOCIAL_KEYS = ['linkedin', 'facebook', 'instagram', 'twitter'] as const;
export const QUICK_LINK_KEYS = ['home', 'about', 'portfolio', 'contact', 'solutions'] as const;

export const SOCIAL_LABELS: Record<(typeof SOCIAL_KEYS)[number], string> = {
  linkedin: 'LinkedIn', facebook: 'Facebook', instagram: 'Instagram', twitter: 'Twitter',
};
export const QUICK_LINK_LABELS: Record<(typeof QUICK_LINK_KEYS)[number], string> = {
  home: 'Home', about: 'About', portfolio: 'Portfolio', contact: 'Contact', solutions: 'Solutions',
};

export const DEFAULT_QUICK_LINKS: FooterValues['quickLinks'] = {
  home: '/', about: '/about', portfolio: '/portfolio', contact: '/contact', solutions: '/solutions',
};

export const EMPTY_FOOTER: FooterValues = {
  companyName: '', phone: '', email: '', copyrightText: '',
  socialLinks: { linkedin: '', facebook: '', instagram: '', twitter: '' },
  quickLinks: { ...DEFAULT_QUICK_LINKS },
};

type Loose = Partial<Record<string, unknown>> | null | undefined;
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** The form's values from the API's footer (drops ids, dates, __typename); blank quick links get their defaults. */
export function pickFooter(source: Loose): FooterValues {
  const social = (source?.socialLinks ?? {}) as Loose;
  const quick = (source?.quickLinks ?? {}) as Loose;
  return {
    companyName: text(source?.companyName),
    phone: text(source?.phone),
    email: text(source?.email),
    copyrightText: text(source?.copyrightText),
    socialLinks: Object.fromEntries(SOCIAL_KEYS.map((key) => [key, text(social?.[key])])) as FooterValues['socialLinks'],
    quickLinks: Object.fromEntries(QUICK_LINK_KEYS.map((key) => [key, text(quick?.[key]).trim() || DEFAULT_QUICK_LINKS[key]])) as FooterValues['quickLinks'],
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FooterErrors = Partial<Record<'companyName' | 'phone' | 'email' | 'copyrightText', string>>;

/** companyName, phone, email (email format) and copyrightText are required. */
export function validateFooter(values: FooterValues): FooterErrors {
  const errors: FooterErrors = {};
  if (!values.companyName.trim()) errors.companyName = 'Company name is required';
  if (!values.phone.trim()) errors.phone = 'Phone is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (!values.copyrightText.trim()) errors.copyrightText = 'Copyright text is required';
  return errors;
}
