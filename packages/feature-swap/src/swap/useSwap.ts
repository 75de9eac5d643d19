import { useEngine } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { balanceToBaseUnits, type Engine, isSmartAccount } from '../internal/core.js'
import { gasReserve, isNative } from './actions.js'
import { getSwapCheck, type SwapCheck } from './check.js'
import { getSwapStore, type SwapState } from './swapStore.js'

/** The engine, its swap state and the Swap button's check, for the Swap views. */
export function useSwap(): { engine: Engine; swap: SwapState; check: SwapCheck } {
  const engine = useEngine()
  const swap = useStore(getSwapStore(engine))
  const native = swap.tokens.find(isNative)
  // Read below through isSmartAccount: a change of account type renders again.
  useStore(engine.$accounts)
  const check = getSwapCheck(swap, {
    reserve: gasReserve(engine),
    nativeBalance: balanceToBaseUnits(native?.balance, native?.decimals ?? 18),
    native: Boolean(swap.from && isNative(swap.from)),
    smartAccount: isSmartAccount(engine, engine.$activeNamespace.get()),
  })
  return { engine, swap, check }
}
