/**
 * The fields a collection is made of, as plain data: the gateway builds its table, GraphQL
 * types, validation and REST documents from them, the web its forms and lists. Every field
 * has a name (its column, GraphQL field and form field), a label and the flags below.
 */
interface FieldBase {
  name: string;
  label: string;
  /** A line under the form field. */
  help?: string;
  required?: boolean;
  /** The admin list's `q` and (for collections with public pages) the site search look in it. */
  searched?: boolean;
  /** Shown as a column of the admin list. */
  listed?: boolean;
  /** Recorded for the languages issue to come; nothing reads it yet. */
  translatable?: boolean;
}

/** One line of text (line breaks become spaces). */
export interface TextField extends FieldBase { kind: 'text'; maxLength?: number; default?: string }
/** Plain text with its line breaks kept. */
export interface LongTextField extends FieldBase { kind: 'longText'; maxLength?: number; default?: string }
/** HTML, sanitised on save. */
export interface RichTextField extends FieldBase { kind: 'richText'; maxLength?: number; default?: string }
export interface NumberField extends FieldBase { kind: 'number'; integer?: boolean; min?: number; max?: number; default?: number }
/** A calendar day, YYYY-MM-DD. */
export interface DateField extends FieldBase { kind: 'date'; default?: string }
/** One of a closed list of words. */
export interface SelectField extends FieldBase { kind: 'select'; values: readonly string[]; default?: string }
export interface BooleanField extends FieldBase { kind: 'boolean'; default?: boolean }
/** One optional image (its URL); `altField` names the field its alternative text is kept in. */
export interface ImageField extends FieldBase { kind: 'image'; altField: string }
/** An ordered list of images, the first the main one, with one alternative text each (in `altField`). */
export interface ImageListField extends FieldBase { kind: 'imageList'; altField: string; max: number }
/** The id of an item of another collection (`to`: its key), or nothing. */
export interface RelationField extends FieldBase { kind: 'relation'; to: string }
/** A short machine word (lowercase letters, digits, hyphens). */
export interface SlugField extends FieldBase { kind: 'slug'; maxLength?: number; default?: string }
/** An absolute http(s) URL. */
export interface UrlField extends FieldBase { kind: 'url'; default?: string }
export interface EmailField extends FieldBase { kind: 'email'; default?: string }

export type FieldDefinition =
  | TextField | LongTextField | RichTextField | NumberField | DateField | SelectField | BooleanField
  | ImageField | ImageListField | RelationField | SlugField | UrlField | EmailField;

export type FieldKind = FieldDefinition['kind'];

/** The kinds stored as text a person wrote: what `titleOf`, search and trimming work on. */
export const TEXT_KINDS: readonly FieldKind[] = ['text', 'longText', 'richText', 'slug', 'url', 'email'];

/** The longest value of each text kind when its field gives none. */
export const DEFAULT_MAX_LENGTH = {
  text: 200, longText: 10_000, richText: 200_000, slug: 120, url: 2048, email: 254,
} as const;

export const maxLengthOf = (field: TextField | LongTextField | RichTextField | SlugField | UrlField | EmailField): number =>
  ('maxLength' in field && field.maxLength) || DEFAULT_MAX_LENGTH[field.kind];
