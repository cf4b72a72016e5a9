import { publicPageCard, socialCardUrl } from '@consultancy/domain';
import { HeadCollector } from './head-collector';
import { siteIdentity } from './site-identity';
import { blogPosting, breadcrumbs, creativeWork, service, website } from './structured-data';

/** The JSON-LD blocks of a rendered head, parsed. */
const blocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, text]) => JSON.parse(text) as Record<string, any>);

const article = { title: 'Shipping </script> on Fridays', description: 'How.', path: '/blog/shipping', image: '/uploads/a.png', published: '2026-01-02T00:00:00.000Z', modified: '2026-01-03T00:00:00.000Z' };

const acme = siteIdentity(
  { siteName: 'Acme Labs', defaultDescription: 'Software for small teams.', defaultSocialImage: '/uploads/share.png', organizationLogo: '/uploads/logo.png' },
  { phone: '+44 20 7946 0958', email: 'team@acme.example', socialLinks: { linkedin: 'https://linkedin.com/company/acme', facebook: '', instagram: ' ', twitter: 'https://x.com/acme', __typename: 'SocialLinks' } as never },
  ['Cloud Migration', 'Data Management'],
);

describe('structured data in the head', () => {
  it('puts the Organization on every page, with absolute URLs, its contact point and no sameAs without social links', () => {
    const head = new HeadCollector('https://site.example');
    head.head = { title: 'About', description: 'd', path: '/about' };
    const [organization, ...rest] = blocks(head.toHtml());
    expect(organization).toMatchObject({
      '@context': 'https://schema.org', '@type': 'Organization', name: 'Northwind Digital', url: 'https://site.example/', logo: 'https://site.example/favicon.svg',
      contactPoint: { '@type': 'ContactPoint', telephone: '+1 (415) 555-0132', email: 'hello@northwind.example' },
      knowsAbout: ['Web Development', 'Software Development', 'App Development', 'Technical Consulting', 'Data Management'],
    });
    expect(organization).not.toHaveProperty('sameAs');
    expect(rest).toEqual([]);
  });

  it("names the site's settings: logo, social links as sameAs, the footer's phone and email", () => {
    const head = new HeadCollector('https://site.example');
    head.site = acme;
    head.head = { title: 'About', description: 'd', path: '/about' };
    expect(blocks(head.toHtml())[0]).toMatchObject({
      name: 'Acme Labs', logo: 'https://site.example/uploads/logo.png', description: 'Software for small teams.',
      contactPoint: { telephone: '+44 20 7946 0958', email: 'team@acme.example' },
      sameAs: ['https://linkedin.com/company/acme', 'https://x.com/acme'],
      // The services as the Solutions page lists them.
      knowsAbout: ['Cloud Migration', 'Data Management'],
    });
  });

  it('adds WebSite on the home page, BlogPosting or CreativeWork and BreadcrumbList on detail pages, each parsing as JSON', () => {
    const head = new HeadCollector('https://site.example');
    head.head = { path: '/', structuredData: [website('Northwind Digital')] };
    expect(blocks(head.toHtml()).map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);

    head.head = { ...article, structuredData: [blogPosting({ ...article, author: 'Northwind Digital' }), breadcrumbs([{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }, { name: article.title, path: article.path }])] };
    const html = head.toHtml();
    expect(html).not.toContain('</script> on');
    const [, posting, trail] = blocks(html);
    expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: article.title, url: 'https://site.example/blog/shipping', image: 'https://site.example/uploads/a.png', datePublished: article.published, dateModified: article.modified, author: { name: 'Northwind Digital' } });
    expect(trail.itemListElement.map((item: { item: string }) => item.item)).toEqual(['https://site.example/', 'https://site.example/blog', 'https://site.example/blog/shipping']);

    head.head = { ...article, structuredData: [creativeWork(article)] };
    expect(blocks(head.toHtml())[1]).toMatchObject({ '@type': 'CreativeWork', name: article.title, url: 'https://site.example/blog/shipping' });
  });

  it('describes a service with the company as provider', () => {
    const head = new HeadCollector('https://site.example');
    head.head = { title: 'Solutions', path: '/solutions', structuredData: [service({ name: 'Web Development', description: 'Sites.', path: '/solutions#web-development' })] };
    expect(blocks(head.toHtml())[1]).toEqual({
      '@context': 'https://schema.org', '@type': 'Service', name: 'Web Development', description: 'Sites.',
      url: 'https://site.example/solutions#web-development', provider: { '@id': 'https://site.example/#organization' },
    });
  });
});

