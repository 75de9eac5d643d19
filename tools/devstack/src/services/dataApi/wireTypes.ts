// The JSON the hosted blockchain API (Reown "blockchain-api") sends, as its Rust server
// serialises it. Two details clients must cope with, and that AppKit's TypeScript types hide:
// - history transfers send absent parts as `null` (serde `Option` without
//   `skip_serializing_if`): `fungible_info`, `nft_info`, `value`, `price`,
//   `metadata.application`;
// - balances leave absent parts out (`address` for the native token, `value`).

/** `{ status: 'FAILED', reasons }`: the hosted API's error body (4xx). */
export type WireError = {
  status: 'FAILED'
  reasons: { field: string; description: string }[]
}

/** GET /v1/supported-chains: CAIP-2 ids reachable over HTTP and WebSocket RPC. */
export type WireSupportedChains = { http: string[]; ws: string[] }

/** GET /v1/identity/{address}. */
export type WireIdentity = { name: string | null; avatar: string | null }

/** One entry of GET /v1/account/{address}/balance. */
export type WireBalance = {
  name: string
  symbol: string
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: string
  /**
   * The token: CAIP-10 of an EVM contract (Zerion), absent for an EVM chain's native currency;
   * on Solana a bare mint (Solscan's `token_address`), native SOL included under its pseudo-mint
   * `So111…111` (`bapi:src/providers/solscan.rs`).
   */
  address?: string
  /** In the requested currency: quantity × price. */
  value: number
  price: number
  /** Decimal strings: `decimals` '6', `numeric` '2500.5' (already divided by 10^decimals). */
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export type WireBalanceResponse = { balances: WireBalance[] }

/** One entry of POST /v1/fungible/price. */
export type WireFungiblePrice = {
  /** CAIP-10 as asked. */
  address: string
  name: string
  symbol: string
  iconUrl: string
  price: number
  decimals: number
}

export type WireFungiblePriceResponse = { fungibles: WireFungiblePrice[] }

/** Zerion-style operation types the history uses. */
export type WireOperationType =
  | 'send'
  | 'receive'
  | 'trade'
  | 'mint'
  | 'burn'
  | 'approve'
  | 'deploy'
  | 'execute'

/** Zerion's statuses, passed through by the hosted API. */
type WireTransactionStatus = 'confirmed' | 'failed' | 'pending'

type WireUrlAndType = { url: string; content_type: string | null }

export type WireNftInfo = {
  name: string | null
  content: { preview: WireUrlAndType | null; detail: WireUrlAndType | null } | null
  flags: { is_spam: boolean }
}

type WireFungibleInfo = {
  name: string | null
  symbol: string | null
  icon: { url: string } | null
  /**
   * Our extension: the hosted API sends no spam flag for fungibles (its provider hides
   * "trash" tokens instead); devstack lists them and flags them so clients can drop them.
   */
  flags: { is_spam: boolean }
}

export type WireTransfer = {
  fungible_info: WireFungibleInfo | null
  nft_info: WireNftInfo | null
  direction: 'in' | 'out' | 'self'
  /** Decimal string, e.g. '1.5'; '1' for one NFT. */
  quantity: { numeric: string }
  value: number | null
  price: number | null
}

export type WireTransaction = {
  id: string
  metadata: {
    operationType: WireOperationType
    hash: string
    /** ISO 8601 time of the block. */
    minedAt: string
    /** Lower-case addresses, as Zerion sends them. */
    sentFrom: string
    sentTo: string
    status: WireTransactionStatus
    nonce: number
    application: { name: string | null; iconUrl: string | null } | null
    /** CAIP-2. */
    chain: string
  }
  transfers: WireTransfer[]
}

export type WireTransactionsResponse = { data: WireTransaction[]; next: string | null }

/** One NFT of GET /v1/account/{address}/nfts (a devstack extension, see createDataApi). */
export type WireNft = {
  /** CAIP-2. */
  chainId: string
  /** Checksummed contract address. */
  contract: string
  /** Decimal string. */
  tokenId: string
  name: string
  collection: { name: string; symbol: string }
  content: { preview: WireUrlAndType; detail: WireUrlAndType }
  flags: { is_spam: boolean }
}

export type WireNftsResponse = { data: WireNft[]; next: string | null }

/**
 * `GET /v1/convert/gas-price?chainId` (spec §7): the chain's gas prices in wei, as decimal
 * strings (the hosted API's format; clients read `standard` with `BigInt`).
 */
export type WireGasPrice = { standard: string; fast: string; instant: string }

/**
 * A name as the name service sends it: the server's `NameAndAddresses`
 * (`bapi:src/database/types.rs`), answered by `GET /v1/profile/account/{name}`, in the list of
 * `GET /v1/profile/reverse/{address}` and by `POST /v1/profile/account`. Times are chrono's
 * RFC 3339 in UTC (`2025-10-09T08:53:20.123456Z`); `attributes` is a string map, `null` for a name
 * whose hstore is NULL (`{}` for one registered without attributes); addresses are keyed by
 * ENSIP-11 coin type (`'60'`: Ethereum).
 */
export type WireNameAndAddresses = {
  name: string
  registered_at: string
  updated_at: string
  attributes: Record<string, string> | null
  addresses: Record<string, { address: string; created_at: string | null }>
}

/**
 * `GET /v1/profile/suggestions/{name}?zone` (spec §7): names like the one asked for in the zone,
 * each with whether it is taken.
 */
export type WireSuggestionsResponse = { suggestions: { name: string; registered: boolean }[] }

/**
 * One token of `GET /v1/convert/tokens?chainId` (bapi:src/handlers/convert/tokens.rs
 * `TokenItem`): `logoUri` and `eip2612` are Rust `Option`s, serialized as `null` when absent.
 */
type WireSwapToken = {
  name: string
  symbol: string
  /** CAIP-10; the native currency is `0xeeee…eeee`. */
  address: string
  decimals: number
  logoUri: string | null
  eip2612: boolean | null
}

export type WireSwapTokensResponse = { tokens: WireSwapToken[] }

/**
 * `GET /v1/convert/quotes` (bapi:src/handlers/convert/quotes.rs `QuoteItem`): amounts in base
 * units (decimal strings), accounts CAIP-10 (the `from`/`to` params echoed), `id` always `null`.
 */
export type WireSwapQuotesResponse = {
  quotes: {
    id: string | null
    fromAmount: string
    fromAccount: string
    toAmount: string
    toAccount: string
  }[]
}

/** `GET /v1/convert/allowance` (bapi:src/handlers/convert/allowance.rs): base units. */
export type WireSwapAllowance = { allowance: string }

/**
 * `GET /v1/convert/build-approve?from&to&amount` (bapi:src/handlers/convert/approve.rs
 * `ConvertApproveTx`): `from` is the `from` param echoed, `to` the approved token (1inch is asked
 * about the `to` param's token), no gas; `eip155` is an `Option<{gasPrice}>`.
 */
export type WireApproveTransaction = {
  tx: {
    from: string
    to: string
    data: string
    value: string
    eip155: { gasPrice: string } | null
  }
}

/**
 * `POST /v1/convert/build-transaction` (bapi:src/handlers/convert/transaction.rs `ConvertTx`):
 * `from` the user (CAIP-10), `to` the router (CAIP-10), `amount` 1inch's `dstAmount` (the swap's
 * OUTPUT, not its value), `eip155` an `Option<{gas, gasPrice}>` of strings.
 */
export type WireSwapTransaction = {
  tx: {
    from: string
    to: string
    data: string
    amount: string
    eip155: { gas: string; gasPrice: string } | null
  }
}

// The on-ramp routes (bapi:src/handlers/onramp/options.rs, bapi:src/handlers/onramp/quotes.rs,
// bapi:src/handlers/generators/onrampurl.rs). The server renames fields on serialisation only
// (`rename(serialize = …)`), so every answer is camelCase; no field is optional or null.

/** GET /v1/onramp/buy/options?projectId&country&subdivision? (`OnRampBuyOptionsResponse`). */
export type WireOnrampBuyOptions = {
  paymentCurrencies: { id: string; limits: { id: string; min: string; max: string }[] }[]
  purchaseCurrencies: {
    id: string
    name: string
    symbol: string
    networks: { name: string; displayName: string; contractAddress: string; chainId: string }[]
  }[]
}

/** `{ value, currency }`: a decimal string and its currency (`PayOptionValue`). */
type WireOnrampMoney = { value: string; currency: string }

/**
 * GET /v1/onramp/buy/quotes?projectId&purchaseCurrency&purchaseNetwork?&paymentAmount
 * &paymentCurrency&paymentMethod&country&subdivision? (`OnRampBuyQuotesResponse`).
 */
export type WireOnrampBuyQuote = {
  paymentTotal: WireOnrampMoney
  paymentSubTotal: WireOnrampMoney
  purchaseAmount: WireOnrampMoney
  coinbaseFee: WireOnrampMoney
  networkFee: WireOnrampMoney
  quoteId: string
}

/**
 * The body of POST /v1/generators/onrampurl?projectId (`OnRampURLRequest`, camelCase; the
 * wallet's own fields are snake_case). The amounts are `usize`: a decimal, a negative number or
 * a string fails deserialisation (400).
 */
export type WireOnrampUrlRequest = {
  destinationWallets: {
    address: string
    blockchains?: string[] | null
    assets?: string[] | null
    supported_networks?: string[] | null
  }[]
  partnerUserId: string
  defaultNetwork?: string | null
  presetCryptoAmount?: number | null
  presetFiatAmount?: number | null
  defaultExperience?: 'send' | 'buy' | null
  handlingRequestedUrls?: boolean | null
}

/** The answer of POST /v1/generators/onrampurl (`OnRampURLResponse`). */
export type WireOnrampUrl = { url: string }
