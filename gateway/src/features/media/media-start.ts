import type { Services } from '../../services';
import { addMissingRows, keptInLibrary, mediaCatalogue } from './media-catalogue';
import { mediaDetails } from './media-details';

/**
 * Connects the library to the image storage and the pages (app.ts, through the registry): its rows
 * follow every stored and removed file, the images uploaded on its screen stay until deleted there,
 * and the pages read its alt texts and focal points.
 */
export function connectMediaLibrary(services: Services): void {
  services.images.listen(mediaCatalogue(services.dataSource));
  services.images.keepWhileUsed(keptInLibrary(services.dataSource));
  services.imageDetails = mediaDetails(services.dataSource, services.contentVersion);
}

/**
 * Start-up work, run under the start-up lock once the migrations have: every stored image
 * without a row gets one (those stored before the library existed, the first time). A storage
 * that is away is not waited for: the library's list adds them later.
 */
export async function recordStoredImages(services: Services, log: (message: string) => void): Promise<void> {
  try {
    const added = await addMissingRows(services.dataSource, services.images, services.collections);
    if (added) log(`Media library: recorded ${added} stored image${added === 1 ? '' : 's'}`);
  } catch (error) {
    log(`Media library: the stored images could not be listed yet (${(error as Error).message}); the library's list will add them`);
  }
}
