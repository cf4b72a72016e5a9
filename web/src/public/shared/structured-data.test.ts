import { HeadCollector } from './head';
import { blogPosting, breadcrumbs, creativeWork, website } from './structured-data';

/** The JSON-LD blocks of a rendered head, parsed. */
const blocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, text]) => JSON.parse(text) as Record<string, any>);

const article = { title: 'Shipping </script> on Fridays', description: 'How.', path: '/blog/shipping', image: '/uploads/a.png', published: '2026-01-02T00:00:00.000Z', modified: '2026-01-03T00:00:00.000Z' };

describe('structured data in the head', () => {
  it('puts the Organization on every page, with absolute URLs', () => {
    const head = new HeadCollector('https://site.example');
    head.head = { title: 'About', description: 'd', path: '/about' };
    const [organization, ...rest] = blocks(head.toHtml());
    expect(organization).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Northwind Digital', url: 'https://site.example/', logo: 'https://site.example/favicon.svg' });
    expect(rest).toEqual([]);
  });

  it('adds WebSite on the home page, BlogPosting or CreativeWork and BreadcrumbList on detail pages, each parsing as JSON', () => {
    const head = new HeadCollector('https://site.example');
    head.head = { title: 'x', description: 'd', path: '/' , structuredData: [website()] };
    expect(blocks(head.toHtml()).map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);

    head.head = { ...article, structuredData: [blogPosting(article), breadcrumbs([{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }, { name: article.title, path: article.path }])] };
    const html = head.toHtml();
    expect(html).not.toContain('</script> on');
    const [, posting, trail] = blocks(html);
    expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: article.title, url: 'https://site.example/blog/shipping', image: 'https://site.example/uploads/a.png', datePublished: article.published, dateModified: article.modified, author: { name: 'Northwind Digital' } });
    expect(trail.itemListElement.map((item: { item: string }) => item.item)).toEqual(['https://site.example/', 'https://site.example/blog', 'https://site.example/blog/shipping']);

    head.head = { ...article, structuredData: [creativeWork(article)] };
    expect(blocks(head.toHtml())[1]).toMatchObject({ '@type': 'CreativeWork', name: article.title, url: 'https://site.example/blog/shipping' });
  });
});
