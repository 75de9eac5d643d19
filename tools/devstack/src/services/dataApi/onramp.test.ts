import { createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartDevChainReturnType, startDevChain } from '../../chain/startDevChain.js'
import { type CreateDataApiReturnType, createDataApi } from './createDataApi.js'

let devChain: StartDevChainReturnType
let api: CreateDataApiReturnType

beforeAll(async () => {
  devChain = await startDevChain()
  api = createDataApi({ chains: devChain.chains, switch: () => ({ mode: 'ok', delayMs: 0 }) })
})
afterAll(async () => {
  await api?.stop()
  await devChain?.stop()
})

async function call(path: string, body?: unknown) {
  const init = body
    ? {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }
    : {}
  const response = await api.handle(
    new Request(`http://127.0.0.1/api${path}?projectId=onramp-test`, init),
    path,
  )
  return { status: response!.status, body: await response!.json() }
}

describe('the on-ramp (spec §7 onramp calls, §9 limits)', () => {
  it('options: USD and EUR with card 10.00–7500.00 and bank 10.00–25000.00', async () => {
    const { body } = await call('/v1/onramp/options')
    const usd = body.paymentCurrencies.find((c: { id: string }) => c.id === 'USD')
    expect(usd.limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
    ])
    expect(body.paymentCurrencies.map((c: { id: string }) => c.id)).toContain('EUR')
    expect(body.purchaseCurrencies[0].symbol).toBe('ETH')
  })

  it('quote: fees and the ETH a fiat amount buys; under the minimum refused', async () => {
    const quote = await call('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
    })
    expect(quote.status).toBe(200)
    expect(quote.body.paymentTotal).toEqual({ value: '100.00', currency: 'USD' })
    expect(quote.body.coinbaseFee).toEqual({ value: '1.50', currency: 'USD' })
    expect(Number(quote.body.purchaseAmount.value)).toBeGreaterThan(0)
    const low = await call('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '5',
      network: 'ethereum',
    })
    expect(low.status).toBe(400)
  })

  it('the provider page, on its own origin: paying sends the ETH on the chain and redirects back', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const { body } = await call('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['ETH'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: buyer,
      defaultExperience: 'buy',
      presetFiatAmount: 100,
    })
    const page = new URL(body.url)
    expect(page.origin).not.toBe('http://127.0.0.1')
    page.searchParams.set('redirectUrl', 'http://127.0.0.1:9/return')
    const html = await (await fetch(page)).text()
    const eth = /id="crypto">([0-9.]+) ETH/.exec(html)![1]!
    const paid = await fetch(`${page.origin}${page.pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    const back = new URL(paid.headers.get('location')!)
    expect(back.origin).toBe('http://127.0.0.1:9')
    expect(back.searchParams.get('status')).toBe('success')
    const client = createPublicClient({ transport: http(devChain.chains[0]!.rpcUrl) })
    expect(await client.getBalance({ address: buyer })).toBe(parseEther(eth))

    const declined = await fetch(`${page.origin}${page.pathname}/fail`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(new URL(declined.headers.get('location')!).searchParams.get('status')).toBe('failed')
  })
})