describe('site-wide defaults in the head', () => {
  it("ends every title with the site's name, and uses its default description and image where the page has none", () => {
    const head = new HeadCollector('https://site.example');
    head.site = acme;
    head.head = { title: 'Blog', path: '/blog' };
    const html = head.toHtml();
    expect(html).toContain('<title>Blog | Acme Labs</title>');
    expect(html).toContain('<meta name="description" content="Software for small teams.">');
    expect(html).toContain('<meta property="og:site_name" content="Acme Labs">');
    expect(html).toContain('<meta property="og:image" content="https://site.example/uploads/share.png">');
    expect(html).toContain('<meta name="twitter:image" content="https://site.example/uploads/share.png">');
  });

  it("keeps the page's own description and image, and the site's name alone on the home page", () => {
    const head = new HeadCollector('https://site.example');
    head.site = acme;
    head.head = { title: 'Post', description: 'Its own.', path: '/blog/post', image: '/uploads/post.png' };
    const html = head.toHtml();
    expect(html).toContain('<meta name="description" content="Its own.">');
    expect(html).toContain('<meta property="og:image" content="https://site.example/uploads/post.png">');
    expect(html).not.toContain('share.png');
    head.head = { path: '/' };
    expect(head.toHtml()).toContain('<title>Acme Labs</title>');
  });

  it("names the page's drawn card when neither the page nor the settings name an image: 1200×630, with its words as alt text", () => {
    const head = new HeadCollector('https://site.example');
    head.head = { title: 'About Us', path: '/about' };
    const html = head.toHtml();
    const card = `https://site.example${socialCardUrl('/about', publicPageCard('/about', 'Northwind Digital')!)}`;
    expect(card).toMatch(/^https:\/\/site\.example\/social-cards\/about\.png\?v=\w+$/);
    expect(html).toContain(`<meta property="og:image" content="${card}">`);
    expect(html).toContain('<meta property="og:image:alt" content="About Us (Who we are), Northwind Digital">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta name="twitter:image" content="${card}">`);
  });

  it("gives an item's page the card of its own title and category, and a list's later pages the list's card", () => {
    const head = new HeadCollector('https://site.example');
    head.site = { ...acme, defaultSocialImage: '' };
    head.head = { title: 'SEO title', path: '/blog/shipping', card: { title: 'Shipping on Fridays', label: 'Engineering' } };
    const text = { title: 'Shipping on Fridays', label: 'Engineering', siteName: 'Acme Labs' };
    expect(head.toHtml()).toContain(`<meta property="og:image" content="https://site.example${socialCardUrl('/blog/shipping', text)}">`);
    expect(head.toHtml()).toContain('<meta property="og:image:alt" content="Shipping on Fridays (Engineering), Acme Labs">');
    head.head = { title: 'Blog, page 2', path: '/blog?page=2' };
    expect(head.toHtml()).toContain(`content="https://site.example${socialCardUrl('/blog', publicPageCard('/blog', 'Acme Labs')!)}"`);
  });

  it("keeps the page's own image and the settings' default before any card, with no size it does not know", () => {
    const head = new HeadCollector('https://site.example');
    head.site = acme;
    head.head = { title: 'Post', path: '/blog/post', image: '/uploads/post.png', imageAlt: 'A whiteboard', card: { title: 'Post', label: 'Technology' } };
    let html = head.toHtml();
    expect(html).toContain('<meta property="og:image" content="https://site.example/uploads/post.png">');
    expect(html).toContain('<meta property="og:image:alt" content="A whiteboard">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toMatch(/og:image:width|og:image:height|social-cards/);
    head.head = { ...head.head, imageSize: { width: 1600, height: 900 } };
    expect(head.toHtml()).toContain('<meta property="og:image:width" content="1600">\n    <meta property="og:image:height" content="900">');
    head.head = { title: 'About Us', path: '/about' };
    html = head.toHtml();
    expect(html).toContain('<meta property="og:image" content="https://site.example/uploads/share.png">');
    expect(html).toContain('<meta property="og:image:alt" content="Acme Labs">');
    expect(html).not.toContain('social-cards');
  });

  it("announces the size of the settings' default image, as its upload recorded it", () => {
    const head = new HeadCollector('https://site.example');
    const share = '/uploads/0b7c9a52-3f4e-4d21-9a8b-6c5d4e3f2a1b_1200x628.jpg';
    head.site = { ...acme, defaultSocialImage: share };
    head.head = { title: 'About Us', path: '/about' };
    const html = head.toHtml();
    expect(html).toContain(`<meta property="og:image" content="https://site.example${share}">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">\n    <meta property="og:image:height" content="628">');
    // An older upload's name holds no size: none is announced rather than a guess.
    head.site = acme;
    expect(head.toHtml()).not.toMatch(/og:image:width|og:image:height/);
  });

  it('has no image on the not-found page, and a small summary card there', () => {
    const head = new HeadCollector('https://site.example');
    head.head = { title: 'Page not found', path: '/404', status: 404 };
    const html = head.toHtml();
    expect(html).not.toMatch(/og:image|twitter:image/);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });
});
