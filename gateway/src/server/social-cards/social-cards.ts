import { pageOfSocialCard, SOCIAL_CARD_PREFIX, socialCardVersion, type SocialCardText } from '@consultancy/domain';
import { Router, type Request, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import { recordSocialCard, requestIdOf, requestLogger } from '../../infra/observability';
import type { Services } from '../../services';
import { drawCard } from './card-drawing';
import { cardTextReader, type CardSiteReader } from './card-text';

/** Memory the drawn cards may hold (a card is 20 to 60 kB): the least recently sent go first. */
const KEPT_BYTES = 32 * 1024 * 1024;

/** A card at its current version never changes: its URL changes with its text. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An old or missing ?v= gets the current card, kept briefly: the page naming it will soon name the new one. */
const CURRENT = 'public, max-age=300';

interface SocialCardOptions {
  /** Draws a card; tests hand one that fails. */
  draw?: (text: SocialCardText) => Promise<Buffer>;
}

/** What one drawing request carries into the cache's fetch: the text, and whether this request drew. */
type DrawContext = { text: SocialCardText; drew: boolean };

/**
 * GET /social-cards/{page path}.png?v={version}: the 1200×630 card of a public
 * page, drawn from what the data says the page shows (never from the URL's
 * words), once per version of its text: kept in memory, and concurrent first
 * requests wait for the one drawing.
 */
export function socialCards(services: Pick<Services, 'dataSource' | 'collections'>, site: CardSiteReader, options: SocialCardOptions = {}): Router {
  const draw = options.draw ?? drawCard;
  const textOf = cardTextReader(services, site);
  const kept = new LRUCache<string, Buffer, DrawContext>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (png) => png.length,
    fetchMethod: async (_key, _stale, { context }) => {
      context.drew = true;
      return draw(context.text);
    },
  });

  const router = Router();
  router.get(new RegExp(`^${SOCIAL_CARD_PREFIX}/`), async (request, response, next) => {
    const page = pageOfSocialCard(request.path);
    const text = page ? await textOf(page) : null;
    if (!text) return notFound(request, response);
    const version = socialCardVersion(text);
    const context: DrawContext = { text, drew: false };
    let png: Buffer | undefined;
    try {
      png = await kept.fetch(JSON.stringify(text), { context });
    } catch (error) {
      requestLogger(request).error({ err: error, page }, 'drawing a social card failed');
    }
    if (!png) return fallBack(request, response, site).catch(next);
    recordSocialCard(context.drew ? 'drawn' : 'kept');
    response
      .type('png')
      .set('Cache-Control', request.query.v === version ? IMMUTABLE : CURRENT)
      .send(png);
  });
  return router;
}

function notFound(request: Request, response: Response): void {
  response.status(404).json({ success: false, message: 'No public page has this card', requestId: requestIdOf(request) });
}

/** A card that cannot be drawn: the site's default social image when there is one, else a 404 (never an error page). */
async function fallBack(request: Request, response: Response, site: CardSiteReader): Promise<void> {
  const { defaultSocialImage } = await site();
  if (defaultSocialImage) {
    response.set('Cache-Control', 'no-store').redirect(302, defaultSocialImage);
    return;
  }
  response.status(404).json({ success: false, message: 'This card cannot be drawn now', requestId: requestIdOf(request) });
}
