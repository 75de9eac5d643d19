import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { debounceTask, type Engine } from '../../internal/core.js'
import { fetchOnrampOptions, fetchOnrampQuote, networkName } from '../../service/onrampService.js'
import type { OnrampRuntime } from '../../state.js'

/**
 * Loads the options for the visitor's country (or the fallbacks) once, and a quote 300 ms after
 * the amount settles. Without a country the service can quote nothing: the quote is `undefined`
 * at once ('No quote right now'), no request made.
 */
export function useOnrampData(
  engine: Engine,
  runtime: OnrampRuntime,
  request: { amount: number | undefined; paymentMethod: string },
) {
  const loaded = useStore(runtime.$options)
  const fiat = useStore(runtime.$fiat)
  const asset = useStore(runtime.$asset)
  const network = useStore(engine.$activeNetwork)
  const quote = useStore(runtime.$quote)
  const chainId = network ? String(network.id) : ''
  const symbol = asset ?? network?.nativeCurrency.symbol ?? 'ETH'
  const { country, subdivision } = runtime
  useEffect(() => {
    if (runtime.$options.get() || !network) return
    let live = true
    void fetchOnrampOptions(engine, {
      nativeSymbol: network.nativeCurrency.symbol,
      chainId: String(network.id),
      country,
      subdivision,
    }).then((result) => {
      if (live) runtime.$options.set(result)
    })
    return () => {
      live = false
    }
  }, [engine, runtime, network, country, subdivision])
  const { amount, paymentMethod } = request
  const key = `${symbol}|${fiat}|${amount}|${chainId}|${paymentMethod}`
  useEffect(() => {
    if (!loaded || amount === undefined || runtime.$quote.get()?.key === key) return
    if (!country) {
      runtime.$quote.set({ key, quote: undefined })
      return
    }
    return debounceTask((signal) => {
      void fetchOnrampQuote(
        engine,
        {
          purchaseCurrency: symbol,
          purchaseNetwork: networkName(loaded.options, symbol, chainId),
          paymentAmount: String(amount),
          paymentCurrency: fiat,
          paymentMethod,
          country,
          subdivision,
        },
        signal,
      ).then((result) => {
        if (!signal.aborted) runtime.$quote.set({ key, quote: result })
      })
    }, 300)
  }, [
    engine,
    runtime,
    loaded,
    key,
    symbol,
    fiat,
    amount,
    chainId,
    paymentMethod,
    country,
    subdivision,
  ])
  return { loaded, quote: quote?.key === key ? quote : undefined, symbol }
}
