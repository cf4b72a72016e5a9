/**
 * An image's alternative text: the one stored with it where it is placed, else the media
 * library's for that image (`responsiveImages[].alt`), else the name of the item it belongs
 * to (project name, person, post title); never empty and never a file name.
 */
export function imageAlt(stored: string | null | undefined, itemName: string, libraryAlt?: string | null): string {
  return stored?.trim() || libraryAlt?.trim() || itemName;
}
