import * as v from 'valibot'
import { FALLBACK_FIAT, FALLBACK_LIMITS } from '../constants.js'
import { type Engine, getServiceClients } from '../internal/core.js'

// Wire schemas of the blockchain API's on-ramp routes, as its server serialises them
// (reown-com/blockchain-api `src/handlers/onramp/options.rs`, `quotes.rs`,
// `src/handlers/generators/onrampurl.rs`; Coinbase behind them). Every answer is untrusted:
// parsed, texts only. The lists are long on the real service (every asset Coinbase sells, on
// every network): one entry we cannot read is dropped, never the whole answer.
const TEXT = v.pipe(v.string(), v.maxLength(100))
const DECIMAL = v.pipe(v.string(), v.regex(/^\d{1,12}(\.\d{1,18})?$/))

/** An array whose entries that do not fit `entry` are dropped (at most `max` kept). */
const listOf = <T extends v.GenericSchema>(entry: T, max: number) =>
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((item) => {
        const result = v.safeParse(entry, item)
        return result.success ? [result.output as v.InferOutput<T>] : []
      }),
    ),
    v.transform((items) => items.slice(0, max)),
  )

const LimitSchema = v.object({ id: TEXT, min: DECIMAL, max: DECIMAL })
// `PurchaseCurrencyNetwork`: four Strings, never null; `chainId` is the chain's id as a decimal
// string for EVM networks (other networks carry their own, so it is only matched, not read).
const NetworkSchema = v.object({
  name: TEXT,
  displayName: TEXT,
  contractAddress: TEXT,
  chainId: TEXT,
})
/** `GET /v1/onramp/buy/options` (`OnRampBuyOptionsResponse`). */
export const OnrampOptionsSchema = v.object({
  paymentCurrencies: listOf(
    v.object({
      id: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
      limits: listOf(LimitSchema, 20),
    }),
    200,
  ),
  purchaseCurrencies: listOf(
    v.object({
      id: TEXT,
      name: TEXT,
      symbol: v.pipe(v.string(), v.regex(/^[A-Za-z0-9.]{1,12}$/)),
      networks: listOf(NetworkSchema, 50),
    }),
    2000,
  ),
})
const Money = v.object({ value: DECIMAL, currency: TEXT })
/** `GET /v1/onramp/buy/quotes` (`OnRampBuyQuotesResponse`). */
export const OnrampQuoteSchema = v.object({
  paymentTotal: Money,
  paymentSubTotal: Money,
  purchaseAmount: Money,
  coinbaseFee: Money,
  networkFee: Money,
  quoteId: TEXT,
})
/** `POST /v1/generators/onrampurl` (`OnRampURLResponse`). */
export const OnrampUrlSchema = v.object({
  url: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//)),
})

/** What can be bought with what, in the visitor's country. */
export type OnrampOptions = v.InferOutput<typeof OnrampOptionsSchema>
/** A quote for one purchase. */
export type OnrampQuote = v.InferOutput<typeof OnrampQuoteSchema>

/** The network names the on-ramp service uses, when its options do not list the chain. */
const NETWORK_NAMES: Record<string, string> = { '1': 'ethereum', '8453': 'base' }

/**
 * Spec §9 fallbacks: USD and EUR with card 10.00–7500.00 and bank account 10.00–25000.00, and the
 * network's native currency to buy.
 */
export function fallbackOptions(nativeSymbol: string, chainId: string): OnrampOptions {
  const name = NETWORK_NAMES[chainId] ?? chainId
  return {
    paymentCurrencies: FALLBACK_FIAT.map((id) => ({
      id,
      limits: FALLBACK_LIMITS.map((l) => ({ ...l })),
    })),
    purchaseCurrencies: [
      {
        id: nativeSymbol,
        name: nativeSymbol,
        symbol: nativeSymbol,
        networks: [{ name, displayName: name, contractAddress: '', chainId }],
      },
    ],
  }
}

/** Where the visitor buys from: the service's `country` (ISO 3166-1 alpha-2) and `subdivision`. */
type OnrampRegion = { country: string | undefined; subdivision?: string | undefined }

