// @vitest-environment node
// The on-ramp's contract with the real blockchain API: answers shaped as its server serialises
// them (reown-com/blockchain-api, cited `bapi:<path>`), parsed by the very schemas the client
// uses. The fixtures are written from the server's structs (every field, its serde name and
// type, Coinbase's values behind it), not from the devstack: a schema change that would reject
// one of them fails here.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { OnrampOptionsSchema, OnrampQuoteSchema, OnrampUrlSchema } from './onrampService.js'

const ETH_ID = 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4'

const options = {
  // bapi:src/handlers/onramp/options.rs `OnRampBuyOptionsResponse`: `paymentCurrencies`,
  // `purchaseCurrencies` (renamed on serialisation), limits `{id, min, max}` of Strings.
  us: {
    paymentCurrencies: [
      {
        id: 'USD',
        limits: [
          { id: 'CARD', min: '10', max: '7500' },
          { id: 'ACH_BANK_ACCOUNT', min: '10', max: '25000' },
          { id: 'APPLE_PAY', min: '10', max: '7500' },
        ],
      },
    ],
    purchaseCurrencies: [
      {
        id: ETH_ID,
        name: 'Ethereum',
        symbol: 'ETH',
        // `PurchaseCurrencyNetwork`: name, displayName, contractAddress, chainId; all Strings
        // (never null), the native asset's contract empty.
        networks: [
          { name: 'ethereum', displayName: 'Ethereum', contractAddress: '', chainId: '1' },
          { name: 'base', displayName: 'Base', contractAddress: '', chainId: '8453' },
        ],
      },
      {
        id: '2b92315d-eab7-5bef-84fa-089a131333f5',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [
          {
            name: 'ethereum',
            displayName: 'Ethereum',
            contractAddress: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
            chainId: '1',
          },
        ],
      },
      {
        id: '4f039497-3af8-5bb3-951c-6df9afa9be1c',
        name: 'Solana',
        symbol: 'SOL',
        // A non-EVM network: `chain_id` is still a String; whatever it holds, it is only matched.
        networks: [{ name: 'solana', displayName: 'Solana', contractAddress: '', chainId: '' }],
      },
    ],
  },
  // Same struct; Coinbase answers empty lists for a country it does not serve.
  empty: { paymentCurrencies: [], purchaseCurrencies: [] },
}

// bapi:src/handlers/onramp/quotes.rs `OnRampBuyQuotesResponse`: five `PayOptionValue {value,
// currency}` of Strings and `quoteId`; note `paymentSubTotal` (capital T).
const quote = {
  paymentTotal: { value: '100.00', currency: 'USD' },
  paymentSubTotal: { value: '97.51', currency: 'USD' },
  purchaseAmount: { value: '0.027891', currency: 'ETH' },
  coinbaseFee: { value: '1.49', currency: 'USD' },
  networkFee: { value: '1.00', currency: 'USD' },
  quoteId: '7b4fbfe2-6e3b-4d8e-9a3f-3a1cf0e8a2d1',
}

// bapi:src/handlers/generators/onrampurl.rs `OnRampURLResponse {url}`, the URL built by
// bapi:src/providers/coinbase.rs `generate_on_ramp_url` (CB_PAY_HOST + CB_PAY_PATH + query).
const url = {
  url: 'https://pay.coinbase.com/buy/select-asset?sessionToken=ZWJlNDgwYmItNjBkMi00ZmFiLWIxYTQtMTM3MGI2YjJiNjFh&destinationWallets=%5B%7B%22address%22%3A%220x1111111111111111111111111111111111111111%22%2C%22blockchains%22%3A%5B%22ethereum%22%5D%2C%22assets%22%3A%5B%22ETH%22%5D%7D%5D&partnerUserId=0x1111111111111111111111111111111111111111&defaultNetwork=ethereum&presetFiatAmount=100&defaultExperience=buy',
}

describe('recorded-shape fixtures parse with the client schemas', () => {
  it.each([
    ['options (bapi:src/handlers/onramp/options.rs)', OnrampOptionsSchema, options.us],
    ['options, empty (bapi:src/handlers/onramp/options.rs)', OnrampOptionsSchema, options.empty],
    ['quote (bapi:src/handlers/onramp/quotes.rs)', OnrampQuoteSchema, quote],
    ['generator (bapi:src/handlers/generators/onrampurl.rs)', OnrampUrlSchema, url],
  ] as const)('%s', (_, schema, fixture) => {
    const result = v.safeParse(schema as v.GenericSchema, fixture)
    expect(result.issues).toBeUndefined()
    expect(result.output).toEqual(fixture)
  })

  it('the shapes the server never sends are not read: `chain_id` networks, `paymentSubtotal`, no quoteId', () => {
    const snake = {
      ...options.us,
      purchaseCurrencies: [
        { id: ETH_ID, name: 'Ethereum', symbol: 'ETH', networks: [{ name: 'x', chain_id: '1' }] },
      ],
    }
    // The entry's network is dropped (not the whole answer).
    expect(v.parse(OnrampOptionsSchema, snake).purchaseCurrencies[0]!.networks).toEqual([])
    const { paymentSubTotal, quoteId: _, ...rest } = quote
    expect(
      v.safeParse(OnrampQuoteSchema, { ...rest, paymentSubtotal: paymentSubTotal }).success,
    ).toBe(false)
  })

  it('one unreadable entry in the long lists is dropped, the rest kept', () => {
    const mixed = {
      ...options.us,
      purchaseCurrencies: [
        { id: 'broken', name: 42, symbol: 'BAD', networks: null },
        ...options.us.purchaseCurrencies,
      ],
    }
    expect(v.parse(OnrampOptionsSchema, mixed).purchaseCurrencies.map((c) => c.symbol)).toEqual([
      'ETH',
      'USDC',
      'SOL',
    ])
  })
})
