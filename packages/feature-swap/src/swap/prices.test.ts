// The price service prices only the first address it is sent (bapi:src/handlers/fungible_price.rs):
// Swap asks one token per request, and one token it cannot price never fails the others.
import { beforeEach, describe, expect, it, vi } from 'vitest'

const { fetchFungiblePrices } = vi.hoisted(() => ({ fetchFungiblePrices: vi.fn() }))
vi.mock('../internal/core.js', async (original) => ({
  ...(await original<typeof import('../internal/core.js')>()),
  fetchFungiblePrices,
}))
const { priceTokens } = await import('./actions.js')

const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const BAD = 'eip155:1:0x0000000000000000000000000000000000000bad'

beforeEach(() => fetchFungiblePrices.mockReset())

describe('priceTokens', () => {
  it('one address per request; a failing token is left out, the rest priced', async () => {
    fetchFungiblePrices.mockImplementation(async (...args: unknown[]) => {
      const addresses = (args[1] as { addresses: string[] } | undefined)?.addresses ?? []
      if (addresses[0] === BAD) throw new Error('400 unpriceable')
      return [{ address: addresses[0], price: addresses[0] === ETH ? 3000 : 1 }]
    })
    const prices = await priceTokens({} as never, [
      { caip10: BAD },
      { caip10: ETH },
      { caip10: USDC },
    ])
    const asked = fetchFungiblePrices.mock.calls.filter((call) => call.length > 0)
    expect(asked.map((call) => call[1].addresses)).toEqual([[BAD], [ETH], [USDC]])
    expect(Object.fromEntries(prices)).toEqual({ [ETH]: '3000', [USDC.toLowerCase()]: '1' })
  })
})
