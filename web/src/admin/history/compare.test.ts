import { compareValues, fieldLabel } from './compare';

describe('comparing two versions field by field', () => {
  it('shows a text word by word, rich text as it reads', () => {
    expect(compareValues({ content: '<p>We <b>ship</b> early.</p>' }, { content: '<p>We ship <i>late</i>.</p>' })).toEqual([
      {
        field: 'content',
        label: 'Content',
        kind: 'text',
        words: [
          { text: 'We ship ', change: 'kept' },
          { text: 'early', change: 'removed' },
          { text: 'late', change: 'added' },
          { text: '.', change: 'kept' },
        ],
      },
    ]);
  });

  it('shows a long text around its changes only', () => {
    const words = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `w${from + index}`).join(' ');
    const [change] = compareValues({ body: `${words(1, 100)} old ${words(101, 200)}` }, { body: `${words(1, 100)} new ${words(101, 200)}` });
    expect(change.kind === 'text' && change.words.map((run) => run.text)).toEqual([
      `… ${words(93, 100)} `,
      'old',
      'new',
      ` ${words(101, 108)} …`,
    ]);
  });

  it('leaves out fields that did not change, and bookkeeping', () => {
    expect(compareValues({ id: '1', version: 1, title: 'Same', views: 3 }, { id: '1', version: 2, title: 'Same', views: 9 })).toEqual([]);
  });

  it('shows images added, removed and reordered, one image or a list', () => {
    expect(compareValues(
      { imageUrls: ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'], userImage: '/uploads/old.png' },
      { imageUrls: ['/uploads/c.png', '/uploads/a.png', '/uploads/d.png'], userImage: '' },
    )).toEqual([
      { field: 'imageUrls', label: 'Image urls', kind: 'images', added: ['/uploads/d.png'], removed: ['/uploads/b.png'], reordered: true },
      { field: 'userImage', label: 'User image', kind: 'images', added: [], removed: ['/uploads/old.png'], reordered: false },
    ]);
  });

  it('names a field in words', () => {
    expect(fieldLabel('projectName')).toBe('Project name');
    expect(fieldLabel('seoTitle')).toBe('Seo title');
  });
});
