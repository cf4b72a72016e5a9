/**
 * `value` with every string equal to `from` replaced by `to`, at any depth of arrays and plain
 * objects (JSON columns: a settings type may keep images in nested sections); the same
 * reference when nothing in it changed. Exact matches only: a URL inside rich text is not a use.
 */
function withImageReplaced(value: unknown, from: string, to: string): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) {
    const mapped = value.map((entry) => withImageReplaced(entry, from, to));
    return mapped.some((entry, index) => entry !== value[index]) ? mapped : value;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value);
    const mapped = entries.map(([key, entry]) => [key, withImageReplaced(entry, from, to)] as const);
    return mapped.some(([, entry], index) => entry !== entries[index][1]) ? Object.fromEntries(mapped) : value;
  }
  return value;
}

/** The columns of `row` whose value names `from`, with `to` in its place; empty when none does. */
export function replacedColumns(row: Record<string, unknown>, columns: readonly string[], from: string, to: string): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const column of columns) {
    const replaced = withImageReplaced(row[column], from, to);
    if (replaced !== row[column]) patch[column] = replaced;
  }
  return patch;
}
