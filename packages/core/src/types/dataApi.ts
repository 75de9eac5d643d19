/* The blockchain data API (spec §7): its answers after schema parsing. No runtime code here. */

import type { CaipNetworkId } from './entities.js'

/** One transfer of a history entry (spec §3 "transfers"), as the data API sends it. */
export type TransactionTransfer = {
  fungible_info?:
    | {
        name?: string | undefined
        symbol?: string | undefined
        /** A safe image URL (`toSafeImageUrl`: https, blob, data:image, loopback http); else absent. */
        icon?: { url: string } | undefined
        flags?: { is_spam: boolean } | undefined
      }
    | undefined
  nft_info?:
    | {
        name?: string | undefined
        content?:
          | {
              preview?: { url: string; content_type?: string | undefined } | undefined
              detail?: { url: string; content_type?: string | undefined } | undefined
            }
          | undefined
        flags: { is_spam: boolean }
      }
    | undefined
  /** Seen from the account: received, sent, or both (to itself). */
  direction: 'in' | 'out' | 'self'
  /** Decimal string, e.g. '1.5'. */
  quantity: { numeric: string }
  /** In USD, when the API knows it. */
  value?: number | undefined
  /** USD price of one unit, when the API knows it. */
  price?: number | undefined
}

/** A history entry (spec §3 "Transaction"). */
export type Transaction = {
  id: string
  metadata: {
    /** ISO 8601 time of the block. */
    minedAt: string
    /** CAIP-2 network id. */
    chain: string
    /** e.g. send, receive, trade, mint, burn, approve, deploy, execute. */
    operationType: string
    /** e.g. confirmed, failed, pending. */
    status: string
    sentFrom: string
    sentTo: string
    hash?: string | undefined
  }
  transfers: TransactionTransfer[]
}

/** The name and avatar the identity endpoint knows for an address (spec §7). */
export type Identity = {
  name: string | null
  /** A safe image URL, else null. */
  avatar: string | null
}

/** The price of one fungible token (spec §7 `POST /v1/fungible/price`). */
export type FungiblePrice = {
  /** CAIP-10 of the token, as asked. */
  address: string
  name: string
  symbol: string
  iconUrl?: string | undefined
  /** USD. */
  price: number
  decimals: number
}

/** An NFT the account holds (the devstack extension `GET /v1/account/{address}/nfts`). */
export type Nft = {
  /** CAIP-2 network id. */
  chainId: CaipNetworkId
  contract: string
  /** Decimal string. */
  tokenId: string
  name: string
  collection: { name: string; symbol?: string | undefined }
  content?:
    | {
        /** A safe image URL, else absent (the grid shows a placeholder). */
        preview?: { url: string; content_type?: string | undefined } | undefined
        detail?: { url: string; content_type?: string | undefined } | undefined
      }
    | undefined
  flags: { is_spam: boolean }
}
