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

/** One request to the data API; `query` joins the projectId. A route it does not serve: 404. */
async function call(path: string, body?: unknown, query: Record<string, string> = {}) {
  const init = body
    ? {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }
    : {}
  const search = new URLSearchParams({ projectId: 'onramp-test', ...query })
  const response = await api.handle(
    new Request(`http://127.0.0.1/api${path}?${search}`, init),
    path,
  )
  if (!response) return { status: 404, type: '', body: undefined }
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    type,
    body: type.startsWith('application/json') ? await response.json() : await response.text(),
  }
}

const QUOTE = {
  purchaseCurrency: 'ETH',
  purchaseNetwork: 'ethereum',
  paymentAmount: '100',
  paymentCurrency: 'USD',
  paymentMethod: 'CARD',
  country: 'US',
}

const wallet = (address: string) => ({
  destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['ETH'] }],
  partnerUserId: address,
  defaultNetwork: 'ethereum',
  defaultExperience: 'buy',
})

/** The server's 503 for whatever Coinbase refuses (`RpcError::OnRampProviderError`). */
const REFUSED = {
  status: 503,
  type: 'application/json',
  body: {
    status: 'FAILED',
    reasons: [{ field: '', description: 'OnRamp provider is temporarily unavailable' }],
  },
}

