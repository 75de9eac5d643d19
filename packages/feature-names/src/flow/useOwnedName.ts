import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import type { Engine } from '../internal/core.js'
import { isOwnZone, lookupAddressNames } from '../service/nameService.js'
import type { NamesRuntime } from '../state.js'

/**
 * The account's own name in our zones (the primary and the legacy one both count), from the
 * reverse lookup (spec §7 `GET /v1/profile/reverse/{address}`), looked up while the view shows.
 * A failed lookup is logged and leaves it unknown (registration stays possible: the service is
 * the judge).
 */
export function useOwnedName(engine: Engine, runtime: NamesRuntime, address: string | undefined) {
  const owned = useStore(runtime.$owned)
  useEffect(() => {
    if (!address) return
    const key = address.toLowerCase()
    if (runtime.$owned.get()?.address === key) return
    const controller = new AbortController()
    lookupAddressNames(engine, address, controller.signal).then(
      (profiles) => {
        if (controller.signal.aborted) return
        const own = profiles.find((p) => isOwnZone(p.name))
        runtime.$owned.set({ address: key, name: own?.name ?? null })
      },
      (error: unknown) => {
        if (!controller.signal.aborted) engine.logger.warn('names: reverse lookup failed', error)
      },
    )
    return () => controller.abort()
  }, [engine, runtime, address])
  return owned && address && owned.address === address.toLowerCase() ? owned.name : undefined
}
