import type { Engine } from '../../engine/types.js'
import { loadEntry, type ServiceImage, scheduleEvict } from './imageCache.js'

/** A held image: its object URL once loaded, and how to let it go. */
export type AcquiredImage = {
  /** The `blob:` URL; rejects when the image cannot be loaded (show a placeholder). */
  url: Promise<string>
  /** The URL at once when the image is already loaded (no placeholder flash), else undefined. */
  loaded: string | undefined
  /** Call once when the image is no longer shown; unused URLs are revoked (spec §7). */
  release(): void
}

/**
 * Loads an image of the wallet-list service as a blob and holds its object URL (spec §7:
 * `/getWalletImage/{id}`, `/public/getAssetImage/{id}`, `/public/getCurrencyImage/{id}`,
 * `/public/getTokenImage/{id}`). Images are shared and reference counted per engine: the same
 * image is fetched once, and object URLs nobody holds are revoked (the most recent 120 unused
 * ones are kept for tiles that scroll back into view; the rest are revoked in one batch a second
 * after the last change, so scrolling frames never pay for it).
 *
 * @param engine The Gangway engine.
 * @param image The kind of image and its id (a wallet's `image_id`).
 * @returns The URL promise and a `release` function.
 * @example
 * import { acquireImage } from '@gangway/core/services'
 * const image = acquireImage(engine, { kind: 'wallet', id: wallet.image_id })
 * image.url.then((src) => { img.src = src }, () => showPlaceholder())
 * // later: image.release()
 */
export function acquireImage(engine: Engine, image: ServiceImage): AcquiredImage {
  const entry = loadEntry(engine, image)
  entry.refs++
  let released = false
  return {
    url: entry.promise,
    loaded: entry.url,
    release() {
      if (released) return
      released = true
      entry.refs--
      scheduleEvict(engine)
    },
  }
}
