import { describe, expect, it } from 'vitest'
import { InvalidSwapArgumentsError, parseSwapArguments, resolveSwapArguments } from './arguments.js'
import type { SwapToken } from './swapStore.js'

const ETH: SwapToken = {
  caip10: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  name: 'Ethereum',
  symbol: 'ETH',
  decimals: 18,
  iconUrl: undefined,
}
const TUSD: SwapToken = {
  ...ETH,
  caip10: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'TUSD',
  decimals: 6,
}
const tokens = [ETH, TUSD]

describe('parseSwapArguments (the host’s open({ view: "Swap", arguments }))', () => {
  it('keeps well-formed fields (trimmed)', () => {
    expect(parseSwapArguments({ fromToken: ' ETH ', toToken: 'tusd', amount: '0.1' })).toEqual({
      args: { fromToken: 'ETH', toToken: 'tusd', amount: '0.1' },
      problems: [],
    })
    expect(parseSwapArguments(undefined)).toEqual({ args: {}, problems: [] })
  })

  it('drops each malformed field with a problem naming it, and reports unknown keys', () => {
    const { args, problems } = parseSwapArguments({
      fromToken: 42,
      toToken: '',
      amount: '-1',
      fromtoken: 'ETH',
    })
    expect(args).toEqual({})
    expect(problems).toEqual([
      'fromtoken: unknown argument (fromToken, toToken, amount)',
      'fromToken: must be a string (symbol, address or CAIP-10 id)',
      'toToken: must not be empty',
      'amount: must be a decimal string, e.g. "0.1"',
    ])
    expect(parseSwapArguments({ amount: 0.1 }).problems).toEqual([
      'amount: must be a decimal string, e.g. "0.1"',
    ])
    expect(parseSwapArguments({ amount: '1e18' }).args).toEqual({})
  })
})

describe('resolveSwapArguments', () => {
  it('finds tokens by symbol, plain address or CAIP-10 id, case-insensitively', () => {
    for (const name of ['TUSD', 'tusd', TUSD.caip10.split(':')[2]!.toLowerCase(), TUSD.caip10])
      expect(resolveSwapArguments({ toToken: name }, tokens, ETH).to).toBe(TUSD)
  })

  it('an unknown token, the same token twice or too many decimals is dropped with its problem', () => {
    expect(
      resolveSwapArguments({ fromToken: 'DOGE', toToken: 'TUSD', amount: '1' }, tokens, ETH),
    ).toEqual({
      from: ETH,
      to: TUSD,
      amount: '1',
      problems: ['fromToken: "DOGE" is not a token Swap offers on this network'],
    })
    expect(resolveSwapArguments({ fromToken: 'TUSD', toToken: 'tusd' }, tokens, ETH)).toMatchObject(
      {
        from: TUSD,
        to: undefined,
        problems: ['toToken: "tusd" is the same token as the source'],
      },
    )
    expect(
      resolveSwapArguments({ fromToken: 'TUSD', amount: '1.0000001' }, tokens, ETH),
    ).toMatchObject({
      amount: undefined,
      problems: ['amount: "1.0000001" has more decimals than TUSD has (6)'],
    })
  })

  it('InvalidSwapArgumentsError carries every problem (shown at the default log level)', () => {
    const error = new InvalidSwapArgumentsError(['amount: x', 'toToken: y'])
    expect(error.name).toBe('InvalidSwapArgumentsError')
    expect(error.problems).toEqual(['amount: x', 'toToken: y'])
    expect(error.message).toMatchInlineSnapshot(`
      "Swap ignored some of the host's arguments

      amount: x
      toToken: y

      Docs: https://github.com/gangway-dev/gangway/blob/main/docs/errors/InvalidSwapArgumentsError.md"
    `)
  })
})
