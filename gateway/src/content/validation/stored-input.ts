import { validateSync, type ValidationError } from 'class-validator';
import { getMetadataStorage } from 'type-graphql';
import { VALIDATION_OPTIONS } from './validate-input';
import { stripControlCharacters } from '../sanitize/control-characters';

type Class = abstract new (...args: never[]) => object;

/** The GraphQL fields of a class and of the classes it extends, by name. */
function fieldsOf(type: Function) {
  const fields = getMetadataStorage().fields;
  const found = new Map<string, (typeof fields)[number]>();
  for (let target = type; target && target !== Function.prototype; target = Object.getPrototypeOf(target) as Function) {
    for (const field of fields) if (field.target === target && !found.has(field.name)) found.set(field.name, field);
  }
  return found;
}

/** The fields an input class takes. */
export const inputFields = (input: Class): string[] => [...fieldsOf(input).keys()];

/**
 * `value` (stored JSON) as an instance of `type`, its nested sections as instances of
 * theirs, so that class-validator and the single-line marks find each class's rules.
 */
function asInstance(type: Function, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => asInstance(type, item));
  if (!value || typeof value !== 'object') return value;
  const fields = fieldsOf(type);
  const instance = Object.create(type.prototype as object) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) {
    const nested = fields.get(key)?.getType();
    instance[key] = typeof nested === 'function' && fieldsOf(nested).size > 0 ? asInstance(nested, item) : item;
  }
  return instance;
}

/** The first broken rule of a validation, named by its path: `hero.buttons.0.link: link must be …`. */
function firstMessage(errors: ValidationError[], parent = ''): string | null {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const message = Object.values(error.constraints ?? {})[0];
    if (message) return `${path}: ${message}`;
    const nested = firstMessage(error.children ?? [], path);
    if (nested) return nested;
  }
  return null;
}

/**
 * Why a stored value of `field` is not one an update through `input` could have written
 * (null: it is), by the input's own rules: what class-validator refuses, and control
 * characters or line breaks that the way in removes (stripControlCharacters). Restore
 * puts rows back past those checks, and runs this one in their place.
 */
export function storedInputProblem(input: Class, field: string) {
  const type = fieldsOf(input).get(field)?.getType();
  const nestedType = typeof type === 'function' && fieldsOf(type).size > 0 ? type : null;
  const asInput = (value: unknown) => {
    const instance = Object.create(input.prototype as object) as Record<string, unknown>;
    instance[field] = nestedType ? asInstance(nestedType, value) : value;
    return instance;
  };
  return (value: unknown): string | null => {
    // A field stored in another shape than the input takes it (a date string stored as a Date) is not the input's to judge.
    if (!nestedType && typeof value === 'object') return null;
    const cleaned = asInput(structuredClone(value));
    stripControlCharacters(cleaned);
    if (JSON.stringify(cleaned[field]) !== JSON.stringify(value)) return `${field} holds control characters or line breaks the site removes`;
    return firstMessage(validateSync(asInput(value), VALIDATION_OPTIONS));
  };
}
