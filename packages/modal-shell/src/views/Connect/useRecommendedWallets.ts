import { useContext, useEffect, useState } from 'react'
import { WarmUp } from '../../context/WarmUp.js'
import { type Engine, fetchRecommendedWallets, type WalletListEntry } from '../../internal/core.js'
import { errorText } from '../../utils/errorText.js'

const cache = new WeakMap<Engine, Promise<WalletListEntry[]>>()

/**
 * The wallets Connect recommends (core's `fetchRecommendedWallets`: featured first, 4 in all),
 * asked once per modal and kept; a failure is logged and asked again on the next show. Nothing
 * is fetched in the hidden warm-up render.
 */
export function useRecommendedWallets(engine: Engine): readonly WalletListEntry[] | undefined {
  const warm = useContext(WarmUp)
  const [wallets, setWallets] = useState<readonly WalletListEntry[]>()
  useEffect(() => {
    if (warm) return
    let promise = cache.get(engine)
    if (!promise) {
      promise = fetchRecommendedWallets(engine)
      cache.set(engine, promise)
      promise.catch((error: unknown) => {
        cache.delete(engine)
        engine.logger.warn('Recommended wallets not loaded', errorText(error))
      })
    }
    let live = true
    promise.then(
      (list) => live && setWallets(list),
      () => live && setWallets([]),
    )
    return () => {
      live = false
    }
  }, [engine, warm])
  return wallets
}
