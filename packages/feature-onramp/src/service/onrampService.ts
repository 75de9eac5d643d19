import * as v from 'valibot'
import { FALLBACK_FIAT, FALLBACK_LIMITS } from '../constants.js'
import { type Engine, getServiceClients } from '../internal/core.js'

// Wire schemas of the on-ramp calls (spec §7). Every answer is untrusted: parsed, texts only.
const TEXT = v.pipe(v.string(), v.maxLength(100))
const DECIMAL = v.pipe(v.string(), v.regex(/^\d{1,12}(\.\d{1,18})?$/))
const LimitSchema = v.object({ id: TEXT, min: DECIMAL, max: DECIMAL })
const OptionsSchema = v.object({
  paymentCurrencies: v.pipe(
    v.array(
      v.object({ id: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), limits: v.array(LimitSchema) }),
    ),
    v.maxLength(200),
  ),
  purchaseCurrencies: v.pipe(
    v.array(
      v.object({
        id: TEXT,
        name: TEXT,
        symbol: v.pipe(v.string(), v.regex(/^[A-Za-z0-9.]{1,12}$/)),
        networks: v.array(v.object({ name: TEXT, chain_id: v.pipe(v.string(), v.regex(/^\d+$/)) })),
      }),
    ),
    v.maxLength(500),
  ),
})
const Money = v.object({ value: DECIMAL, currency: TEXT })
const QuoteSchema = v.object({
  paymentTotal: Money,
  paymentSubtotal: Money,
  purchaseAmount: Money,
  coinbaseFee: Money,
  networkFee: Money,
})
const UrlSchema = v.object({ url: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//)) })

/** What can be bought with what (spec §7 `GET /v1/onramp/options`). */
export type OnrampOptions = v.InferOutput<typeof OptionsSchema>
/** A quote (spec §7 `POST /v1/onramp/quote`). */
export type OnrampQuote = v.InferOutput<typeof QuoteSchema>

/** The network names the on-ramp service uses, when its options do not list the chain. */
const NETWORK_NAMES: Record<string, string> = { '1': 'ethereum', '8453': 'base' }

/**
 * Spec §9 fallbacks: USD and EUR with card 10.00–7500.00 and bank account 10.00–25000.00, and the
 * network's native currency to buy.
 */
export function fallbackOptions(nativeSymbol: string, chainId: string): OnrampOptions {
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
        networks: [{ name: NETWORK_NAMES[chainId] ?? chainId, chain_id: chainId }],
      },
    ],
  }
}

/** The service's options, or the spec's fallbacks (`fallback: true`) when it does not answer. */
export async function fetchOnrampOptions(
  engine: Engine,
  params: { nativeSymbol: string; chainId: string },
): Promise<{ options: OnrampOptions; fallback: boolean }> {
  try {
    const options = await getServiceClients(engine).api.get('/v1/onramp/options', {
      schema: OptionsSchema,
    })
    if (options.paymentCurrencies.length > 0 && options.purchaseCurrencies.length > 0)
      return { options, fallback: false }
  } catch (error) {
    engine.logger.warn('onramp: options unavailable, using the fallbacks', error)
  }
  return { options: fallbackOptions(params.nativeSymbol, params.chainId), fallback: true }
}

/** The service's network name of a chain (from its options, else the known names). */
export function networkName(options: OnrampOptions, symbol: string, chainId: string): string {
  const currency = options.purchaseCurrencies.find((c) => c.symbol === symbol)
  return (
    currency?.networks.find((n) => n.chain_id === chainId)?.name ??
    NETWORK_NAMES[chainId] ??
    chainId
  )
}

/** A quote, or `undefined` when the service cannot give one (the view says so; buying still works). */
export async function fetchOnrampQuote(
  engine: Engine,
  params: { purchaseCurrency: string; paymentCurrency: string; amount: string; network: string },
  signal?: AbortSignal,
): Promise<OnrampQuote | undefined> {
  try {
    return await getServiceClients(engine).api.post('/v1/onramp/quote', {
      body: params,
      schema: QuoteSchema,
      ...(signal ? { signal } : {}),
    })
  } catch (error) {
    if (!signal?.aborted) engine.logger.warn('onramp: quote unavailable', error)
    return undefined
  }
}

/** What the generator needs (spec §7 `POST /v1/generators/onrampurl`). */
export type OnrampUrlParameters = {
  address: string
  network: string
  asset: string
  fiatAmount: string
}

/** The provider URL the service generates, or `undefined` when it cannot. */
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
        presetCryptoAmount: undefined,
        presetFiatAmount: Number(params.fiatAmount),
      },
      schema: UrlSchema,
    })
    return url
  } catch (error) {
    engine.logger.warn('onramp: the URL generator failed', error)
    return undefined
  }
}
