import { maxLengthOf, type CollectionData, type FieldDefinition } from '@consultancy/domain/collections';
import type { FieldSpec } from '../fields/field-spec';
import { optionLabel } from './words';

/** The image field of a collection, if it has one: the form's image picker edits it, not a FieldSpec. */
export function imageFieldOf(data: CollectionData) {
  const field = data.fields.find((candidate) => candidate.kind === 'image' || candidate.kind === 'imageList');
  return field as Extract<FieldDefinition, { kind: 'image' | 'imageList' }> | undefined;
}

/** How the form draws one field of the definition; images (the picker) and relations (not drawn yet) have none. */
export function fieldSpecOf(field: FieldDefinition): FieldSpec | null {
  const { name, label, required, help: helper } = field;
  switch (field.kind) {
    case 'text':
    case 'slug':
      return { type: 'text', name, label, required, helper, max: maxLengthOf(field) };
    case 'longText':
      return { type: 'text', name, label, required, helper, max: maxLengthOf(field), multiline: true };
    case 'url':
    case 'email':
      return { type: 'text', name, label, required, helper, max: maxLengthOf(field), inputType: field.kind };
    case 'richText':
      return { type: 'richText', name, label, helper };
    case 'number':
      return { type: 'number', name, label, required, helper, integer: field.integer, min: field.min, max: field.max };
    case 'select':
      return { type: 'select', name, label, required, helper, options: field.values.map((value) => ({ value, label: optionLabel(value) })) };
    case 'boolean':
      return { type: 'boolean', name, label, helper };
    case 'date':
      return { type: 'date', name, label, required, helper };
    case 'image':
    case 'imageList':
    case 'relation':
      return null;
  }
}

/** The specs of every field the form draws, in the definition's order. */
export const fieldSpecs = (data: CollectionData): FieldSpec[] => data.fields.map(fieldSpecOf).filter((spec): spec is FieldSpec => spec !== null);
