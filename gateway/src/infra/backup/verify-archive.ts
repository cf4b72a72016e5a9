import { createHash } from 'node:crypto';
import { reasonOf } from '../../api/errors/reason';
import { isStoredImageType, sniffStoredImage } from '../storage/image-file';
import { readArchive, type ArchiveLimits } from './archive-reader';
import { imagePath, MANIFEST_PATH, parseManifest, type Manifest } from './manifest';
import { DamagedArchiveError, RefusedArchiveError, RefusedError } from './refused-error';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Reads the whole archive once and checks every entry against the manifest's checksums,
 * and every image against the type its manifest claims, so that restore touches nothing
 * unless the archive is complete, intact and holds only what a backup holds.
 */
export async function verifyArchive(file: string, limits: ArchiveLimits): Promise<Manifest> {
  const seen = new Map<string, string>();
  /** What each image entry's bytes are, by their magic bytes (null: no image type the site stores). */
  const imageTypes = new Map<string, string | null>();
  let manifestText: string | undefined;
  try {
    await readArchive(file, (path, data) => {
      if (path === MANIFEST_PATH) manifestText = data.toString('utf8');
      else seen.set(path, sha256(data));
      if (path.startsWith(imagePath(''))) imageTypes.set(path, sniffStoredImage(data));
    }, limits);
  } catch (error) {
    if (error instanceof RefusedError) throw error;
    throw new DamagedArchiveError(`it cannot be read to its end (${reasonOf(error)})`);
  }
  // The manifest is written last: an archive cut short has none.
  if (manifestText === undefined) throw new DamagedArchiveError('it has no manifest (it was probably cut short)');
  const manifest = parseManifest(manifestText);

  const listed = [
    ...manifest.tables.flatMap((table) => table.parts),
    ...manifest.images.map((image) => imagePath(image.key)),
  ];
  for (const path of listed) {
    if (!manifest.checksums[path]) throw new DamagedArchiveError(`its manifest has no checksum for ${path}`);
  }
  for (const [path, checksum] of Object.entries(manifest.checksums)) {
    if (!seen.has(path)) throw new DamagedArchiveError(`${path} is missing`);
    if (seen.get(path) !== checksum) throw new DamagedArchiveError(`${path} does not match its checksum`);
  }
  for (const path of seen.keys()) {
    if (!(path in manifest.checksums)) throw new DamagedArchiveError(`${path} is not in its manifest`);
  }
  checkImageTypes(manifest, imageTypes);
  return manifest;
}

/**
 * Each image is put back with the type its manifest names, which the site would serve it
 * as: only the image types the site stores, and only when the bytes are that image.
 */
function checkImageTypes(manifest: Manifest, imageTypes: Map<string, string | null>) {
  for (const { key, contentType } of manifest.images) {
    const path = imagePath(key);
    // JSON: a type holding line breaks or other control characters is shown escaped.
    if (!isStoredImageType(contentType)) throw new RefusedArchiveError(`${path} has the content type ${JSON.stringify(contentType)}, which is not an image type the site stores`);
    const actual = imageTypes.get(path);
    if (actual !== contentType) throw new RefusedArchiveError(`${path} is listed as ${contentType}, but its bytes are ${actual ?? 'no image the site stores'}`);
  }
}
