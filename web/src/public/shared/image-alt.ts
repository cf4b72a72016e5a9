/**
 * An image's alternative text: the one stored with it, else the name of the item it
 * belongs to (project name, person, post title), never empty and never a file name.
 */
export function imageAlt(stored: string | null | undefined, itemName: string): string {
  return stored?.trim() || itemName;
}
