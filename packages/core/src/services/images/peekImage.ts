import type { Engine } from '../../engine/types.js'
import { peekEntry, type ServiceImage } from './imageCache.js'

/**
 * Looks an image up without starting a request: a view can render an image already loaded
 * (prefetched, or held elsewhere) in its first render, and defer only the ones that would fetch.
 *
 * @param engine The Gangway engine.
 * @param image The kind of image and its id.
 * @returns `undefined` when the image is neither loaded nor loading; else `{ loaded }`, the
 *   object URL once loaded (hold it with `acquireImage` while shown).
 * @example
 * import { peekImage } from '@gangway/core/services'
 * const src = peekImage(engine, { kind: 'wallet', id })?.loaded
 */
export function peekImage(
  engine: Engine,
  image: ServiceImage,
): { loaded: string | undefined } | undefined {
  return peekEntry(engine, image)
}
