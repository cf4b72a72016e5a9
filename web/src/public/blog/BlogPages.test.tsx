import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route } from 'react-router-dom';
import type { HeadCollector } from '../shared/head-collector';
import { renderPublicPage } from '../shared/public-page.testing';
import { PublicBlogDocument, PublicBlogsDocument } from '../../gql/graphql';
import { BlogDetailPage } from './BlogDetailPage';
import { BlogListPage } from './BlogListPage';

const words = (count: number) => `<p>${Array.from({ length: count }, (_, index) => `word${index}`).join(' ')}</p>`;

const post = {
  __typename: 'Blog' as const,
  id: 'b-1',
  slug: 'b-1',
  publishAt: '2025-11-30T09:00:00.000Z',
  seoTitle: '',
  seoDescription: '',
  socialImage: null,
  title: 'Scoping an MVP',
  excerpt: 'How to cut a wish list down.',
  content: '<h2>Start small</h2><p>Ship the core.</p>',
  tags: 'product, mvp',
  category: 'Product',
  publishDate: '2026-03-14',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  readingTime: 5,
  featuredImage: '/uploads/mvp.jpg',
  responsiveImages: [
    {
      __typename: 'ResponsiveImage' as const,
      url: '/uploads/mvp.jpg',
      width: 1200,
      height: 630,
      alt: '',
      focalPoint: { __typename: 'FocalPoint' as const, x: 0.5, y: 0.5 },
      sources: ['avif', 'webp'].map((format) => ({
        __typename: 'ImageSource' as const,
        type: `image/${format}`,
        srcset: `/uploads/mvp-480.${format} 480w, /uploads/mvp-960.${format} 960w`,
      })),
    },
  ],
};

let head: HeadCollector;
function renderAt(url: string, mocks: unknown[]) {
  head = renderPublicPage(url, mocks, (
    <>
      <Route path="/blog" element={<BlogListPage />} />
      <Route path="/blog/:id" element={<BlogDetailPage />} />
    </>
  ));
}

/** The server's answer for one page of nine posts. */
const listMock = (items: unknown[], page = 1, total = items.length, filter: { tag?: string; category?: string } = {}) => ({
  request: { query: PublicBlogsDocument, variables: { page, limit: 9, ...filter } },
  result: { data: { blogs: { __typename: 'BlogPage', page, pages: Math.max(1, Math.ceil(total / 9)), total, items } } },
});
const posts = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => ({ ...post, id: `b-${from + index}`, slug: `b-${from + index}`, title: `Post ${from + index}` }));

