import { emptyPortfolioForm, portfolioFormFromItem, portfolioVariables, type PortfolioItem } from './form';

const file = (name: string) => new File([name], name, { type: 'image/png' });

const item: PortfolioItem = {
  id: 'p1',
  version: 1,
  slug: 'stride',
  status: 'published',
  publishAt: '2025-03-10T00:00:00.000Z',
  seoTitle: 'Stride SEO',
  seoDescription: '',
  socialImage: '/uploads/2.png',
  category: 'Mobile App',
  projectName: 'Stride',
  projectUrl: 'https://stride.example',
  projectDate: '2025-03-09',
  description: '<p>Coach</p>',
  content: '<p>Story</p>',
  problem: 'P',
  solution: 'S',
  result: 'R',
  testimonial: 'Line 1\nLine 2',
  services: '',
  clientName: 'Stride Labs',
  imageUrls: ['/uploads/1.png', '/uploads/2.png'],
  imageAlts: ['First screen', 'Second screen'],
  views: 0,
  createdAt: '2025-03-10T00:00:00.000Z',
};

describe('portfolio form', () => {
  it('starts with the spec defaults', () => {
    const form = emptyPortfolioForm();
    expect(form.services).toBe('Web design & Web development');
    expect(form.clientName).toBe('Client Name');
    expect(form.category).toBe('');
    expect(form.existingImages).toEqual([]);
    expect(form.newImages).toEqual([]);
  });

  it('loads an item for editing, its images as the kept ones, an empty services as the default', () => {
    const form = portfolioFormFromItem(item);
    expect(form).toMatchObject({
      category: 'Mobile App',
      projectName: 'Stride',
      slug: 'stride',
      testimonial: 'Line 1\nLine 2',
      services: 'Web design & Web development',
      clientName: 'Stride Labs',
      existingImages: ['/uploads/1.png', '/uploads/2.png'],
      newImages: [],
      altTexts: { '/uploads/1.png': 'First screen', '/uploads/2.png': 'Second screen' },
    });
    // A copy: reordering in the form leaves the item alone.
    expect(form.existingImages).not.toBe(item.imageUrls);
  });

  it('sends the kept URLs in their new order and the new files in theirs', () => {
    const [a, b] = [file('a.png'), file('b.png')];
    const form = {
      ...portfolioFormFromItem(item),
      projectName: '  Stride 2  ',
      existingImages: ['/uploads/2.png'],
      newImages: [
        { key: '2', file: b, preview: 'blob:b' },
        { key: '1', file: a, preview: 'blob:a' },
      ],
      altTexts: { '/uploads/1.png': 'First screen', '/uploads/2.png': 'Second screen', '1': ' New A ' },
    };
    const variables = portfolioVariables(form);
    expect(variables.existingImages).toEqual(['/uploads/2.png']);
    expect(variables.images).toEqual([b, a]);
    expect(variables.input).toEqual({
      category: 'Mobile App',
      projectName: 'Stride 2',
      slug: 'stride',
      status: 'published',
      publishAt: '2025-03-10T00:00:00.000Z',
      seoTitle: 'Stride SEO',
      seoDescription: '',
      socialImage: '/uploads/2.png',
      projectUrl: 'https://stride.example',
      projectDate: '2025-03-09',
      description: '<p>Coach</p>',
      content: '<p>Story</p>',
      problem: 'P',
      solution: 'S',
      result: 'R',
      testimonial: 'Line 1\nLine 2',
      services: 'Web design & Web development',
      clientName: 'Stride Labs',
      // The kept image's alt text, then the new files' ('' for one without).
      imageAlts: ['Second screen', '', 'New A'],
    });
  });

  it('sends no kept images for a new project', () => {
    expect(portfolioVariables({ ...emptyPortfolioForm(), category: 'Web App', projectName: 'X' })).toMatchObject({ existingImages: [], images: [] });
  });
});
