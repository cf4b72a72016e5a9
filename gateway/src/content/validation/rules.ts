import { IMAGE_ALT_MAX_LENGTH } from '@consultancy/domain';
import { ArrayMaxSize, IsEmail, IsIn, IsOptional, IsUrl, Matches, MaxLength, ValidateIf, type ValidationOptions } from 'class-validator';
import { markSingleLine } from '../sanitize/control-characters';

/**
 * The validation vocabulary every input shares, so that the same rule reads and
 * answers the same way in every feature. `$property` is the field's name.
 */

/** Rich text (HTML) may be long, but stays well inside MySQL's mediumtext. */
export const RICH_TEXT_MAX = 200_000;
export const LONG_TEXT_MAX = 10_000;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export function Required(options?: ValidationOptions) {
  return Matches(/\S/, { message: '$property is required', ...options });
}

export function MaxChars(max: number) {
  return MaxLength(max, { message: `$property must be at most ${max} characters` });
}

/**
 * A one-line value (a name, a company, a phone number, a title): line breaks and other
 * control characters become a space on the way in (content/validation/validate-input.ts),
 * before the other rules check it, so no value can forge a line in an email or a log.
 */
export function SingleLine(): PropertyDecorator {
  return (target, key) => markSingleLine(target, String(key));
}

/** An image's alternative text, or nothing (the input leaves it as it is). */
export function AltText() {
  return applyAll(SingleLine(), IsOptional(), MaxChars(IMAGE_ALT_MAX_LENGTH));
}

/** The alternative texts of a list of images, one per image, or nothing. */
export function AltTexts(maxImages: number) {
  return applyAll(
    IsOptional(),
    ArrayMaxSize(maxImages, { message: `$property: at most ${maxImages} texts, one per image` }),
    MaxLength(IMAGE_ALT_MAX_LENGTH, { each: true, message: `$property: each text must be at most ${IMAGE_ALT_MAX_LENGTH} characters` }),
  );
}

/** An absolute http(s) URL, or nothing. */
export function OptionalUrl() {
  return applyAll(
    ValidateIf((_object, value) => !isBlank(value)),
    IsUrl(
      { require_protocol: true, protocols: ['http', 'https'], require_tld: false },
      { message: '$property must be a URL starting with http:// or https://' },
    ),
  );
}

/**
 * A link the site may render: a path on this site or an absolute http(s) URL, or nothing.
 * A path's first slash is never followed by another slash or a backslash: browsers
 * read `//host/x` and `/\host/x` as links to another site.
 */
export function OptionalLink() {
  return Matches(/^(|\/(?![/\\])[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+)$/i, {
    message: '$property must be a path such as /about or a URL starting with http:// or https://',
  });
}

export function EmailAddress() {
  return applyAll(
    Required({ message: '$property is required' }),
    IsEmail({}, { message: '$property must be a valid email address' }),
    MaxChars(254),
  );
}

/** YYYY-MM-DD (or nothing): the format of the date inputs. */
export function OptionalDate() {
  return Matches(/^(|\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))$/, {
    message: '$property must be a date in the form YYYY-MM-DD',
  });
}

export function OneOf(values: readonly string[]) {
  return IsIn([...values], { message: `$property must be one of: ${values.join(', ')}` });
}

/** A machine word such as desktop_footer. */
export function Slug() {
  return Matches(/^[a-z0-9_-]{0,40}$/i, { message: '$property must be a short word such as desktop_footer' });
}

function applyAll(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}
