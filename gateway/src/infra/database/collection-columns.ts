import { IMAGE_ALT_MAX_LENGTH } from '@consultancy/domain';
import { maxLengthOf, type CollectionData, type FieldDefinition } from '@consultancy/domain/collections';

/**
 * The columns a defined collection's fields are stored in, worked out once: the entity
 * (content/definition/) and the migration (migrations/collection-table.ts) both read this,
 * so they cannot disagree (the schema-drift test checks they do not).
 */
export interface FieldColumn {
  name: string;
  type: 'varchar' | 'text' | 'int' | 'double' | 'boolean' | 'json';
  length?: number;
  nullable: boolean;
  /** The default the table gives a row written without it; none when undefined. */
  default?: string | number | boolean;
}

/** A varchar holding a URL is as long as every other image column in the schema. */
const URL_LENGTH = 2048;
/** A select's words are short machine words: the column leaves room for longer ones later. */
const SELECT_LENGTH = 40;

/** Text a person may leave empty defaults to the empty string, so reads never meet null. */
const textDefault = (field: { required?: boolean; default?: string }) => field.default ?? (field.required ? undefined : '');

function columnsOfField(field: FieldDefinition): FieldColumn[] {
  switch (field.kind) {
    case 'text': case 'slug': case 'url': case 'email':
      return [{ name: field.name, type: 'varchar', length: maxLengthOf(field), nullable: false, default: textDefault(field) }];
    case 'longText': case 'richText':
      // Long text has no default: MySQL gives a text column none.
      return [{ name: field.name, type: 'text', nullable: false }];
    case 'number':
      return [{ name: field.name, type: field.integer ? 'int' : 'double', nullable: field.default === undefined && !field.required, default: field.default }];
    case 'date':
      return [{ name: field.name, type: 'varchar', length: 10, nullable: false, default: field.default ?? '' }];
    case 'select':
      return [{ name: field.name, type: 'varchar', length: SELECT_LENGTH, nullable: false, default: field.default ?? (field.required ? undefined : field.values[0]) }];
    case 'boolean':
      return [{ name: field.name, type: 'boolean', nullable: false, default: field.default ?? false }];
    case 'image':
      return [
        { name: field.name, type: 'varchar', length: URL_LENGTH, nullable: true },
        { name: field.altField, type: 'varchar', length: IMAGE_ALT_MAX_LENGTH, nullable: false, default: '' },
      ];
    case 'imageList':
      return [{ name: field.name, type: 'json', nullable: false }, { name: field.altField, type: 'json', nullable: true }];
    case 'relation':
      return [{ name: field.name, type: 'varchar', length: 36, nullable: true }];
  }
}

/** The columns of every field, in the fields' order (an image's alt text right after it). */
export const fieldColumns = (data: CollectionData): FieldColumn[] => data.fields.flatMap(columnsOfField);

/** Each field's columns, for the builders that work field by field. */
export const columnsOf = columnsOfField;
