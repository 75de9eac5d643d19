import { mainnet } from '@gangway/core/networks'
import { METAMASK } from '@gangway/testkit'
import { fakeModal } from '@gangway/testkit/devstackModal'
import { describe, expect, inject, it, vi } from 'vitest'
import { onrampFeature } from '../onrampFeature.js'
import {
  fallbackOptions,
  fetchOnrampOptions,
  fetchOnrampQuote,
  generateOnrampUrl,
  networkName,
  purchasableOn,
} from './onrampService.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

async function engineWith(api: string) {
  const { services } = inject('devstack')
  const { engine } = await fakeModal({
    projectId: 'onramp-tests',
    networks: [mainnet],
    services: { api, walletList: services.walletList, analytics: services.analytics },
    features: { onramp: onrampFeature() },
    wallet: { address: ADDRESS, balance: '1', reconnect: 'succeed', connectors: [METAMASK] },
  })
  return engine
}

/** Every request the engine makes while `run` runs: method, path, query and JSON body. */
async function recorded(run: () => Promise<unknown>) {
  const requests: { method: string; path: string; query: URLSearchParams; body: unknown }[] = []
  const real = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    requests.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
    })
    return real(input, init)
  })
  try {
    await run()
  } finally {
    spy.mockRestore()
  }
  return requests
}

const US = { nativeSymbol: 'ETH', chainId: '1', country: 'US' }
const QUOTE = {
  purchaseCurrency: 'ETH',
  purchaseNetwork: 'ethereum',
  paymentAmount: '100',
  paymentCurrency: 'USD',
  paymentMethod: 'CARD',
  country: 'US',
}

describe('the on-ramp service at the real routes, on the devstack (which answers as the server does)', () => {
  it('options: GET /v1/onramp/buy/options with the country (the dead /v1/onramp/options is not called)', async () => {
    const engine = await engineWith(inject('devstack').services.api)
    let result: Awaited<ReturnType<typeof fetchOnrampOptions>> | undefined
    const requests = await recorded(async () => {
      result = await fetchOnrampOptions(engine, { ...US, subdivision: 'NY' })
    })
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v1/onramp/buy/options'])
    expect(requests[0]!.query.get('country')).toBe('US')
    expect(requests[0]!.query.get('subdivision')).toBe('NY')
    expect(result!.fallback).toBe(false)
    expect(result!.options.paymentCurrencies.map((c) => c.id)).toContain('GBP')
    // chainId (camelCase, as the server serialises it) is what finds the network's name.
    expect(networkName(result!.options, 'ETH', '8453')).toBe('base')
    expect(purchasableOn(result!.options, '1').map((c) => c.symbol)).toEqual(['ETH'])
  })

  it('no country known: no request (the service requires one), the spec §9 fallbacks', async () => {
    const engine = await engineWith(inject('devstack').services.api)
    let result: Awaited<ReturnType<typeof fetchOnrampOptions>> | undefined
    const requests = await recorded(async () => {
      result = await fetchOnrampOptions(engine, { ...US, country: undefined })
    })
    expect(requests).toEqual([])
    expect(result).toEqual({ options: fallbackOptions('ETH', '1'), fallback: true })
  })

  it('a country the service refuses (its 503): the fallbacks', async () => {
    const engine = await engineWith(inject('devstack').services.api)
    expect(await fetchOnrampOptions(engine, { ...US, country: 'KP' })).toMatchObject({
      fallback: true,
    })
  })

  it('quote: GET /v1/onramp/buy/quotes with every parameter in the query; paymentSubTotal read', async () => {
    const engine = await engineWith(inject('devstack').services.api)
    let quote: Awaited<ReturnType<typeof fetchOnrampQuote>>
    const requests = await recorded(async () => {
      quote = await fetchOnrampQuote(engine, QUOTE)
    })
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v1/onramp/buy/quotes'])
    expect(Object.fromEntries(requests[0]!.query)).toMatchObject(QUOTE)
    expect(quote!).toMatchObject({
      paymentTotal: { value: '100.00', currency: 'USD' },
      paymentSubTotal: { value: '98.00', currency: 'USD' },
    })
  })

  it('generator: presetFiatAmount is sent as an integer (the server reads a usize) and the URL comes back', async () => {
    const engine = await engineWith(inject('devstack').services.api)
    let url: string | undefined
    const requests = await recorded(async () => {
      url = await generateOnrampUrl(engine, {
        address: ADDRESS,
        network: 'ethereum',
        asset: 'ETH',
        fiatAmount: 100,
      })
    })
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/generators/onrampurl',
      body: {
        destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'], assets: ['ETH'] }],
        partnerUserId: ADDRESS,
        defaultNetwork: 'ethereum',
        defaultExperience: 'buy',
        presetFiatAmount: 100,
      },
    })
    expect(
      Number.isInteger((requests[0]!.body as { presetFiatAmount: unknown }).presetFiatAmount),
    ).toBe(true)
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/buy\/select-asset\?sessionToken=/)
  })

  it('generator: a fractional amount is never sent (the server would answer 400)', async () => {
    const engine = await engineWith(inject('devstack').services.api)
    const requests = await recorded(async () => {
      await generateOnrampUrl(engine, {
        address: ADDRESS,
        network: 'ethereum',
        asset: 'ETH',
        fiatAmount: 10.5,
      })
    })
    expect(requests[0]!.body).not.toHaveProperty('presetFiatAmount')
  })

  it('spec §9 fallbacks when the service does not answer: USD and EUR, card 10.00–7500.00, bank 10.00–25000.00', async () => {
    const engine = await engineWith('http://127.0.0.1:9/api')
    const { options, fallback } = await fetchOnrampOptions(engine, US)
    expect(fallback).toBe(true)
    expect(options).toEqual(fallbackOptions('ETH', '1'))
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
        ],
      },
    ])
    expect(await fetchOnrampQuote(engine, QUOTE)).toBeUndefined()
  })
})

describe('descriptor', () => {
  it('declares FundWallet, OnRampProviders, BuyInProgress, DepositFromExchange and the Fund entry as data', () => {
    expect(onrampFeature()).toMatchObject({
      id: 'onramp',
      loadOn: 'use',
      provides: {
        views: [
          { name: 'FundWallet' },
          { name: 'OnRampProviders' },
          { name: 'BuyInProgress' },
          { name: 'DepositFromExchange', title: 'Deposit from exchange' },
        ],
        actions: [{ view: 'FundWallet', namespaces: ['eip155'] }],
      },
    })
  })
})
