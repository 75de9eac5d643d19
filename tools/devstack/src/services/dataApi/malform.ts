// `malformed` mode: valid JSON whose structure is wrong in places, mixed with entries that are
// fine, so a client's edge validation has to drop the broken parts and keep the rest. The
// breakage is deterministic (by position) so tests can name what they expect.
import type {
  WireBalanceResponse,
  WireFungiblePriceResponse,
  WireIdentity,
  WireNftsResponse,
  WireSupportedChains,
  WireTransactionsResponse,
} from './wireTypes.js'

type Json = Record<string, unknown>

/** `http` becomes one comma-joined string instead of a list; `ws` stays valid. */
export const malformSupportedChains = (body: WireSupportedChains): Json => ({
  http: body.http.join(','),
  ws: body.ws,
})

/** `name` goes missing and `avatar` turns into a number. */
export const malformIdentity = (_body: WireIdentity): Json => ({ avatar: 0 })

/**
 * Balances, by position: 0, 3, 6… lose `quantity`; 1, 4, 7… carry `price` as a string;
 * 2, 5, 8… are valid.
 */
export const malformBalances = (body: WireBalanceResponse): Json => ({
  balances: body.balances.map((balance, i): Json => {
    if (i % 3 === 0) {
      const { quantity: _quantity, ...rest } = balance
      return rest
    }
    if (i % 3 === 1) return { ...balance, price: String(balance.price) }
    return balance
  }),
})

/** The first price is a string; the others are valid. */
export const malformPrices = (body: WireFungiblePriceResponse): Json => ({
  fungibles: body.fungibles.map(
    (fungible, i): Json => (i === 0 ? { ...fungible, price: String(fungible.price) } : fungible),
  ),
})

/**
 * History entries, by position: 0, 3, 6… have no `metadata`; 1, 4, 7… give each transfer's
 * `quantity.numeric` as a number; 2, 5, 8… are valid. `next` stays usable.
 */
export const malformHistory = (body: WireTransactionsResponse): Json => ({
  data: body.data.map((transaction, i): Json => {
    if (i % 3 === 0) {
      const { metadata: _metadata, ...rest } = transaction
      return rest
    }
    if (i % 3 === 1)
      return {
        ...transaction,
        transfers: transaction.transfers.map((transfer) => ({
          ...transfer,
          quantity: { numeric: Number(transfer.quantity.numeric) },
        })),
      }
    return transaction
  }),
  next: body.next,
})

/** NFTs at even positions lose `content` and carry `tokenId` as a number; odd ones are valid. */
export const malformNfts = (body: WireNftsResponse): Json => ({
  data: body.data.map((nft, i): Json => {
    if (i % 2 === 1) return nft
    const { content: _content, ...rest } = nft
    return { ...rest, tokenId: Number(nft.tokenId) }
  }),
  next: body.next,
})

/** An SVG cut off half way (not a well-formed document). */
export const malformSvg = (svg: string): string => svg.slice(0, Math.floor(svg.length / 2))
