import type { Engine } from '../engine/types.js'
import type { PairingRequest } from '../types.js'
import { loadFeature } from './loadFeature.js'

/**
 * The requests every feature adds to one new remote-wallet pairing (`ctx.pairingRequests`).
 * Features that declare `provides.pairingRequests` are loaded first, so a pairing proposed before
 * the modal's first open still carries theirs. A feature that fails to load, or a builder that
 * throws, is logged and left out: the pairing goes on without its requests.
 *
 * @example
 * const extras = await buildPairingRequests(engine)
 * const authentication = extras.flatMap((e) => e.requests.authentication ?? [])
 */
export async function buildPairingRequests(engine: Engine): Promise<PairingRequest[]> {
  await Promise.all(
    Object.entries(engine.config.features)
      .filter(([, feature]) => feature.provides?.pairingRequests)
      .map(([id]) => loadFeature(engine, id).catch(() => {})),
  )
  const built = await Promise.all(
    [...engine._internal.pairingRequests].map(async (build) => {
      try {
        return await build()
      } catch (error) {
        engine.logger.error('A pairing request failed', error)
        return undefined
      }
    }),
  )
  return built.filter((request): request is PairingRequest => request !== undefined)
}
