import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectedEngine, fakeDataApi } from './_test/fakeDataApi.js'
import { fetchFungiblePrices } from './fetchFungiblePrices.js'
import { fetchSupportedChains } from './fetchSupportedChains.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const ETH = 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const OP_ETH = 'eip155:10:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

describe('fetchFungiblePrices', () => {
  it('POSTs currency usd, the addresses and projectId (spec §7); drops malformed entries', async () => {
    const api = fakeDataApi({
      'POST /v1/fungible/price': {
        body: {
          fungibles: [
            {
              address: ETH,
              name: 'Ethereum',
              symbol: 'ETH',
              iconUrl: 'https://x/e.png',
              price: 3000,
              decimals: 18,
            },
            { address: ETH, name: 'Broken', symbol: 'B', iconUrl: '', price: '1', decimals: 18 },
          ],
        },
      },
    })
    const { engine } = await connectedEngine()
    const prices = await fetchFungiblePrices(engine, { addresses: [ETH, OP_ETH] })
    const [request] = api.calls('POST /v1/fungible/price')
    expect(request?.body).toEqual({ projectId: 'test-project', currency: 'usd', addresses: [ETH] })
    expect(request?.query).toMatchObject({ projectId: 'test-project', st: 'gangway' })
    expect(prices).toEqual([
      {
        address: ETH,
        name: 'Ethereum',
        symbol: 'ETH',
        iconUrl: 'https://x/e.png',
        price: 3000,
        decimals: 18,
      },
    ])
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
