import { pipeline } from 'node:stream';
import express from 'express';
import type { FileStorage } from './file-storage';
import { isStorageKey, storedTypeOfKey } from './image-file';

const notFound = (res: express.Response) => {
  res.status(404).json({ success: false, message: 'File not found' });
};

/**
 * Serves stored uploads at GET/HEAD /uploads/:key, only as the image type the key's
 * extension names. An object stored with any other type (put there by hand or by an old
 * restore) answers 404: the site never answers a page, a script or a malformed header
 * from its uploads.
 */
export function uploadsRouter(storage: FileStorage): express.Router {
  const router = express.Router();

  // Express routes HEAD to GET handlers; a storage failure goes on to the app's error handler.
  router.get('/uploads/:key', async (req, res) => {
    const key = req.params.key;
    const type = isStorageKey(key) ? storedTypeOfKey(key) : null;
    if (!type) return notFound(res);
    const object = await storage.open(key);
    if (!object) return notFound(res);
    if (object.contentType !== type) {
      object.stream.destroy();
      return notFound(res);
    }

    res.set({
      'Content-Type': type,
      'Content-Length': String(object.size),
      // A key is never reused for other content, so caches may keep it for good.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // Shown as an image, never run as a page: opened directly, it has no script, no plugins and an origin of its own.
      'Content-Disposition': `inline; filename="${key}"`,
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
    if (req.method === 'HEAD') {
      object.stream.destroy();
      res.end();
      return;
    }
    // pipeline destroys both sides on failure (the client sees a cut response) instead of
    // leaving an unhandled 'error' event; a client that went away is not worth a log line.
    pipeline(object.stream, res, (error) => {
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        console.warn(`Serving upload ${key} failed:`, error.message);
      }
    });
  });

  // Any other path under /uploads (`/uploads//tmp/x`, `/uploads/a/b`) is a missing upload too, not Express's HTML page.
  router.use('/uploads', (_req, res) => notFound(res));

  return router;
}
