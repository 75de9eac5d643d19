// Contract tests: what the REAL blockchain API sends for each convert route,
// written from the server's source (reown-com/blockchain-api, cited per fixture), parsed by the
// very schemas the client uses. A schema change that would refuse a real answer fails here.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  AllowanceSchema,
  ApproveSchema,
  QuotesSchema,
  SwapTxSchema,
  TokenSchema,
  TokensSchema,
} from './services.js'

const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ROUTER = 'eip155:1:0x111111125421cA6dc452d289314280a0f8842A65'
const USER = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const APPROVE_DATA = `0x095ea7b3${'0'.repeat(24)}111111125421ca6dc452d289314280a0f8842a65${(10_000_000).toString(16).padStart(64, '0')}`

const fixtures: { route: string; schema: v.GenericSchema; answer: unknown }[] = [
  {
    // bapi:src/handlers/convert/tokens.rs TokensListResponseBody { tokens: Vec<TokenItem> }
    route: 'GET /v1/convert/tokens',
    schema: TokensSchema,
    answer: {
      tokens: [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          address: USDC,
          decimals: 6,
          logoUri: 'https://tokens.1inch.io/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.png',
          eip2612: true,
        },
        // bapi:src/handlers/convert/tokens.rs TokenItem: logo_uri Option<String> → null
        {
          name: 'No Logo',
          symbol: 'NOLOGO',
          address: USDC,
          decimals: 18,
          logoUri: null,
          eip2612: false,
        },
      ],
    },
  },
  {
    // bapi:src/handlers/convert/quotes.rs ConvertQuoteResponseBody / QuoteItem (id: None → null)
    route: 'GET /v1/convert/quotes',
    schema: QuotesSchema,
    answer: {
      quotes: [
        {
          id: null,
          fromAmount: '1000000',
          fromAccount: USDC,
          toAmount: '331234567890123',
          toAccount: USDC,
        },
      ],
    },
  },
  {
    // bapi:src/handlers/convert/allowance.rs AllowanceResponseBody { allowance: String }
    route: 'GET /v1/convert/allowance',
    schema: AllowanceSchema,
    answer: { allowance: '0' },
  },
  {
    // bapi:src/handlers/convert/approve.rs ConvertApproveTx (no gas; from = the `from` param;
    // eip155: Some({gasPrice}) from bapi:src/providers/one_inch.rs build_approve_tx)
    route: 'GET /v1/convert/build-approve',
    schema: ApproveSchema,
    answer: {
      tx: {
        from: USDC,
        to: USDC,
        data: APPROVE_DATA,
        value: '0',
        eip155: { gasPrice: '7311216536' },
      },
    },
  },
  {
    // bapi:src/handlers/convert/approve.rs ConvertApproveTx with eip155: None
    route: 'GET /v1/convert/build-approve (eip155 null)',
    schema: ApproveSchema,
    answer: { tx: { from: USDC, to: USDC, data: APPROVE_DATA, value: '0', eip155: null } },
  },
  {
    // bapi:src/handlers/convert/transaction.rs ConvertTx (amount = 1inch dstAmount; gas a String)
    route: 'POST /v1/convert/build-transaction',
    schema: SwapTxSchema,
    answer: {
      tx: {
        from: USER,
        to: ROUTER,
        data: '0x07ed2379',
        amount: '331234567890123',
        eip155: { gas: '187456', gasPrice: '7311216536' },
      },
    },
  },
  {
    // bapi:src/handlers/convert/transaction.rs ConvertTx with eip155: Option = None
    route: 'POST /v1/convert/build-transaction (eip155 null)',
    schema: SwapTxSchema,
    answer: { tx: { from: USER, to: ROUTER, data: '0x07ed2379', amount: '1', eip155: null } },
  },
]

describe("the convert service's real answers parse", () => {
  it.each(fixtures)('$route', ({ schema, answer }) => {
    const parsed = v.safeParse(schema, answer)
    expect(parsed.issues).toBeUndefined()
  })

  it('every token entry of the real list is kept (logoUri null, eip2612 present)', () => {
    const { tokens } = v.parse(TokensSchema, fixtures[0]!.answer)
    for (const entry of tokens) expect(v.safeParse(TokenSchema, entry).success).toBe(true)
  })
})

describe('token names and symbols as shown', () => {
  it('zero-width, bidi and control characters are removed; nothing left is refused', () => {
    const token = (name: string, symbol: string) =>
      v.safeParse(TokenSchema, { name, symbol, address: USDC, decimals: 6, logoUri: null })
    const cleaned = token('U\u200bSD\u202e Coin', 'US\u2066DC\u0000')
    expect(cleaned.success && [cleaned.output.name, cleaned.output.symbol]).toEqual([
      'USD Coin',
      'USDC',
    ])
    expect(token('\u200b\u202e', 'X').success).toBe(false)
  })
})