/**
 * The service's options for the visitor's country (`GET /v1/onramp/buy/options?country`), or the
 * spec's fallbacks (`fallback: true`) when the country is unknown (the service requires it) or
 * the service does not answer.
 */
export async function fetchOnrampOptions(
  engine: Engine,
  params: { nativeSymbol: string; chainId: string } & OnrampRegion,
): Promise<{ options: OnrampOptions; fallback: boolean }> {
  if (params.country)
    try {
      const options = await getServiceClients(engine).api.get('/v1/onramp/buy/options', {
        query: { country: params.country, subdivision: params.subdivision },
        schema: OnrampOptionsSchema,
      })
      if (options.paymentCurrencies.length > 0 && options.purchaseCurrencies.length > 0)
        return { options, fallback: false }
    } catch (error) {
      engine.logger.warn('onramp: options unavailable, using the fallbacks', error)
    }
  return { options: fallbackOptions(params.nativeSymbol, params.chainId), fallback: true }
}

/** The currencies that can be bought on a chain (its network listed), in the service's order. */
export function purchasableOn(options: OnrampOptions, chainId: string) {
  return options.purchaseCurrencies.filter((c) => c.networks.some((n) => n.chainId === chainId))
}

/** The service's network name of a chain (from its options, else the known names). */
export function networkName(options: OnrampOptions, symbol: string, chainId: string): string {
  const currency = options.purchaseCurrencies.find((c) => c.symbol === symbol)
  return (
    currency?.networks.find((n) => n.chainId === chainId)?.name ?? NETWORK_NAMES[chainId] ?? chainId
  )
}

/** What a quote is asked for (`OnRampBuyQuotesParams`, all sent in the query). */
type OnrampQuoteParameters = {
  /** The asset's symbol (`'ETH'`). */
  purchaseCurrency: string
  /** The service's network name (`'ethereum'`). */
  purchaseNetwork: string
  /** The fiat amount, a decimal string. */
  paymentAmount: string
  paymentCurrency: string
  /** Coinbase's payment method (`'CARD'`, `'ACH_BANK_ACCOUNT'`). */
  paymentMethod: string
  country: string
  subdivision?: string | undefined
}

/**
 * A quote (`GET /v1/onramp/buy/quotes`), or `undefined` when the service cannot give one (the
 * view says so; buying still works).
 */
export async function fetchOnrampQuote(
  engine: Engine,
  params: OnrampQuoteParameters,
  signal?: AbortSignal,
): Promise<OnrampQuote | undefined> {
  try {
    return await getServiceClients(engine).api.get('/v1/onramp/buy/quotes', {
      query: { ...params },
      schema: OnrampQuoteSchema,
      ...(signal ? { signal } : {}),
    })
  } catch (error) {
    if (!signal?.aborted) engine.logger.warn('onramp: quote unavailable', error)
    return undefined
  }
}

/** What the generator needs (`OnRampURLRequest`). */
export type OnrampUrlParameters = {
  address: string
  network: string
  asset: string
  /** Whole units of the fiat currency: the service's `presetFiatAmount` is a `usize`. */
  fiatAmount: number
}

/**
 * The provider URL the service generates (`POST /v1/generators/onrampurl`), or `undefined` when
 * it cannot. The service reads `presetFiatAmount` as an unsigned integer and refuses anything else
 * with a 400, so only a whole amount is sent (and none at all otherwise).
 */
export async function generateOnrampUrl(
  engine: Engine,
  params: OnrampUrlParameters,
): Promise<string | undefined> {
  try {
    const { url } = await getServiceClients(engine).api.post('/v1/generators/onrampurl', {
      body: {
        destinationWallets: [
          { address: params.address, blockchains: [params.network], assets: [params.asset] },
        ],
        defaultNetwork: params.network,
        partnerUserId: params.address,
        defaultExperience: 'buy',
        ...(Number.isSafeInteger(params.fiatAmount) && params.fiatAmount >= 0
          ? { presetFiatAmount: params.fiatAmount }
          : {}),
      },
      schema: OnrampUrlSchema,
    })
    return url
  } catch (error) {
    engine.logger.warn('onramp: the URL generator failed', error)
    return undefined
  }
}
