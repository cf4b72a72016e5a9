/**
 * What went wrong, in words: an error's message (its name when the message is empty, so a
 * stored reason is never blank), or whatever was thrown as text.
 */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message || error.name : String(error));
