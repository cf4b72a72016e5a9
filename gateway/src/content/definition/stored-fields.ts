import type { CollectionData, FieldDefinition } from '@consultancy/domain/collections';
import { badInput } from '../../api/errors/api-error';
import { sanitizeRichText } from '../sanitize/rich-text';

type Values = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** One field's stored value from its validated input: trimmed, sanitised, its default when left empty. */
function storedValue(field: FieldDefinition, value: unknown): unknown {
  switch (field.kind) {
    case 'text': case 'longText': case 'slug': case 'url': case 'email': case 'date':
      return text(value) || (field.default ?? '');
    case 'richText':
      return sanitizeRichText(typeof value === 'string' ? value : '') || (field.default ?? '');
    case 'select':
      return text(value) || (field.default ?? field.values[0]);
    case 'number':
      return value ?? field.default ?? null;
    case 'boolean':
      return value ?? field.default ?? false;
    case 'relation':
      return text(value) || null;
    case 'image': case 'imageList':
      return undefined;
  }
}

/** The definition's own checks across fields: the first problem answers 400 naming its field. */
function checkAcrossFields(data: CollectionData, input: Values): void {
  const [problem] = data.hooks?.validate?.(input) ?? [];
  if (!problem) return;
  throw badInput(problem.message.startsWith(problem.field) ? problem.message : `${problem.field}: ${problem.message}`);
}

/**
 * The collection's `toFields`: validated input into stored fields. Images and their alt texts
 * are left to the collection service, which stores files and keeps the alt texts in their order.
 */
export function storedFields(data: CollectionData) {
  return (input: object): Values => {
    const values = input as Values;
    checkAcrossFields(data, values);
    const fields: Values = {};
    for (const field of data.fields) {
      const value = storedValue(field, values[field.name]);
      if (value !== undefined) fields[field.name] = value;
    }
    data.hooks?.beforeSave?.(fields, values);
    return fields;
  };
}
