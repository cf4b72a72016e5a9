import { SLUG_PATTERN } from '@consultancy/domain';
import { collectionNaming, maxLengthOf, type CollectionData, type FieldDefinition } from '@consultancy/domain/collections';
import { IsEmail, IsUUID, Matches, Max, Min, ValidateIf } from 'class-validator';
import { Field, Float, ID, InputType, Int, type ClassType } from 'type-graphql';
import { PublishingInput } from '../publishing/publishing-input';
import { AltText, AltTexts, MaxChars, OneOf, OptionalDate, OptionalUrl, Required, SingleLine } from '../validation/rules';

type Decorate = (prototype: object, property: string) => void;

const given = (_input: object, value: unknown) => value !== undefined && value !== null && value !== '';

/** A field a form may leave out: GraphQL fills its default (empty text for text). */
const optional = (field: { required?: boolean; default?: unknown }, empty: unknown) =>
  (field.required && field.default === undefined ? {} : { defaultValue: field.default ?? empty });

function numberRules(field: Extract<FieldDefinition, { kind: 'number' }>): unknown[] {
  const { name, min, max } = field;
  const message = min !== undefined && max !== undefined ? `${name} must be between ${min} and ${max}`
    : min !== undefined ? `${name} must be at least ${min}` : `${name} must be at most ${max}`;
  return [
    ValidateIf(given),
    ...(min !== undefined ? [Min(min, { message })] : []),
    ...(max !== undefined ? [Max(max, { message })] : []),
  ];
}

/** The GraphQL field and the class-validator rules of one input field, from the shared rules (validation/rules.ts). */
function inputRules(field: FieldDefinition): Array<{ property: string; decorators: unknown[] }> {
  const required = field.required ? [Required()] : [];
  const own = (...decorators: unknown[]) => [{ property: field.name, decorators }];
  switch (field.kind) {
    case 'text':
      return own(Field(() => String, optional(field, '')), SingleLine(), ...required, MaxChars(maxLengthOf(field)));
    case 'longText':
      return own(Field(() => String, optional(field, '')), ...required, MaxChars(maxLengthOf(field)));
    case 'richText':
      return own(Field(() => String, { ...optional(field, ''), description: 'HTML; sanitized on save.' }), ...required, MaxChars(maxLengthOf(field)));
    case 'slug':
      return own(Field(() => String, optional(field, '')), ...required, ValidateIf(given),
        Matches(SLUG_PATTERN, { message: `${field.name} must be lowercase letters a-z and digits, words joined by single hyphens` }), MaxChars(maxLengthOf(field)));
    case 'url':
      return own(Field(() => String, optional(field, '')), ...required, MaxChars(maxLengthOf(field)), OptionalUrl());
    case 'email':
      return own(Field(() => String, optional(field, '')), ...required, MaxChars(maxLengthOf(field)),
        ValidateIf(given), IsEmail({}, { message: `${field.name} must be a valid email address` }));
    case 'number':
      return own(Field(() => (field.integer ? Int : Float), { nullable: !field.required || field.default !== undefined, ...optional(field, null) }), ...numberRules(field));
    case 'date':
      return own(Field(() => String, optional(field, '')), ...required, OptionalDate());
    case 'select':
      return own(Field(() => String, optional(field, field.values[0])), OneOf(field.values));
    case 'boolean':
      return own(Field(() => Boolean, optional(field, false)));
    case 'relation':
      return own(Field(() => ID, { nullable: true }), ValidateIf(given),
        IsUUID('all', { message: `${field.name} must be the id of a ${field.to} item` }));
    case 'image':
      return [{ property: field.altField, decorators: [Field(() => String, { nullable: true, description: 'The image’s alt text; omitted: it stays as it is.' }), AltText()] }];
    case 'imageList':
      return [{ property: field.altField, decorators: [Field(() => [String], { nullable: true, description: 'One alt text per image, in their order; omitted: each kept image keeps its own.' }), AltTexts(field.max)] }];
  }
}

/**
 * The input type of the definition's add and update mutations: a field per field (an image's
 * alt text; the files themselves are the mutation's upload argument), with the shared rules
 * and messages. A publishing collection's input has PublishingInput's fields too.
 */
export function inputClass(data: CollectionData): ClassType<object> {
  const { input, label } = collectionNaming(data.names);
  const Base = (data.options.publishing ? PublishingInput : class {}) as ClassType<object>;
  const Input = { [input]: class extends Base {} }[input]!;
  for (const { property, decorators } of data.fields.flatMap(inputRules)) {
    for (const decorate of decorators as Decorate[]) decorate(Input.prototype, property);
  }
  InputType(input, { description: `The fields of a ${label.toLowerCase()}, as the admin form sends them.` })(Input);
  return Input;
}
