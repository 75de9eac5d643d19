import { errorMessage } from '../../engine/internal.js'
import type { Engine } from '../../engine/types.js'
import { canCreateObjectUrls, loadEntry, type ServiceImage } from './imageCache.js'

/**
 * Starts loading images before they are shown (spec §7: "First 20 wallet images per page
 * fetched"); tiles that show them later get them from the cache. The requests start after the
 * next paint, so the list that asked for them paints first. Failures are logged at debug
 * level (the tile shows its placeholder). Does nothing where object URLs cannot be made.
 *
 * @param engine The Gangway engine.
 * @param images The images to load.
 * @example
 * import { prefetchImages } from '@gangway/core/services'
 * prefetchImages(engine, wallets.slice(0, 20).map((w) => ({ kind: 'wallet', id: w.image_id })))
 */
export function prefetchImages(engine: Engine, images: readonly ServiceImage[]): void {
  if (!canCreateObjectUrls()) return
  for (const image of images) {
    loadEntry(engine, image, true).promise.catch((error: unknown) =>
      engine.logger.debug(`Image ${image.kind}:${image.id} not loaded`, errorMessage(error)),
    )
  }
}
