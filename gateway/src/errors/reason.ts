/** What went wrong, in words: an error's message, or whatever was thrown as text. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
