import { DEFAULT_FOOTER } from '@consultancy/domain';
import { footerWithDefaults, visibleQuickLinks, visibleSocialLinks } from './footer-settings';

describe('footer content', () => {
  test('the defaults are the ones the spec gives', () => {
    expect(DEFAULT_FOOTER).toEqual({
      companyName: 'Northwind Digital',
      phone: '+1 (415) 555-0132',
      email: 'hello@northwind.example',
      copyrightText: `© ${new Date().getFullYear()} Northwind Digital. All rights reserved.`,
      socialLinks: { linkedin: '', facebook: '', instagram: '', twitter: '' },
      quickLinks: { home: '/', about: '/about', portfolio: '/portfolio', contact: '/contact', solutions: '/solutions' },
    });
  });

  test('a social icon shows only for a non-empty link', () => {
    expect(visibleSocialLinks({ linkedin: 'https://linkedin.com/company/x', facebook: '', instagram: '   ', twitter: 'https://x.com/x' })).toEqual([
      { key: 'linkedin', label: 'LinkedIn', href: 'https://linkedin.com/company/x' },
      { key: 'twitter', label: 'X (Twitter)', href: 'https://x.com/x' },
    ]);
    expect(visibleSocialLinks(null)).toEqual([]);
  });

  test('quick links keep their labels and skip empty targets', () => {
    expect(visibleQuickLinks({ home: '/', about: '', portfolio: '/portfolio', contact: '/contact', solutions: '/solutions' }).map((link) => link.label)).toEqual([
      'Home',
      'Portfolio',
      'Solutions',
      'Contact',
    ]);
  });

  test('missing fields fall back to the defaults', () => {
    expect(footerWithDefaults(undefined)).toBe(DEFAULT_FOOTER);
    const footer = footerWithDefaults({ companyName: 'Acme', phone: '', email: 'a@acme.test', copyrightText: '' });
    expect(footer.companyName).toBe('Acme');
    expect(footer.phone).toBe(DEFAULT_FOOTER.phone);
    expect(footer.copyrightText).toBe(DEFAULT_FOOTER.copyrightText);
    expect(footer.quickLinks).toEqual(DEFAULT_FOOTER.quickLinks);
  });
});
