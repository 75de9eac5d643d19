import { atom, type WritableAtom } from 'nanostores'
import { resolveCountry } from './flow/resolveCountry.js'
import { createFeatureSlot, type Engine } from './internal/core.js'
import type { OnRampExchange, OnRampProvider, OnrampFeatureOptions } from './onrampFeature.js'
import type { OnrampOptions, OnrampQuote } from './service/onrampService.js'

/** Where a purchase is (BuyInProgress shows it). */
type PurchaseState = {
  provider: OnRampProvider
  status: 'opening' | 'waiting' | 'success' | 'failed' | 'abandoned'
  /** The provider's page, once known (the Copy link button). */
  url: string | undefined
}

/** The on-ramp state of one engine (two modals on a page never share it). @internal */
export type OnrampRuntime = {
  providers: readonly OnRampProvider[]
  exchanges: readonly OnRampExchange[]
  returnUrl: string | undefined
  receiveView: string
  /** The visitor's country and subdivision for the service (`undefined`: not known). */
  country: string | undefined
  subdivision: string | undefined
  $options: WritableAtom<{ options: OnrampOptions; fallback: boolean } | undefined>
  $amount: WritableAtom<string>
  $fiat: WritableAtom<string>
  $asset: WritableAtom<string | undefined>
  $quote: WritableAtom<{ key: string; quote: OnrampQuote | undefined } | undefined>
  $purchase: WritableAtom<PurchaseState | undefined>
  $error: WritableAtom<string | undefined>
  /** Stops watching the provider's window. */
  stopWatch: (() => void) | undefined
}

const DEFAULT_PROVIDERS: readonly OnRampProvider[] = [
  // No fee range: the view shows the spec's default, `defaultFeeRange`, in the locale shown.
  { id: 'coinbase', label: 'Coinbase', url: 'generator' },
]

/** The engine's on-ramp state: `onrampState.get(engine)` in the views, set by `register`. */
export const onrampState = createFeatureSlot<OnrampRuntime>('onramp')

/** @internal */
export function createRuntime(
  engine: Engine,
  options: OnrampFeatureOptions,
  warn: (message: string) => void = () => {},
): OnrampRuntime {
  const country = resolveCountry(options.country, globalThis.navigator?.languages)
  if (options.country !== undefined && !country)
    warn(`onramp: country "${options.country}" is not an ISO 3166-1 alpha-2 code; fallback limits`)
  const subdivision =
    options.subdivision && /^[A-Za-z0-9]{2}$/.test(options.subdivision)
      ? options.subdivision.toUpperCase()
      : undefined
  return onrampState.set(engine, {
    providers: options.providers ?? DEFAULT_PROVIDERS,
    exchanges: options.exchanges ?? [],
    returnUrl: options.returnUrl,
    receiveView: options.receiveView ?? 'WalletReceive',
    country,
    subdivision: country ? subdivision : undefined,
    $options: atom(undefined),
    $amount: atom('100'),
    $fiat: atom('USD'),
    $asset: atom(undefined),
    $quote: atom(undefined),
    $purchase: atom(undefined),
    $error: atom(undefined),
    stopWatch: undefined,
  })
}

/** @internal Drops the engine's on-ramp state; a watched provider window is let go. */
export function dropRuntime(engine: Engine): void {
  onrampState.drop(engine)?.stopWatch?.()
}
