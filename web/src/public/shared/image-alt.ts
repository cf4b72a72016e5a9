/**
 * An image's alternative text: the one stored with it where it is placed, else the media
 * library's for that image (`responsiveImages[].alt`), else the name of the item it belongs
 * to (project name, person, post title); never empty and never a file name.
 */
export function imageAlt(stored: string | null | undefined, itemName: string, libraryAlt?: string | null): string {
  return stored?.trim() || libraryAlt?.trim() || itemName;
}

/** What a page knows of one of its item's images: the stored alt texts by position, and the described copies. */
interface ItemImages {
  urls: readonly string[];
  alts: readonly (string | null | undefined)[];
  described: readonly { url: string; alt?: string | null; width?: number | null; height?: number | null }[];
}

/**
 * The alt text and the real size (when recorded) of the item's image a link
 * preview shows; nothing when the preview shows no image of the item.
 */
export function previewImageDetails(image: string | undefined, { urls, alts, described }: ItemImages, itemName: string) {
  const index = image ? urls.indexOf(image) : -1;
  if (index < 0) return {};
  const details = described.find((entry) => entry.url === image);
  const size = details?.width && details.height ? { width: details.width, height: details.height } : undefined;
  return { imageAlt: imageAlt(alts[index], itemName, details?.alt), imageSize: size };
}
