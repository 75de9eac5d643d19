import type { Engine } from '../../engine/types.js'
import { evictIdle } from './imageCache.js'

/**
 * Revokes the object URLs of every image nobody holds (call when the wallet list closes);
 * held images stay.
 *
 * @param engine The Gangway engine.
 * @example
 * import { releaseIdleImages } from '@gangway/core/services'
 * useEffect(() => () => releaseIdleImages(engine), [engine])
 */
export function releaseIdleImages(engine: Engine): void {
  evictIdle(engine, 0)
}
