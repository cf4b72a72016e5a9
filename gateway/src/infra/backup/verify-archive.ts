import { createHash } from 'node:crypto';
import { reasonOf } from '../../server/errors/reason';
import { readArchive } from './archive-reader';
import { imagePath, MANIFEST_PATH, parseManifest, type Manifest } from './manifest';
import { DamagedArchiveError } from './refused-error';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Reads the whole archive once and checks every entry against the manifest's checksums,
 * so that restore touches nothing unless the archive is complete and intact.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, string>();
  let manifestText: string | undefined;
  try {
    await readArchive(file, (path, data) => {
      if (path === MANIFEST_PATH) manifestText = data.toString('utf8');
      else seen.set(path, sha256(data));
    });
  } catch (error) {
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
  return manifest;
}
