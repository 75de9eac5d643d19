import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectedEngine, fakeDataApi, json } from './_test/fakeDataApi.js'
import { fetchFungiblePrices } from './fetchFungiblePrices.js'
import { fetchSupportedChains } from './fetchSupportedChains.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const ETH = 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const OP_ETH = 'eip155:10:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const BASE_ETH = 'eip155:8453:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

// What the hosted API answers for one address (bapi:src/handlers/fungible_price.rs
// FungiblePriceItem, camelCase; the 1inch provider echoes the address as CAIP-10, lower-cased).
const priced = (address: string, symbol: string, price: number) => ({
  fungibles: [
    {
      address: address.toLowerCase(),
      name: `${symbol} token`,
      symbol,
      iconUrl: `https://tokens.example/${symbol}.png`,
      price,
      decimals: 18,
    },
  ],
})

describe('fetchFungiblePrices', () => {
  it('POSTs currency usd, one address and projectId per request (spec §7; the server prices only the first)', async () => {
    const prices: Record<string, number> = { [ETH]: 3000, [USDC]: 1, [BASE_ETH]: 3001 }
    const api = fakeDataApi({
      'POST /v1/fungible/price': async ({ body }) => {
        const [address] = (body as { addresses: string[] }).addresses
        return json(200, priced(address!, address === USDC ? 'USDC' : 'ETH', prices[address!]!))
      },
    })
    const { engine } = await connectedEngine()
    const result = await fetchFungiblePrices(engine, {
      addresses: [ETH, OP_ETH, USDC, BASE_ETH, ETH],
    })
    const calls = api.calls('POST /v1/fungible/price')
    // Optimism is not served (the fake's supported chains); the repeated ETH is asked once.
    expect(calls.map((c) => c.body)).toEqual(
      [ETH, USDC, BASE_ETH].map((address) => ({
        projectId: 'test-project',
        currency: 'usd',
        addresses: [address],
      })),
    )
    expect(calls[0]?.query).toMatchObject({ projectId: 'test-project', st: 'gangway' })
    // Each entry carries the address asked, in the order asked.
    expect(result.map((p) => [p.address, p.price])).toEqual([
      [ETH, 3000],
      [USDC, 1],
      [BASE_ETH, 3001],
    ])
  })

  it('a token the API cannot price is left out; the others keep their prices', async () => {
    fakeDataApi({
      'POST /v1/fungible/price': async ({ body }) => {
        const [address] = (body as { addresses: string[] }).addresses
        return address === USDC
          ? json(400, {
              status: 'FAILED',
              reasons: [{ field: 'address', description: 'Invalid address' }],
            })
          : json(200, priced(address!, 'ETH', 3000))
      },
    })
    const { engine } = await connectedEngine()
    const result = await fetchFungiblePrices(engine, { addresses: [USDC, ETH] })
    expect(result.map((p) => p.address)).toEqual([ETH])
  })

  it('fails only when no token could be priced, with the first error', async () => {
    fakeDataApi({
      'POST /v1/fungible/price': { status: 400, body: { status: 'FAILED', reasons: [] } },
    })
    const { engine } = await connectedEngine()
    await expect(fetchFungiblePrices(engine, { addresses: [USDC, ETH] })).rejects.toMatchObject({
      name: 'HttpRequestError',
      status: 400,
    })
  })

  it('drops a malformed answer', async () => {
    fakeDataApi({
      'POST /v1/fungible/price': {
        body: {
          fungibles: [
            { address: ETH, name: 'Broken', symbol: 'B', iconUrl: '', price: '1', decimals: 18 },
          ],
        },
      },
    })
    const { engine } = await connectedEngine()
    await expect(fetchFungiblePrices(engine, { addresses: [ETH] })).resolves.toEqual([])
  })

  it('asks nothing when no token is on a supported network', async () => {
    const api = fakeDataApi()
    const { engine } = await connectedEngine()
    await expect(fetchFungiblePrices(engine, { addresses: [OP_ETH] })).resolves.toEqual([])
    expect(api.calls('POST /v1/fungible/price')).toHaveLength(0)
  })
})

describe('fetchSupportedChains', () => {
  it('keeps valid CAIP-2 ids and drops the rest; asks once per engine', async () => {
    const api = fakeDataApi({
      'GET /v1/supported-chains': {
        body: { http: ['eip155:1', 7, 'not a chain', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
      },
    })
    const { engine } = await connectedEngine()
    const chains = await fetchSupportedChains(engine)
    expect(chains).toEqual({
      http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ws: [],
    })
    await fetchSupportedChains(engine)
    expect(api.calls('GET /v1/supported-chains')).toHaveLength(1)
  })

  it('rejects an answer that is not a list (malformed)', async () => {
    fakeDataApi({ 'GET /v1/supported-chains': { body: { http: 'eip155:1,eip155:8453' } } })
    const { engine } = await connectedEngine()
    await expect(fetchSupportedChains(engine)).rejects.toMatchObject({
      name: 'InvalidResponseError',
    })
  })
})
