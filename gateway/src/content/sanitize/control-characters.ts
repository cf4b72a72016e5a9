/** C0 controls and DEL, except tab, line feed and carriage return, which text may hold. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export const withoutControlCharacters = (text: string) => text.replace(CONTROL_CHARACTERS, '');

/**
 * Removes control characters from every string inside an input object, in place:
 * a NUL or an escape sequence stored in a name or a message would break exports,
 * logs and some clients, and never means anything a person typed.
 */
export function stripControlCharacters(value: unknown, depth = 0): void {
  if (!value || typeof value !== 'object' || depth > 8) return;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const field = record[key];
    if (typeof field === 'string') record[key] = withoutControlCharacters(field);
    else stripControlCharacters(field, depth + 1);
  }
}
