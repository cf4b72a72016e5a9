/** The media library's words, shared by its REST answers and the admin panel's Media screen. */
export const MEDIA_MESSAGES = {
  uploaded: 'Image uploaded successfully',
  updated: 'Image updated successfully',
  replaced: 'Image replaced successfully',
  deleted: 'Image deleted successfully',
  notFound: 'Image not found',
} as const;

/** A delete refused because the image is used: how many places, listed beside the message. */
export const mediaInUseMessage = (uses: number) =>
  `This image is used in ${uses} ${uses === 1 ? 'place' : 'places'}; remove it from ${uses === 1 ? 'it' : 'them'} before deleting it`;

/** The focal point of an image nobody chose one for: its centre. */
export const DEFAULT_FOCAL_POINT = { x: 0.5, y: 0.5 } as const;
