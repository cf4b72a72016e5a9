import { validateOrReject, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';
import { stripControlCharacters } from '../sanitize/control-characters';

/** How every input is checked: its own rules only, missing fields left to their defaults. */
export const VALIDATION_OPTIONS: ValidatorOptions = {
  forbidUnknownValues: false,
  skipMissingProperties: true,
  validationError: { target: false, value: false },
};

/**
 * Every input object is cleaned of control characters, then checked against its
 * class-validator rules (as TypeGraphQL would), so rules see the text that is stored.
 */
export const validateInput: ValidatorFn = async (argument) => {
  if (!argument || typeof argument !== 'object') return;
  stripControlCharacters(argument);
  const items = Array.isArray(argument) ? argument.filter((item) => item && typeof item === 'object') : [argument];
  try {
    await Promise.all(items.map((item) => validateOrReject(item as object, VALIDATION_OPTIONS)));
  } catch (errors) {
    throw new ArgumentValidationError(errors as never);
  }
};
