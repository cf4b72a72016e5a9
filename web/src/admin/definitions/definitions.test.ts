import fs from 'node:fs';
import path from 'node:path';
import { DEFINED_COLLECTIONS, defineCollectionData } from '@consultancy/domain/collections';
import { buildSchema, validate } from 'graphql';
import { definedDashboardQuery } from './dashboard';
import { definedCollection } from './defined-collection';
import { definedDocuments } from './documents';
import { definedFormFromItem, definedVariables } from './form-values';

const schema = buildSchema(fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'schema', 'schema.graphql'), 'utf8'));

// A collection made up for this test, with a field of each kind a form draws.
const caseStudies = defineCollectionData({
  names: { key: 'case-study', singular: 'case study', plural: 'case studies' },
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 80, listed: true },
    { kind: 'longText', name: 'summary', label: 'Summary' },
    { kind: 'number', name: 'weeks', label: 'Weeks', integer: true, min: 1, max: 104 },
    { kind: 'select', name: 'sector', label: 'Sector', values: ['PUBLIC_SECTOR', 'RETAIL'], required: true },
    { kind: 'boolean', name: 'featured', label: 'Featured' },
    { kind: 'date', name: 'shippedOn', label: 'Shipped on' },
    { kind: 'url', name: 'site', label: 'Site' },
    { kind: 'imageList', name: 'images', label: 'Images', altField: 'imageAlts', max: 4 },
  ],
  options: {},
});

it("each defined collection's admin documents are valid against the gateway's schema", () => {
  for (const data of DEFINED_COLLECTIONS) {
    const documents = Object.entries(definedDocuments(data)).filter(([name]) => name !== 'item');
    for (const [name, document] of [...documents, ['dashboard', definedDashboardQuery(data)] as const]) {
      expect({ collection: data.names.key, document: name, errors: validate(schema, document).map((error) => error.message) }).toEqual({ collection: data.names.key, document: name, errors: [] });
    }
  }
});

it("a collection's screen words come from its names", () => {
  const collection = definedCollection(caseStudies, { intro: 'What we shipped.' });
  expect(collection).toMatchObject({
    key: 'case-study',
    kind: 'case study',
    label: 'Case study',
    title: 'Case Studies Management',
    formHeading: { add: 'Add New Case Study', edit: 'Edit Case Study' },
    submitLabels: { add: 'Add Case Study', update: 'Update Case Study' },
    listTitle: 'Case Studies',
    emptyText: 'No case studies yet. Add the first one with the form.',
    searchLabel: 'case studies',
    intro: 'What we shipped.',
  });
});

it('an item goes into the form and back as the API takes it; a number that is not one is named before sending', () => {
  const stored = {
    id: '7', version: 3, title: 'Ferry tickets', summary: 'Two lines\nof summary', weeks: 12, sector: 'PUBLIC_SECTOR', featured: true,
    shippedOn: '2026-05-01', site: 'https://ferry.example', images: ['/uploads/a.png', '/uploads/b.png'], imageAlts: ['Ticket gate', ''],
  };
  const collection = definedCollection(caseStudies, { intro: '' });
  const values = definedFormFromItem(caseStudies, stored);
  expect(values).toMatchObject({ weeks: '12', featured: true, existingImages: ['/uploads/a.png', '/uploads/b.png'] });
  expect(definedVariables(caseStudies, { ...values, title: '  Ferry tickets  ' })).toEqual({
    input: { title: 'Ferry tickets', summary: 'Two lines\nof summary', weeks: 12, sector: 'PUBLIC_SECTOR', featured: true, shippedOn: '2026-05-01', site: 'https://ferry.example', imageAlts: ['Ticket gate', ''] },
    images: [],
    existingImages: ['/uploads/a.png', '/uploads/b.png'],
  });
  expect(collection.form.problems!(values)).toEqual([]);
  expect(collection.form.problems!({ ...values, weeks: '12.5' })).toEqual(['Weeks must be a whole number']);
  expect(collection.form.problems!({ ...collection.form.empty(), title: 'x' })).toEqual(['Sector is required']);
  expect(collection.row(stored)).toMatchObject({ title: 'Ferry tickets', images: ['/uploads/a.png', '/uploads/b.png'], description: 'Two lines\nof summary' });
});

it('a collection with readable URLs edits and sends its slug, publication and search texts too', () => {
  const notes = defineCollectionData({
    names: { key: 'note', singular: 'note', plural: 'notes' },
    fields: [{ kind: 'text', name: 'title', label: 'Title', required: true }, { kind: 'richText', name: 'body', label: 'Body' }],
    options: { publishing: { slugFrom: 'title' }, paths: { list: '/notes', item: '/notes/:slug' } },
  });
  const stored = {
    id: '1', version: 1, title: 'Hello', body: '<p>Hi</p>', slug: 'hello', status: 'published', publishAt: '2026-01-02T03:04:00.000Z', seoTitle: '', seoDescription: 'About hello', socialImage: null,
  };
  const values = definedFormFromItem(notes, stored);
  expect(values).toMatchObject({ slug: 'hello', status: 'published', seoDescription: 'About hello', socialImage: '' });
  const { input } = definedVariables(notes, { ...values, slug: ' ' }) as { input: Record<string, unknown> };
  expect(input).toMatchObject({ title: 'Hello', body: '<p>Hi</p>', slug: null, status: 'published', publishAt: '2026-01-02T03:04:00.000Z', seoDescription: 'About hello', socialImage: '' });
});
