/** C0 controls and DEL, except tab, line feed and carriage return, which text may hold. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/**
 * What breaks a line: tab, CR, LF, NEL and the Unicode line and paragraph separators
 * (some mail clients show the last three as line breaks).
 */
const LINE_BREAKS = /[\t\n\r\u0085\u2028\u2029]+/g;
/** The C1 controls, which mean nothing in a one-line value either. */
const C1_CONTROLS = /[\u0080-\u009F]/g;

const withoutControlCharacters = (text: string) => text.replace(CONTROL_CHARACTERS, '');

/**
 * A single-line value (a name, a company, a phone number, a title) as it is kept: no control
 * characters, and each run of line breaks one space, so that words stay apart and no value
 * can start a line of its own in an email, a log or an export.
 */
export const asSingleLine = (text: string) => withoutControlCharacters(text).replace(LINE_BREAKS, ' ').replace(C1_CONTROLS, '');

/** The single-line fields of each input class (by prototype), as `@SingleLine()` marks them. */
const singleLineFields = new WeakMap<object, Set<string>>();

/** Marks a field of an input class as single-line (content/validation/rules.ts: `SingleLine`). */
export function markSingleLine(prototype: object, key: string): void {
  const fields = singleLineFields.get(prototype) ?? new Set<string>();
  singleLineFields.set(prototype, fields.add(key));
}

/** Whether `key` of this input object (or of a class it extends) is marked single-line. */
function isSingleLine(record: object, key: string): boolean {
  for (let prototype = Object.getPrototypeOf(record); prototype; prototype = Object.getPrototypeOf(prototype)) {
    if (singleLineFields.get(prototype)?.has(key)) return true;
  }
  return false;
}

/**
 * Removes control characters from every string inside an input object, in place:
 * a NUL or an escape sequence stored in a name or a message would break exports,
 * logs and some clients, and never means anything a person typed. A field marked
 * single-line also loses its line breaks (asSingleLine).
 */
export function stripControlCharacters(value: unknown, depth = 0): void {
  if (!value || typeof value !== 'object' || depth > 8) return;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const field = record[key];
    if (typeof field === 'string') record[key] = isSingleLine(record, key) ? asSingleLine(field) : withoutControlCharacters(field);
    else stripControlCharacters(field, depth + 1);
  }
}
