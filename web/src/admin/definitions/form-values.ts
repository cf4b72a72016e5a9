import type { CollectionData, FieldDefinition } from '@consultancy/domain/collections';
import type { PublicationStatus } from '@consultancy/domain';
import { isoDateTime, localDateTime } from '../content-list/PublicationFields';
import { emptySeo, seoFromItem, seoInput, type SeoValues } from '../content-list/seo-values';
import type { Values } from '../fields/field-spec';
import { altsInOrder, altTextsOf, type ImageFields } from '../images/order';
import { imageFieldOf } from './field-specs';

/** A defined collection's form: each drawn field by name (numbers as typed text), and the images. */
export type DefinedForm = Values & ImageFields;

/** An item as the list reads it: its id and version, and each field's column by name. */
export type DefinedItem = { id: string; version: number } & Values;

const NO_IMAGES: ImageFields = { existingImages: [], newImages: [], altTexts: {} };

function emptyValue(field: FieldDefinition): unknown {
  switch (field.kind) {
    case 'number':
      return field.default === undefined ? '' : String(field.default);
    case 'boolean':
      return field.default ?? false;
    case 'select':
      // A required choice starts unchosen, so that the editor makes it; else what the API would fill in.
      return field.default ?? (field.required ? '' : field.values[0]);
    case 'image':
    case 'imageList':
    case 'relation':
      return undefined;
    default:
      return field.default ?? '';
  }
}

const drawnFields = (data: CollectionData) => data.fields.filter((field) => emptyValue(field) !== undefined);

/** The publishing fields of a collection with readable URLs, as the form edits them (the blog's, the same way). */
type PublishingValues = { slug: string; status: PublicationStatus; publishAt: string } & SeoValues;

const emptyPublishing = (data: CollectionData): Partial<PublishingValues> =>
  data.options.publishing ? { slug: '', status: 'published', publishAt: '', ...emptySeo } : {};

function publishingFromItem(data: CollectionData, item: DefinedItem): Partial<PublishingValues> {
  if (!data.options.publishing) return {};
  const stored = item as unknown as PublishingValues & { seoTitle: string; seoDescription: string; socialImage?: string | null };
  return { slug: stored.slug, status: stored.status, publishAt: localDateTime(stored.publishAt), ...seoFromItem(stored) };
}

function publishingInput(data: CollectionData, values: DefinedForm): Values {
  if (!data.options.publishing) return {};
  const publishing = values as unknown as PublishingValues;
  // An empty slug: the server makes one from the title (new item) or keeps the current one.
  return { slug: publishing.slug.trim() || null, status: publishing.status, publishAt: isoDateTime(publishing.publishAt), ...seoInput(publishing) };
}

export function emptyDefinedForm(data: CollectionData): DefinedForm {
  return { ...Object.fromEntries(drawnFields(data).map((field) => [field.name, emptyValue(field)])), ...emptyPublishing(data), ...NO_IMAGES };
}

/** The stored image URLs of an item and their alt texts, in order. */
function storedImages(data: CollectionData, item: DefinedItem): { urls: string[]; alts: string[] } {
  const field = imageFieldOf(data);
  if (!field) return { urls: [], alts: [] };
  const urls = field.kind === 'image' ? [item[field.name]].filter((url): url is string => Boolean(url)) : ((item[field.name] as string[] | null) ?? []);
  const alts = field.kind === 'image' ? [String(item[field.altField] ?? '')] : ((item[field.altField] as string[] | null) ?? []);
  return { urls, alts };
}

export function definedFormFromItem(data: CollectionData, item: DefinedItem): DefinedForm {
  const values = Object.fromEntries(
    drawnFields(data).map((field) => {
      const stored = item[field.name];
      if (field.kind === 'number') return [field.name, stored === null || stored === undefined ? '' : String(stored)];
      if (field.kind === 'boolean') return [field.name, stored === true];
      return [field.name, String(stored ?? '')];
    }),
  );
  const { urls, alts } = storedImages(data, item);
  return { ...values, ...publishingFromItem(data, item), existingImages: urls, newImages: [], altTexts: altTextsOf(urls, alts) };
}

function inputValue(field: FieldDefinition, value: unknown): unknown {
  if (field.kind === 'number') return String(value ?? '').trim() === '' ? null : Number(value);
  if (field.kind === 'boolean') return value === true;
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * The add and update variables: `input` with every drawn field and the image's alt text(s);
 * the new files under the image field's name (one file or a list); the kept images' URLs.
 */
export function definedVariables(data: CollectionData, values: DefinedForm): Record<string, unknown> {
  const input: Values = { ...Object.fromEntries(drawnFields(data).map((field) => [field.name, inputValue(field, values[field.name])])), ...publishingInput(data, values) };
  const image = imageFieldOf(data);
  if (!image) return { input };
  const alts = altsInOrder(values);
  input[image.altField] = image.kind === 'image' ? (alts[0] ?? '') : alts;
  const files = values.newImages.map((added) => added.file);
  return { input, [image.name]: image.kind === 'image' ? (files[0] ?? null) : files, existingImages: [...values.existingImages] };
}
