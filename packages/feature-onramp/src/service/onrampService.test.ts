import { connect, memoryBackend } from '@gangway/core'
import { internal } from '@gangway/core/internal'
import { mainnet } from '@gangway/core/networks'
import { createModal, type GangwayModal } from '@gangway/modal-shell'
import { createFakeAdapter, METAMASK } from '@gangway/testkit'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { onrampFeature } from '../onrampFeature.js'
import {
  fallbackOptions,
  fetchOnrampOptions,
  fetchOnrampQuote,
  generateOnrampUrl,
} from './onrampService.js'

const modals: GangwayModal[] = []
afterEach(() => {
  for (const modal of modals.splice(0)) modal.destroy()
})

const ADDRESS = '0x1111111111111111111111111111111111111111'

async function engineWith(api: string) {
  const { services } = inject('devstack')
  const fake = createFakeAdapter({
    address: ADDRESS,
    balance: '1',
    reconnect: 'succeed',
    connectors: [METAMASK],
  })
  const modal = createModal(
    {
      projectId: 'onramp-tests',
      networks: [mainnet],
      adapters: [fake.adapter],
      services: { api, walletList: services.walletList, analytics: services.analytics },
      analytics: false,
      disableAppend: true,
      features: { onramp: onrampFeature() },
      logLevel: 'silent',
    },
    { storage: memoryBackend(), isMobile: () => false },
  )
  modals.push(modal)
  await connect(modal.engine, { connectorId: METAMASK.id })
  return internal(modal.engine)
}

describe('the on-ramp service (spec §7), on the devstack', () => {
  it('options and a quote from the service; a provider URL from the generator', async () => {
    const engine = await engineWith(inject('devstack').services.api)
    const { options, fallback } = await fetchOnrampOptions(engine, {
      nativeSymbol: 'ETH',
      chainId: '1',
    })
    expect(fallback).toBe(false)
    expect(options.paymentCurrencies.map((c) => c.id)).toContain('GBP')
    const quote = await fetchOnrampQuote(engine, {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
    })
    expect(quote?.paymentTotal).toEqual({ value: '100.00', currency: 'USD' })
    const url = await generateOnrampUrl(engine, {
      address: ADDRESS,
      network: 'ethereum',
      asset: 'ETH',
      fiatAmount: '100',
    })
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/buy\//)
  })

  it('spec §9 fallbacks when the service does not answer: USD and EUR, card 10.00–7500.00, bank 10.00–25000.00', async () => {
    const engine = await engineWith('http://127.0.0.1:9/api')
    const { options, fallback } = await fetchOnrampOptions(engine, {
      nativeSymbol: 'ETH',
      chainId: '1',
    })
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
    const quote = await fetchOnrampQuote(engine, {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
    })
    expect(quote).toBeUndefined()
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
