import { DEFAULT_QUICK_LINKS } from '@consultancy/domain';
import { EMPTY_FOOTER, pickFooter, validateFooter } from './footer-fields';

test('quick links default to /, /about, /portfolio, /contact, /solutions', () => {
  expect(DEFAULT_QUICK_LINKS).toEqual({ home: '/', about: '/about', portfolio: '/portfolio', contact: '/contact', solutions: '/solutions' });
  expect(pickFooter({ quickLinks: { home: '', about: '/team' } }).quickLinks).toEqual({ ...DEFAULT_QUICK_LINKS, about: '/team' });
});

test('pickFooter keeps only the form fields', () => {
  const values = pickFooter({
    id: 'x', version: 1, __typename: 'Footer', companyName: 'Acme', phone: '1', email: 'a@b.co', copyrightText: '©',
    socialLinks: { linkedin: 'https://l', facebook: '', instagram: '', twitter: '', __typename: 'SocialLinks' },
  });
  expect(values).toEqual({ ...EMPTY_FOOTER, companyName: 'Acme', phone: '1', email: 'a@b.co', copyrightText: '©', socialLinks: { linkedin: 'https://l', facebook: '', instagram: '', twitter: '' } });
});

test('companyName, phone, email (format) and copyrightText are required', () => {
  expect(Object.keys(validateFooter(EMPTY_FOOTER)).sort()).toEqual(['companyName', 'copyrightText', 'email', 'phone']);
  const ok = { ...EMPTY_FOOTER, companyName: 'Acme', phone: '1', email: 'a@b.co', copyrightText: '©' };
  expect(validateFooter(ok)).toEqual({});
  expect(validateFooter({ ...ok, email: 'not-an-email' }).email).toBe('Please enter a valid email address');
  expect(validateFooter({ ...ok, companyName: '   ' }).companyName).toBe('Company name is required');
  expect(validateFooter({ ...ok, copyrightText: '' }).copyrightText).toBe('Copyright text is required');
  expect(validateFooter({ ...ok, email: '' }).email).toBe('Email is required');
});
