import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import type { Engine } from '../../internal/core.js'
import { fetchOnrampOptions, fetchOnrampQuote, networkName } from '../../service/onrampService.js'
import type { OnrampRuntime } from '../../state.js'

/** Loads the options (or the fallbacks) once, and a quote 300 ms after the amount settles. */
export function useOnrampData(engine: Engine, runtime: OnrampRuntime, amountOk: boolean) {
  const loaded = useStore(runtime.$options)
  const amount = useStore(runtime.$amount)
  const fiat = useStore(runtime.$fiat)
  const asset = useStore(runtime.$asset)
  const network = useStore(engine.$activeNetwork)
  const quote = useStore(runtime.$quote)
  const chainId = network ? String(network.id) : ''
  const symbol = asset ?? network?.nativeCurrency.symbol ?? 'ETH'
  useEffect(() => {
    if (runtime.$options.get() || !network) return
    let live = true
    void fetchOnrampOptions(engine, {
      nativeSymbol: network.nativeCurrency.symbol,
      chainId: String(network.id),
    }).then((result) => {
      if (live) runtime.$options.set(result)
    })
    return () => {
      live = false
    }
  }, [engine, runtime, network])
  const key = `${symbol}|${fiat}|${amount}|${chainId}`
  useEffect(() => {
    if (!loaded || !amountOk || runtime.$quote.get()?.key === key) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      void fetchOnrampQuote(
        engine,
        {
          purchaseCurrency: symbol,
          paymentCurrency: fiat,
          amount,
          network: networkName(loaded.options, symbol, chainId),
        },
        controller.signal,
      ).then((result) => {
        if (!controller.signal.aborted) runtime.$quote.set({ key, quote: result })
      })
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [engine, runtime, loaded, amountOk, key, symbol, fiat, amount, chainId])
  return { loaded, quote: quote?.key === key ? quote : undefined, symbol }
}
