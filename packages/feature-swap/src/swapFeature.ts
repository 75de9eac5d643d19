import type { Feature } from '@gangway/core'
import {
  array,
  CaipNetworkIdSchema,
  chain,
  checkOptions,
  durationMs,
  optional,
  record,
  string,
  type,
} from '@gangway/core/internal'

/** Options of `swapFeature`. */
export type SwapFeatureOptions = {
  /**
   * CAIP-2 ids of the networks to offer swaps on (e.g. `['eip155:1']`); default every configured
   * network the data API's convert service supports (`GET /v1/supported-chains`).
   */
  networks?: readonly string[]
  /**
   * The provider's fee as a percent of the amount swapped, shown on the Swap view: default
   * `'0.3'`, Uniswap V2's pool fee (the devstack's provider).
   */
  providerFeePercent?: string
  /** How often a shown quote is refreshed, in ms; default 10 000. For tests. */
  quoteRefreshMs?: number
  /**
   * More swap routers per CAIP-2 network (`{ 'eip155:8453': ['0x…'] }`), added to the built-in
   * list (1inch's AggregationRouter V6 on the chains 1inch serves). Swap approves only a listed
   * router as the spender, and sends a built swap only when it calls a listed router; anything
   * else is refused and nothing is sent. List only contracts you trust with the visitor's tokens.
   */
  routers?: Readonly<Record<string, readonly string[]>>
}

/**
 * The Swap feature's descriptor: pass it in config to get a Swap entry on the Account view and
 * the Swap, SwapSelectToken and SwapPreview views. Only this object is in the host's initial
 * bundle: the entry and the views are declared as data (the entry shows where the adapter has the
 * `sendTransaction` capability) and the code loads with `import()` when Swap first opens.
 *
 * A host opens Swap with arguments (checked by Swap; what it cannot use is ignored and logged):
 * `modal.open({ view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'TUSD', amount: '0.1' } })`.
 *
 * @throws ConfigError when an option is wrong, e.g. `swapFeature: networks.0: Invalid input:
 * expected a CAIP-2 network id such as "eip155:1", received "base"`.
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { swapFeature } from '@gangway/feature-swap'
 * const modal = createModal({ projectId, networks, adapters, features: { swap: swapFeature() } })
 */
/* @__NO_SIDE_EFFECTS__ */
export function swapFeature(
  options: SwapFeatureOptions = {},
): Feature<SwapFeatureOptions> & { id: 'swap' } {
  checkOptions('swapFeature', options, {
    networks: optional(array(chain(string, CaipNetworkIdSchema))),
    providerFeePercent: optional(
      type(
        'a percent as a string such as "0.3"',
        (v) => typeof v === 'string' && /^\d+(\.\d+)?$/.test(v),
      ),
    ),
    quoteRefreshMs: optional(durationMs),
    routers: optional(
      record(
        array(
          type(
            'a contract address 0x…',
            (v) => typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v),
          ),
        ),
        CaipNetworkIdSchema,
      ),
    ),
  })
  return {
    id: 'swap',
    options,
    provides: {
      views: [
        { name: 'Swap', title: 'Swap' },
        { name: 'SwapSelectToken', title: 'Select token' },
        { name: 'SwapPreview', title: 'Review swap' },
      ],
      // The convert service speaks EVM (token contracts, allowance and approve, gas prices): the
      // entry is for EVM accounts; which EVM chains comes from config and the service.
      actions: [
        {
          id: 'swap',
          label: 'Swap',
          view: 'Swap',
          order: 2,
          namespaces: ['eip155'],
          requires: 'sendTransaction',
          // Two arrows, one each way.
          icon: 'M4 8h16m-4-4 4 4-4 4m4 4H4m4-4-4 4 4 4',
        },
      ],
    },
    load: () => import('./swap/module.js'),
    messages: (locale) => import('./locales/index.js').then((m) => m.load(locale)),
    loadOn: 'use',
  }
}

/**
 * This feature's views, for a host's `open({ view })` (core's `FeatureViewNames`), and its
 * messages, for a host's typed `messages` overrides (core's `MessageCatalogues`): declared here,
 * where a host's types reach (a type-only import, nothing of the catalogue in the descriptor).
 */
declare module '@gangway/core' {
  interface FeatureViewNames {
    Swap: true
    SwapSelectToken: true
    SwapPreview: true
  }
  interface MessageCatalogues {
    swap: typeof import('./messages.js').swapMessages
  }
}
