// The price service prices only the first address it is sent (bapi:src/handlers/fungible_price.rs):
// Swap's prices come one token per request (core's fetchFungiblePrices), and one token it cannot
// price never fails the others. Read through the real client against a stubbed service.
import { createEngine } from '@gangway/core'
import { internal } from '@gangway/core/internal'
import { mainnet } from '@gangway/core/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { priceTokens } from './actions.js'

const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const BAD = 'eip155:1:0x0000000000000000000000000000000000000bad'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('priceTokens', () => {
  it('one address per request; a failing token is left out, the rest priced', async () => {
    const asked: string[][] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL, init?: RequestInit) => {
        const path = new URL(String(input)).pathname
        if (path.endsWith('/v1/supported-chains'))
          return Response.json({ http: ['eip155:1'], ws: [] })
        const { addresses } = JSON.parse(String(init?.body)) as { addresses: string[] }
        asked.push(addresses)
        if (addresses[0] === BAD)
          return Response.json({ status: 'FAILED', reasons: [] }, { status: 400 })
        const price = addresses[0] === ETH ? 3000 : 1
        return Response.json({
          fungibles: [
            { address: addresses[0], name: 'T', symbol: 'T', iconUrl: '', price, decimals: 18 },
          ],
        })
      }),
    )
    const engine = internal(
      createEngine({
        projectId: 'p',
        networks: [mainnet],
        services: { api: 'http://127.0.0.1:9/api' },
        logLevel: 'silent',
      }),
    )
    const prices = await priceTokens(engine, [{ caip10: BAD }, { caip10: ETH }, { caip10: USDC }])
    expect(asked.sort()).toEqual([[BAD], [ETH], [USDC]].sort())
    expect(Object.fromEntries(prices)).toEqual({ [ETH]: '3000', [USDC.toLowerCase()]: '1' })
  })
})