describe("the on-ramp at the server's routes (bapi:src/lib.rs)", () => {
  it('the dead routes are gone: /v1/onramp/options and POST /v1/onramp/quote answer 404', async () => {
    expect((await call('/v1/onramp/options', undefined, { country: 'US' })).status).toBe(404)
    expect((await call('/v1/onramp/quote', QUOTE)).status).toBe(404)
  })

  it('options (bapi:src/handlers/onramp/options.rs): camelCase networks, USD and EUR with the spec limits', async () => {
    const { status, body } = await call('/v1/onramp/buy/options', undefined, { country: 'US' })
    expect(status).toBe(200)
    const usd = body.paymentCurrencies.find((c: { id: string }) => c.id === 'USD')
    expect(usd.limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
    ])
    expect(body.paymentCurrencies.map((c: { id: string }) => c.id)).toContain('EUR')
    expect(body.purchaseCurrencies[0]).toMatchObject({ symbol: 'ETH', name: 'Ether' })
    expect(body.purchaseCurrencies[0].networks).toContainEqual({
      name: 'ethereum',
      displayName: 'Ethereum',
      contractAddress: '',
      chainId: '1',
    })
  })

  it("options: no country is axum's 400 (text); one the provider refuses is the server's 503", async () => {
    expect(await call('/v1/onramp/buy/options')).toEqual({
      status: 400,
      type: 'text/plain; charset=utf-8',
      body: 'Failed to deserialize query string: missing field `country`',
    })
    for (const country of ['USA', 'us', 'KP'])
      expect(await call('/v1/onramp/buy/options', undefined, { country })).toEqual(REFUSED)
    const { status } = await call('/v1/onramp/buy/options', undefined, {
      country: 'US',
      subdivision: 'NY',
    })
    expect(status).toBe(200)
  })

  it('quotes (bapi:src/handlers/onramp/quotes.rs): a GET; paymentSubTotal and quoteId; refusals as the server words them', async () => {
    const quote = await call('/v1/onramp/buy/quotes', undefined, QUOTE)
    expect(quote.status).toBe(200)
    expect(quote.body).toMatchObject({
      paymentTotal: { value: '100.00', currency: 'USD' },
      paymentSubTotal: { value: '98.00', currency: 'USD' },
      coinbaseFee: { value: '1.50', currency: 'USD' },
      networkFee: { value: '0.50', currency: 'USD' },
      purchaseAmount: { currency: 'ETH' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(Object.keys(quote.body).sort()).toEqual([
      'coinbaseFee',
      'networkFee',
      'paymentSubTotal',
      'paymentTotal',
      'purchaseAmount',
      'quoteId',
    ])
    const { paymentMethod: _, ...noMethod } = QUOTE
    expect(await call('/v1/onramp/buy/quotes', undefined, noMethod)).toEqual({
      status: 400,
      type: 'text/plain; charset=utf-8',
      body: 'Failed to deserialize query string: missing field `paymentMethod`',
    })
    const { country: __, ...noCountry } = QUOTE
    expect((await call('/v1/onramp/buy/quotes', undefined, noCountry)).body).toBe(
      'Failed to deserialize query string: missing field `country`',
    )
    for (const wrong of [
      { paymentAmount: '5' },
      { paymentAmount: '8000' },
      { paymentMethod: 'CHEQUE' },
      { purchaseNetwork: 'solana' },
      { country: 'USA' },
    ])
      expect(await call('/v1/onramp/buy/quotes', undefined, { ...QUOTE, ...wrong })).toEqual(
        REFUSED,
      )
    // The bank limit is higher than the card's.
    const bank = { ...QUOTE, paymentAmount: '8000', paymentMethod: 'ACH_BANK_ACCOUNT' }
    expect((await call('/v1/onramp/buy/quotes', undefined, bank)).status).toBe(200)
  })

  it('the generator (bapi:src/handlers/generators/onrampurl.rs): presetFiatAmount is a usize; anything serde cannot read is its 400', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const BAD_BODY = {
      status: 400,
      type: 'text/plain; charset=utf-8',
      body: 'Error deserializing request body: {}',
    }
    for (const presetFiatAmount of [10.5, '100', -1])
      expect(
        await call('/v1/generators/onrampurl', { ...wallet(buyer), presetFiatAmount }),
      ).toEqual(BAD_BODY)
    const { partnerUserId: _, ...noPartner } = wallet(buyer)
    expect(await call('/v1/generators/onrampurl', noPartner)).toEqual(BAD_BODY)
    expect(
      await call('/v1/generators/onrampurl', { ...wallet(buyer), defaultExperience: 'BUY' }),
    ).toEqual(BAD_BODY)
    // Optional fields may be null or absent; the URL has Coinbase's shape.
    const ok = await call('/v1/generators/onrampurl', {
      ...wallet(buyer),
      presetFiatAmount: 100,
      presetCryptoAmount: null,
      defaultExperience: undefined,
    })
    expect(ok.status).toBe(200)
    const url = new URL(ok.body.url)
    expect(url.pathname).toBe('/buy/select-asset')
    expect(url.searchParams.get('presetFiatAmount')).toBe('100')
    expect(url.searchParams.get('partnerUserId')).toBe(buyer)
    expect(url.searchParams.get('sessionToken')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("the switch's malformed mode mixes an unreadable purchase currency into the options", async () => {
    const broken = createDataApi({
      chains: devChain.chains,
      switch: () => ({ mode: 'malformed', delayMs: 0 }),
    })
    try {
      const response = await broken.handle(
        new Request('http://127.0.0.1/api/v1/onramp/buy/options?projectId=p&country=US'),
        '/v1/onramp/buy/options',
      )
      const body = await response!.json()
      expect(body.purchaseCurrencies[0]).toMatchObject({ id: 'broken', networks: null })
      expect(body.purchaseCurrencies[1].symbol).toBe('ETH')
    } finally {
      await broken.stop()
    }
  })

  it('the provider page, on its own origin: paying sends the ETH on the chain and redirects back', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const { body } = await call('/v1/generators/onrampurl', {
      ...wallet(buyer),
      presetFiatAmount: 100,
    })
    const page = new URL(body.url)
    expect(page.origin).not.toBe('http://127.0.0.1')
    page.searchParams.set('redirectUrl', 'http://127.0.0.1:9/return')
    const html = await (await fetch(page)).text()
    const eth = /id="crypto">([0-9.]+) ETH/.exec(html)![1]!
    const session = page.searchParams.get('sessionToken')
    const paid = await fetch(`${page.origin}/buy/${session}/pay`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    const back = new URL(paid.headers.get('location')!)
    expect(back.origin).toBe('http://127.0.0.1:9')
    expect(back.searchParams.get('status')).toBe('success')
    const client = createPublicClient({ transport: http(devChain.chains[0]!.rpcUrl) })
    expect(await client.getBalance({ address: buyer })).toBe(parseEther(eth))

    const declined = await fetch(`${page.origin}/buy/${session}/fail`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(new URL(declined.headers.get('location')!).searchParams.get('status')).toBe('failed')
  })
})
