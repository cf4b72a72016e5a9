/** Why a stored value is not one the site writes (null: it is). */
export type ValueCheck<T> = (value: T) => string | null;

const checksByEntity = new Map<object, Map<string, ValueCheck<never>>>();

/**
 * Marks an entity property whose value every write makes safe (rich text through the
 * sanitiser): restore puts rows back past those writes, so it refuses a row whose value
 * fails `check`. Null values are not checked.
 */
export function CheckedOnRestore<T>(check: ValueCheck<T>): PropertyDecorator {
  return (prototype, property) => {
    const checks = checksByEntity.get(prototype.constructor) ?? new Map<string, ValueCheck<never>>();
    checks.set(String(property), check as ValueCheck<never>);
    checksByEntity.set(prototype.constructor, checks);
  };
}

/** Why `value` of the property `property` of the entity class `entity` would not be restored (null: it would). */
export function restoreProblem(entity: unknown, property: string, value: unknown): string | null {
  const check = checksByEntity.get(entity as object)?.get(property);
  return check && value !== null && value !== undefined ? check(value as never) : null;
}
