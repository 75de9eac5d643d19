import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectedEngine, fakeDataApi } from './_test/fakeDataApi.js'
import { fetchFungiblePrices } from './fetchFungiblePrices.js'
import { fetchGasPrice } from './fetchGasPrice.js'
import { fetchIdentity } from './fetchIdentity.js'
import { fetchSupportedChains } from './fetchSupportedChains.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { fetchTransactions } from './fetchTransactions.js'

/*
 * Contract tests: what the hosted blockchain API (reown-com/blockchain-api, cited `bapi:`) sends,
 * written from the server's source, not from our emulator or a client's types, read through the
 * same client functions and schemas the product uses. A schema change that would refuse a real
 * answer fails here. Rust serialization rules that matter: an `Option` is sent as `null` unless
 * the field has `skip_serializing_if` (then it is left out); `rename_all = "camelCase"` where noted.
 */

afterEach(() => {
  vi.unstubAllGlobals()
})

const ADDRESS = '0x1111111111111111111111111111111111111111'

describe('contract: GET /v1/supported-chains', () => {
  it.each([
    // bapi:src/handlers/supported_chains.rs → bapi:src/providers/mod.rs SupportedChains
    // { http: HashSet<String>, ws: HashSet<String> }: any order; Bitcoin listed (RPC proxy only).
    [
      'the real list',
      {
        http: [
          'bip122:000000000019d6689c085ae165831e93',
          'eip155:8453',
          'eip155:1',
          'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        ],
        ws: ['eip155:1'],
      },
    ],
    ['an empty ws set', { http: ['eip155:1'], ws: [] }],
  ])('%s', async (_, body) => {
    fakeDataApi({ 'GET /v1/supported-chains': { body } })
    const { engine } = await connectedEngine()
    const { http } = await fetchSupportedChains(engine)
    expect(http).toEqual(body.http)
  })
})

describe('contract: GET /v1/identity/{address}', () => {
  it.each([
    // bapi:src/handlers/identity.rs IdentityResponse { name: Option<String>, avatar: Option<String> }
    [
      'name and avatar',
      { name: 'vitalik.eth', avatar: 'https://euc.li/vitalik.eth' },
      'vitalik.eth',
    ],
    ['no name: both null', { name: null, avatar: null }, null],
    ['a name without avatar', { name: 'nick.eth', avatar: null }, 'nick.eth'],
    // Newer servers add resolvedAt: Option<…> (reference note); an extra field changes nothing.
    ['with resolvedAt', { name: 'nick.eth', avatar: null, resolvedAt: null }, 'nick.eth'],
  ])('%s', async (_, body, name) => {
    fakeDataApi({ [`GET /v1/identity/${ADDRESS}`]: { body } })
    const { engine } = await connectedEngine()
    await expect(fetchIdentity(engine, { address: ADDRESS })).resolves.toMatchObject({ name })
  })
})

describe('contract: GET /v1/account/{address}/balance', () => {
  // bapi:src/handlers/balance.rs BalanceItem (camelCase): name, symbol, chainId (skipped when
  // None), address (skipped when None: the native token), value (skipped when None), price: f64,
  // quantity { decimals: String, numeric: String }, iconUrl: String.
  const eth = {
    name: 'Ethereum',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 3000.5,
    price: 3000.5,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: 'https://cdn.zerion.io/eth.png',
  }
  it.each([
    ['the native token: no address', [eth], ['ETH']],
    [
      'a token: CAIP-10 address, no value (skipped)',
      [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: 'eip155:1',
          address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
          price: 1,
          quantity: { decimals: '6', numeric: '12.5' },
          iconUrl: '',
        },
      ],
      ['USDC'],
    ],
    // An item Zerion could not map to a CAIP-2 chain has no chainId (bapi:src/providers/zerion.rs):
    // it is dropped, the rest kept.
    [
      'an item without chainId is dropped',
      [eth, { ...eth, symbol: 'ODD', chainId: undefined }],
      ['ETH'],
    ],
    // No Origin or no sv: the server answers an empty list (balance.rs).
    ['the empty answer', [], []],
  ])('%s', async (_, balances, symbols) => {
    fakeDataApi({ [`GET /v1/account/${ADDRESS}/balance`]: { body: { balances } } })
    const { engine } = await connectedEngine()
    const shown = await fetchTokenBalances(engine)
    expect(shown.map((b) => b.symbol)).toEqual(symbols)
  })
})