describe('blog list', () => {
  it('shows each post with image, title, long date and minutes to read', async () => {
    const untimed = { ...post, id: 'b-2', slug: 'b-2', title: 'Data hygiene', readingTime: 0, content: words(401), publishDate: '', createdAt: '2025-12-01T09:00:00.000Z', featuredImage: null };
    renderAt('/blog', [listMock([post, untimed])]);
    expect(screen.getByText('Loading...')).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]);
    expect(first.getByRole('link', { name: 'Scoping an MVP' }).getAttribute('href')).toBe('/blog/b-1');
    expect(first.getByText('March 14, 2026')).toBeTruthy();
    expect(first.getByText('5 min read')).toBeTruthy();
    const image = first.getByRole('img');
    expect(image.getAttribute('src')).toBe('/uploads/mvp.jpg');
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('630');

    const second = within(cards[1]);
    expect(second.getByText('December 1, 2025')).toBeTruthy();
    expect(second.getByText('3 min read')).toBeTruthy();
    expect(second.queryByRole('img')).toBeNull();
  });

  it("says 'No blogs found.' when there are none", async () => {
    renderAt('/blog', [listMock([])]);
    expect(await screen.findByText('No blogs found.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it('shows the page of the URL, with page links, its canonical URL and rel=prev/next', async () => {
    renderAt('/blog?page=3', [listMock(posts(19, 27), 3, 40)]);
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/blog?page=2');
    expect(within(pager).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/blog?page=4');
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/blog');
    expect(within(pager).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: 'Page 5' }).getAttribute('href')).toBe('/blog?page=5');
    const html = head.toHtml();
    expect(html).toContain('<title>Blog, page 3 | Northwind Digital</title>');
    expect(html).toContain('<link rel="canonical" href="https://site.example/blog?page=3">');
    expect(html).toContain('<link rel="prev" href="https://site.example/blog?page=2">');
    expect(html).toContain('<link rel="next" href="https://site.example/blog?page=4">');
    expect(head.status).toBe(200);
  });

  it('has no rel=prev on the first page and no rel=next on the last', async () => {
    renderAt('/blog?page=5', [listMock(posts(37, 40), 5, 40)]);
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(head.toHtml()).not.toContain('rel="next"');
    expect(within(screen.getByRole('navigation', { name: 'Blog pages' })).queryByRole('link', { name: /Next/ })).toBeNull();
  });

  it('answers a page past the end with the 404 page', async () => {
    renderAt('/blog?page=6', [listMock([], 6, 40)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that page' })).toBeTruthy();
    expect(head.status).toBe(404);
  });
});

describe('blog list of one tag or category', () => {
  it('asks the server for the tag, and keeps it in the page links, canonical URL and rel=prev/next', async () => {
    renderAt('/blog?tag=React&page=2', [listMock(posts(10, 18), 2, 30, { tag: 'react' })]);
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    expect(screen.getByRole('heading', { level: 1, name: 'Posts tagged react' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/blog?tag=react');
    expect(within(pager).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/blog?tag=react&page=3');
    const html = head.toHtml();
    expect(html).toContain('<title>Posts tagged react, page 2 | Northwind Digital</title>');
    expect(html).toContain('<link rel="canonical" href="https://site.example/blog?tag=react&#38;page=2">');
    expect(html).toContain('<link rel="prev" href="https://site.example/blog?tag=react">');
    expect(html).toContain('<link rel="next" href="https://site.example/blog?tag=react&#38;page=3">');
  });

  it('filters by category, and answers a page past its end with the 404 page', async () => {
    renderAt('/blog?category=Cloud%20Ops', [listMock([post], 1, 1, { category: 'Cloud Ops' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts in Cloud Ops' })).toBeTruthy();
    expect(head.toHtml()).toContain('<link rel="canonical" href="https://site.example/blog?category=Cloud%20Ops">');
    cleanup();
    renderAt('/blog?category=Cloud&page=2', [listMock([], 2, 3, { category: 'Cloud' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that page' })).toBeTruthy();
    expect(head.status).toBe(404);
  });

  it('names the category and points its canonical URL as the posts spell it, whatever case the address used', async () => {
    renderAt('/blog?category=cloud%20ops', [listMock([{ ...post, category: 'Cloud Ops' }], 1, 1, { category: 'cloud ops' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts in Cloud Ops' })).toBeTruthy();
    expect(head.toHtml()).toContain('<link rel="canonical" href="https://site.example/blog?category=Cloud%20Ops">');
  });

  it("links each card's category and tags to their lists", async () => {
    renderAt('/blog', [listMock([{ ...post, tags: 'React, Node.js' }])]);
    const [card] = await screen.findAllByRole('article');
    const links = within(within(card).getByRole('list', { name: 'Category and tags' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Product', '/blog?category=Product'],
      ['#React', '/blog?tag=react'],
      ['#Node.js', '/blog?tag=node.js'],
    ]);
  });
});

describe('blog post', () => {
  it('links its category and tags to the lists of posts with them', async () => {
    renderAt('/blog/b-1', [{ request: { query: PublicBlogDocument, variables: { id: 'b-1' } }, result: { data: { blog: { ...post, tags: 'Product, MVP' } } } }]);
    await screen.findByRole('heading', { level: 1, name: 'Scoping an MVP' });
    expect(screen.getAllByRole('link', { name: 'Product' })[0].getAttribute('href')).toBe('/blog?category=Product');
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('link');
    expect(tags.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Product', '/blog?tag=product'], ['MVP', '/blog?tag=mvp']]);
  });

  it('uses its SEO title, description and social image in the head, else its title, excerpt and featured image', async () => {
    const seo = { ...post, seoTitle: 'SEO headline', seoDescription: 'Written for search results.', socialImage: '/uploads/card.png' };
    renderAt('/blog/b-1', [{ request: { query: PublicBlogDocument, variables: { id: 'b-1' } }, result: { data: { blog: seo } } }]);
    await screen.findByRole('heading', { level: 1, name: 'Scoping an MVP' });
    let html = head.toHtml();
    expect(html).toContain('<title>SEO headline | Northwind Digital</title>');
    expect(html).toContain('<meta name="description" content="Written for search results.">');
    expect(html).toContain('/uploads/card.png">');
    cleanup();
    renderAt('/blog/b-1', [{ request: { query: PublicBlogDocument, variables: { id: 'b-1' } }, result: { data: { blog: post } } }]);
    await screen.findByRole('heading', { level: 1, name: 'Scoping an MVP' });
    html = head.toHtml();
    expect(html).toContain('<title>Scoping an MVP | Northwind Digital</title>');
    expect(html).toContain('<meta name="description" content="How to cut a wish list down.">');
    expect(html).toContain('/uploads/mvp.jpg">');
  });

  it('shows category, title, short date, reading time, image and content', async () => {
    renderAt('/blog/b-1', [{ request: { query: PublicBlogDocument, variables: { id: 'b-1' } }, result: { data: { blog: post } } }]);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Scoping an MVP' })).toBeTruthy();
    expect(screen.getByText('Product')).toBeTruthy();
    expect(screen.getByText('Mar 14, 2026')).toBeTruthy();
    expect(screen.getByText('5 min read')).toBeTruthy();
    const image = screen.getByRole('img');
    expect(image.getAttribute('src')).toBe('/uploads/mvp.jpg');
    // The page's largest content: fetched first, at its own size, with its AVIF and WebP copies offered.
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('loading')).toBe('eager');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '630']);
    const sources = Array.from(image.parentElement!.querySelectorAll('source'));
    expect(image.parentElement!.tagName).toBe('PICTURE');
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', '/uploads/mvp-480.avif 480w, /uploads/mvp-960.avif 960w'],
      ['image/webp', '/uploads/mvp-480.webp 480w, /uploads/mvp-960.webp 960w'],
    ]);
    expect(sources.every((source) => source.getAttribute('sizes'))).toBe(true);
    expect(screen.getByRole('heading', { name: 'Start small' })).toBeTruthy();
  });

  it("defaults the category to Technology, the date to 'N/A' and computes the reading time", async () => {
    const bare = { ...post, id: 'b-3', slug: 'b-3', category: '', publishDate: '', createdAt: '', readingTime: 0, content: words(650), featuredImage: null };
    renderAt('/blog/b-3', [{ request: { query: PublicBlogDocument, variables: { id: 'b-3' } }, result: { data: { blog: bare } } }]);
    await screen.findByRole('heading', { level: 1, name: 'Scoping an MVP' });
    expect(screen.getByText('Technology')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText('4 min read')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the not-found page for an unknown id', async () => {
    renderAt('/blog/missing', [
      { request: { query: PublicBlogDocument, variables: { id: 'missing' } }, result: { errors: [new GraphQLError('Blog not found', { extensions: { code: 'NOT_FOUND' } })] } },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that article' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('offers to try again when the post cannot be loaded for another reason', async () => {
    renderAt('/blog/b-9', [{ request: { query: PublicBlogDocument, variables: { id: 'b-9' } }, error: new Error('Network down') }]);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
  });
});
