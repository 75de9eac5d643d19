import type { Feature } from '@gangway/core'
import {
  array,
  checkOptions,
  either,
  func,
  object,
  optional,
  picklist,
  string,
  type,
  UrlSchema,
} from '@gangway/core/internal'

/** What a provider's URL builder gets: the purchase the visitor set up. */
export type OnRampPurchase = {
  address: string
  /** The on-ramp service's network name (`'ethereum'`, `'base'`). */
  network: string
  chainId: string
  /** The asset to buy (`'ETH'`). */
  asset: string
  /**
   * The fiat amount in whole units (`'100'`: the service's URL generator takes integers, so the
   * amount widget takes whole amounts only), and its currency (`'USD'`).
   */
  fiatAmount: string
  fiat: string
}

/** An on-ramp provider: plain data plus a small URL builder. */
export type OnRampProvider = {
  id: string
  label: string
  /** Shown on its row; default the spec's '1-2%'. */
  feeRange?: string
  /**
   * The provider's page for a purchase: `'generator'` asks the on-ramp service
   * (`POST /v1/generators/onrampurl`); a function builds it; `undefined` (or a builder that
   * returns nothing) leaves the row disabled.
   */
  url?:
    | 'generator'
    | ((purchase: OnRampPurchase) => string | undefined | Promise<string | undefined>)
}

/** What an exchange's URL builder gets: where the visitor withdraws to. */
export type OnRampDeposit = {
  address: string
  /** The CAIP-2 network id (`'eip155:1'`). */
  caipNetworkId: string
  /** The native currency's symbol on that network (`'ETH'`). */
  asset: string
}

/**
 * An exchange the visitor can withdraw from ('Deposit from exchange'): a label and a URL builder
 * for the exchange's withdrawal page. A builder that returns nothing leaves the row disabled.
 */
export type OnRampExchange = {
  id: string
  label: string
  url: (deposit: OnRampDeposit) => string | undefined
}

/** Options of `onrampFeature`. */
export type OnrampFeatureOptions = {
  /**
   * Where the visitor buys from, ISO 3166-1 alpha-2 (`'US'`, `'DE'`): the on-ramp service needs
   * it for its options (limits, currencies) and quotes. Default: the region of the browser's
   * preferred language (`'en-GB'` → `'GB'`); with none (or an invalid code), the spec's fallback
   * limits and no quote. Pass it when the host knows better than the language.
   */
  country?: string
  /** ISO 3166-2 subdivision within `country`, two letters (`'NY'`); Coinbase asks it for the US. */
  subdivision?: string
  /** The providers offered, in order. Default: one, through the service's URL generator. */
  providers?: readonly OnRampProvider[]
  /** Where the provider's window comes back to (must be this page's origin). Default the page. */
  returnUrl?: string
  /** The Receive view FundWallet offers (a feature's); default `'WalletReceive'` when registered. */
  receiveView?: string
  /**
   * Exchanges offered by FundWallet's 'Deposit from exchange' (shown only when some are given):
   * the visitor withdraws from one to the connected address; the view watches the balance and
   * says when the deposit arrives.
   */
  exchanges?: readonly OnRampExchange[]
}

/**
 * The buy-with-fiat feature's descriptor: FundWallet (Buy crypto, Receive funds, Deposit from
 * exchange when `exchanges` are given), DepositFromExchange, OnRampProviders
 * (amount with presets, fiat and token, the quote, the providers) and BuyInProgress. Only this
 * object is in the host's initial bundle; the views load with `import()` when first shown.
 * Pair it with Send's insufficient-funds Buy: `sendFeature({ buyView: 'OnRampProviders' })`.
 *
 * @throws ConfigError when an option is wrong, e.g. `onrampFeature: providers: Expected array of
 * providers { id, label, url? } received "coinbase"`.
 * @example
 * import { onrampFeature } from '@gangway/feature-onramp'
 * const modal = createModal({ projectId, networks, adapters, features: { onramp: onrampFeature() } })
 */
/* @__NO_SIDE_EFFECTS__ */
export function onrampFeature(
  options: OnrampFeatureOptions = {},
): Feature<OnrampFeatureOptions> & { id: 'onramp' } {
  const text = optional(string)
  checkOptions('onrampFeature', options, {
    country: optional(
      type('a country code such as "US"', (v) => typeof v === 'string' && /^[a-z]{2}$/i.test(v)),
    ),
    subdivision: text,
    providers: optional(
      array(
        object(
          {
            id: string,
            label: string,
            feeRange: text,
            url: optional(either('"generator" or a function', picklist(['generator']), func)),
          },
          true,
        ),
        'array of providers { id, label, url? }',
      ),
    ),
    returnUrl: optional(UrlSchema),
    receiveView: text,
    exchanges: optional(
      array(object({ id: string, label: string, url: func }, true), 'array of { id, label, url }'),
    ),
  })
  return {
    id: 'onramp',
    options,
    provides: {
      views: [
        { name: 'FundWallet', title: 'Fund wallet' },
        { name: 'OnRampProviders', title: 'Buy crypto' },
        { name: 'BuyInProgress', title: 'Buy crypto' },
        { name: 'DepositFromExchange', title: 'Deposit from exchange' },
      ],
      actions: [
        // A plus.
        {
          id: 'fund',
          label: 'Fund',
          view: 'FundWallet',
          order: 3,
          namespaces: ['eip155'],
          icon: 'M12 5v14M5 12h14',
        },
      ],
    },
    load: () => import('./module.js'),
    messages: (locale) => import('./locales/index.js').then((m) => m.load(locale)),
    loadOn: 'use',
  }
}

/** This feature's views, for a host's `open({ view })` (core's `FeatureViewNames`). */
declare module '@gangway/core' {
  interface FeatureViewNames {
    FundWallet: true
    OnRampProviders: true
    BuyInProgress: true
    DepositFromExchange: true
  }
}
