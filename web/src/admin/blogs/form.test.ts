import { blogFormFromItem, blogVariables, emptyBlogForm, readingTimeOf } from './form';

describe('blog form', () => {
  it('starts with the default content, and no reading time (the server works it out from the text)', () => {
    expect(emptyBlogForm()).toMatchObject({ content: '<p>Start writing your blog post...</p>', readingTime: '', category: 'Technology' });
    expect(blogVariables({ ...emptyBlogForm(), title: 'T' }).input.readingTime).toBeNull();
  });

  it('loads a post, keeping its category and featured image', () => {
    const form = blogFormFromItem({
      id: 'b1', version: 1, slug: 't', status: 'draft', publishAt: '2025-01-02T00:00:00.000Z', seoTitle: '', seoDescription: '', socialImage: null, title: 'T', content: '<p>x</p>', excerpt: 'E', tags: 'a, b', publishDate: '2025-01-02', readingTime: 9, category: 'Cloud', featuredImage: '/uploads/f.png', featuredImageAlt: 'A chart', views: 0, createdAt: '2025-01-02T00:00:00.000Z',
    });
    expect(form).toMatchObject({ slug: 't', readingTime: '9', category: 'Cloud', existingImages: ['/uploads/f.png'], newImages: [], altTexts: { '/uploads/f.png': 'A chart' } });
  });

  it('cleans the comma-separated tags', () => {
    const tagsSent = (tags: string) => blogVariables({ ...emptyBlogForm(), title: 'T', tags }).input.tags;
    expect(tagsSent(' react,  cloud ,, React , data ')).toBe('react, cloud, data');
    expect(tagsSent('')).toBe('');
  });

  it('reads the reading time as a whole number, none when empty', () => {
    expect(readingTimeOf('7')).toBe(7);
    expect(readingTimeOf('7.6')).toBe(8);
    expect(readingTimeOf('')).toBeNull();
    expect(readingTimeOf('abc')).toBeNull();
  });

  it('sends a new featured image, or the kept one', () => {
    const file = new File(['x'], 'f.png', { type: 'image/png' });
    const base = { ...emptyBlogForm(), title: ' Hello ', readingTime: '12' };
    expect(blogVariables({ ...base, newImages: [{ key: 'k', file, preview: 'blob:f' }], altTexts: { k: 'New chart' } })).toMatchObject({
      input: { title: 'Hello', readingTime: 12, category: 'Technology', featuredImageAlt: 'New chart' },
      image: file,
      existingImages: [],
    });
    expect(blogVariables({ ...base, existingImages: ['/uploads/f.png'] })).toMatchObject({ image: null, existingImages: ['/uploads/f.png'] });
  });

  it('sends an empty slug as none (the server makes or keeps it), a typed one trimmed', () => {
    expect(blogVariables({ ...emptyBlogForm(), title: 'T' }).input.slug).toBeNull();
    expect(blogVariables({ ...emptyBlogForm(), title: 'T', slug: ' my-post ' }).input.slug).toBe('my-post');
  });
});
