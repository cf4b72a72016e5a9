import type { FileStorage } from '../storage/file-storage';
import type { ArchiveWriter } from './archive-writer';
import { imagePath, type ImageDump } from './manifest';

/**
 * Streams every stored object into the archive. An object deleted between the listing and
 * its copy (the site keeps running) is reported, not fatal: the row that used it was being
 * deleted too, after the database snapshot was taken.
 */
export async function dumpImages(storage: FileStorage, writer: ArchiveWriter) {
  const images: ImageDump[] = [];
  const vanished: string[] = [];
  // Oldest first: a restore saves them in this order, so the newest are still listed first after it.
  for (const key of (await storage.list()).reverse()) {
    const object = await storage.open(key);
    if (!object) {
      vanished.push(key);
      continue;
    }
    try {
      await writer.addStream(imagePath(key), object.size, object.stream);
    } finally {
      object.stream.destroy();
    }
    images.push({ key, contentType: object.contentType, bytes: object.size });
  }
  return { images, vanished };
}