describe('contract: GET /v1/account/{address}/history', () => {
  // bapi:src/handlers/history.rs HistoryResponseBody { data, next: Option<String> } (camelCase);
  // HistoryTransaction { id, metadata, transfers: Option<Vec<…>> }; metadata (camelCase)
  // { operationType, hash, minedAt, sentFrom, sentTo, status, nonce: usize, application:
  // Option<{ name: Option, iconUrl: Option }>, chain: Option<String> }; a transfer (snake_case)
  // { fungible_info: Option<{ name: Option, symbol: Option, icon: Option<{ url }> }>, nft_info:
  // Option<{ name: Option, content: Option<{ preview: Option, detail: Option }>, flags: { is_spam } }>,
  // direction: String, quantity: { numeric: String }, value: Option<f64>, price: Option<f64> }.
  const metadata = {
    operationType: 'send',
    hash: '0xabc',
    minedAt: '2025-03-01T10:00:00Z',
    sentFrom: ADDRESS,
    sentTo: '0x2222222222222222222222222222222222222222',
    status: 'confirmed',
    nonce: 7,
    application: null,
    chain: 'eip155:1',
  }
  const transfer = {
    fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://cdn.zerion.io/eth.png' } },
    nft_info: null,
    direction: 'out',
    quantity: { numeric: '0.25' },
    value: 750.1,
    price: 3000.4,
  }
  it.each([
    [
      'a send, next page',
      { data: [{ id: 'a', metadata, transfers: [transfer] }], next: 'cursor-2' },
      ['a'],
      'cursor-2',
    ],
    [
      'the last page: next null',
      { data: [{ id: 'a', metadata, transfers: [transfer] }], next: null },
      ['a'],
      undefined,
    ],
    [
      'an application, and a fungible with null parts',
      {
        data: [
          {
            id: 'b',
            metadata: { ...metadata, application: { name: 'Uniswap', iconUrl: null } },
            transfers: [
              {
                ...transfer,
                fungible_info: { name: null, symbol: null, icon: null },
                value: null,
                price: null,
              },
            ],
          },
        ],
        next: null,
      },
      ['b'],
      undefined,
    ],
    [
      'an NFT with null content',
      {
        data: [
          {
            id: 'c',
            metadata,
            transfers: [
              {
                ...transfer,
                fungible_info: null,
                nft_info: { name: null, content: null, flags: { is_spam: false } },
                quantity: { numeric: '1' },
              },
            ],
          },
        ],
        next: null,
      },
      ['c'],
      undefined,
    ],
    [
      'transfers null (providers without them)',
      { data: [{ id: 'd', metadata, transfers: null }], next: null },
      ['d'],
      undefined,
    ],
    [
      'chain null (a chain the provider does not map)',
      {
        data: [{ id: 'e', metadata: { ...metadata, chain: null }, transfers: [transfer] }],
        next: null,
      },
      ['e'],
      undefined,
    ],
  ])('%s', async (_, body, ids, next) => {
    fakeDataApi({ [`GET /v1/account/${ADDRESS}/history`]: { body } })
    const { engine } = await connectedEngine()
    const page = await fetchTransactions(engine, { address: ADDRESS, chainId: 'eip155:1' })
    expect(page.data.map((tx) => tx.id)).toEqual(ids)
    expect(page.next).toBe(next)
    for (const tx of page.data) expect(tx.metadata.chain).toBe('eip155:1')
  })
})

describe('contract: POST /v1/fungible/price', () => {
  // bapi:src/handlers/fungible_price.rs PriceResponseBody { fungibles: Vec<FungiblePriceItem> },
  // FungiblePriceItem (camelCase) { address, name, symbol, iconUrl, price: f64, decimals: u8 };
  // only addresses.first() is priced; the 1inch provider echoes the address as CAIP-10.
  it.each([
    [
      'the native token',
      {
        address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        name: 'Ether',
        symbol: 'ETH',
        iconUrl: 'https://x/eth.png',
        price: 3000.25,
        decimals: 18,
      },
    ],
    [
      'a token, an empty icon',
      {
        address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        name: 'USD Coin',
        symbol: 'USDC',
        iconUrl: '',
        price: 0.9998,
        decimals: 6,
      },
    ],
  ])('%s', async (_, item) => {
    fakeDataApi({ 'POST /v1/fungible/price': { body: { fungibles: [item] } } })
    const { engine } = await connectedEngine()
    const [price] = await fetchFungiblePrices(engine, { addresses: [item.address] })
    expect(price).toMatchObject({ symbol: item.symbol, price: item.price, decimals: item.decimals })
  })
})

describe('contract: GET /v1/convert/gas-price', () => {
  // bapi:src/handlers/convert/gas_price.rs GasPriceQueryResponseBody { standard, fast, instant }:
  // wei as decimal strings.
  it('standard, fast and instant as strings', async () => {
    fakeDataApi({
      'GET /v1/convert/gas-price': {
        body: { standard: '1234567890', fast: '1500000000', instant: '2000000000' },
      },
    })
    const { engine } = await connectedEngine()
    await expect(fetchGasPrice(engine, 'eip155:1')).resolves.toBe(1_234_567_890n)
  })
})
