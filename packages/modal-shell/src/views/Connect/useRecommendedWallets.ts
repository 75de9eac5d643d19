import { useContext, useEffect, useState } from 'react'
import { WarmUp } from '../../context/WarmUp.js'
import { type Engine, engineMemo, forgetMemo, type WalletListEntry } from '../../internal/core.js'
import { serviceClients } from '../../internal/loadServiceClients.js'
import { afterPaint } from '../../utils/afterPaint.js'
import { errorText } from '../../utils/errorText.js'

const KEY = 'shell/recommendedWallets'

/**
 * The wallets Connect recommends (core's `fetchRecommendedWallets`: featured first, 4 in all),
 * asked once per modal and kept; undefined until they arrive. A failure is logged and asked
 * again on the next show. Nothing is fetched in the hidden warm-up render (the client's code
 * loads after the first open paints).
 */
export function useRecommendedWallets(engine: Engine): readonly WalletListEntry[] | undefined {
  const warm = useContext(WarmUp)
  const [wallets, setWallets] = useState<readonly WalletListEntry[]>()
  useEffect(() => {
    if (warm) return
    let live = true
    // Asked once the open has painted: the list arrives after the first paint of Connect anyway,
    // and its code and request do not hold that paint up.
    const cancel = afterPaint(() => {
      const promise = engineMemo(engine, KEY, () => {
        const loading = serviceClients.load().then((m) => m.fetchRecommendedWallets(engine))
        loading.catch((error: unknown) => {
          forgetMemo(engine, KEY)
          engine.logger.warn('Recommended wallets not loaded', errorText(error))
        })
        return loading
      })
      // A failure leaves it undefined: nothing to recommend, and no re-render to show nothing.
      promise.then(
        (list) => live && setWallets(list),
        () => {},
      )
    })
    return () => {
      live = false
      cancel()
    }
  }, [engine, warm])
  return wallets
}
