/** What a restore knows that a value's check may depend on. */
export interface RestoreContext {
  /** WEBHOOK_ALLOW_PRIVATE of the site restored into: private addresses are then values it writes. */
  privateAddressesAllowed: boolean;
}

/** Why a stored value is not one the site writes (null: it is). */
type ValueCheck<T> = (value: T, context: RestoreContext) => string | null;

const checksByEntity = new Map<object, Map<string, Array<ValueCheck<never>>>>();

/**
 * Adds a check of the property `property` of the entity class `entity`: restore puts rows
 * back past the checks every write goes through (an input's rules, the sanitiser, a
 * redirect's or a webhook's target check), so it refuses a row whose value fails `check`.
 */
export function checkOnRestore<T>(entity: object, property: string, check: ValueCheck<T>): void {
  const checks = checksByEntity.get(entity) ?? new Map<string, Array<ValueCheck<never>>>();
  checks.set(property, [...(checks.get(property) ?? []), check as ValueCheck<never>]);
  checksByEntity.set(entity, checks);
}

/** `checkOnRestore` as a decorator of the entity's property. Null values are not checked. */
export function CheckedOnRestore<T>(check: ValueCheck<T>): PropertyDecorator {
  return (prototype, property) => checkOnRestore(prototype.constructor, String(property), check);
}

/** Why `value` of the property `property` of the entity class `entity` would not be restored (null: it would). */
export function restoreProblem(entity: unknown, property: string, value: unknown, context: RestoreContext): string | null {
  if (value === null || value === undefined) return null;
  for (const check of checksByEntity.get(entity as object)?.get(property) ?? []) {
    const problem = check(value as never, context);
    if (problem) return problem;
  }
  return null;
}
