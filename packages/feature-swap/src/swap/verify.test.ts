// Issue 31 items 1 and 2, crafted answers: each case is a convert-service answer the visitor must
// never sign. Calldata is made with viem (the encoder a service would use), read by `calldata.ts`.
import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, toFunctionSelector } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { NATIVE_TOKEN_ADDRESS, ONE_INCH_V6_ROUTER } from '../constants.js'
import { decodeApprove, decodeSwap, decodeUnoswap, encodeApprove } from './calldata.js'
import { poolTokensReader, TOKEN0_SELECTOR, TOKEN1_SELECTOR } from './readPoolTokens.js'
import {
  approvalTransaction,
  checkSwapTransaction,
  type SwapExpectation,
  SwapTransactionRefusedError,
  swapRouters,
  swapValue,
  type UnoswapChain,
  verifySwapTransaction,
} from './verify.js'

const ROUTER = '0x7a250d5630b4cf539739df2c5dacb4c659f2488d'
const ATTACKER = '0x00000000000000000000000000000000deadbeef'
const VISITOR = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const TUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const GWAY = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'
const v2 = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])
const oneInch = parseAbi([
  'struct SwapDescription { address srcToken; address dstToken; address srcReceiver; address dstReceiver; uint256 amount; uint256 minReturnAmount; uint256 flags; }',
  'function swap(address executor, SwapDescription desc, bytes data) payable returns (uint256, uint256)',
])

const tokens = (amountIn: bigint, min: bigint, to = VISITOR, path = [TUSD, GWAY]) =>
  encodeFunctionData({
    abi: v2,
    functionName: 'swapExactTokensForTokens',
    args: [amountIn, min, path as `0x${string}`[], to as `0x${string}`, 1n],
  })
const fromEth = (min: bigint, to = VISITOR) =>
  encodeFunctionData({
    abi: v2,
    functionName: 'swapExactETHForTokens',
    args: [min, [WETH, TUSD], to as `0x${string}`, 1n],
  })
const inch = (p: { src: string; dst: string; receiver: string; amount: bigint; min: bigint }) =>
  encodeFunctionData({
    abi: oneInch,
    functionName: 'swap',
    args: [
      ATTACKER,
      {
        srcToken: p.src as `0x${string}`,
        dstToken: p.dst as `0x${string}`,
        srcReceiver: ATTACKER,
        dstReceiver: p.receiver as `0x${string}`,
        amount: p.amount,
        minReturnAmount: p.min,
        flags: 0n,
      },
      '0x1234',
    ],
  })

const tokenSwap: SwapExpectation = {
  routers: [ROUTER],
  account: VISITOR,
  from: TUSD,
  to: GWAY,
  amount: 25_000_000n,
  minimumOut: 97_000n,
}
const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    if (error instanceof SwapTransactionRefusedError) return error.reason
    throw error
  }
  return 'sent'
}

describe('calldata.ts against viem', () => {
  it('selectors are the functions they name', () => {
    expect(encodeApprove(ROUTER, 1n).slice(0, 10)).toBe(
      toFunctionSelector('approve(address,uint256)'),
    )
    expect(tokens(1n, 1n).slice(0, 10)).toBe('0x38ed1739')
    expect(fromEth(1n).slice(0, 10)).toBe('0x7ff36ab5')
    expect(
      inch({ src: TUSD, dst: GWAY, receiver: VISITOR, amount: 1n, min: 1n }).slice(0, 10),
    ).toBe('0x07ed2379')
  })

  it('encodeApprove is what viem encodes; decodeApprove reads it back', () => {
    for (const amount of [0n, 25_000_000n, maxUint256])
      expect(encodeApprove(ROUTER, amount)).toBe(
        encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, amount] }),
      )
    expect(decodeApprove(encodeApprove(ROUTER, 5n))).toEqual({ spender: ROUTER, amount: 5n })
    expect(decodeApprove(tokens(1n, 1n))).toBeUndefined()
    expect(decodeApprove('0x095ea7b3')).toBeUndefined()
  })

  it('decodes the V2 swaps and 1inch swap; anything else is undefined', () => {
    expect(decodeSwap(tokens(7n, 3n))).toEqual({
      call: 'swapExactTokensForTokens',
      amountIn: 7n,
      minimumOut: 3n,
      recipient: VISITOR,
      sourceToken: TUSD,
      targetToken: GWAY,
    })
    expect(decodeSwap(fromEth(3n))).toMatchObject({ amountIn: undefined, targetToken: TUSD })
    expect(
      decodeSwap(
        inch({ src: NATIVE_TOKEN_ADDRESS, dst: TUSD, receiver: VISITOR, amount: 9n, min: 4n }),
      ),
    ).toEqual({
      call: 'oneInchSwap',
      amountIn: 9n,
      minimumOut: 4n,
      recipient: VISITOR,
      sourceToken: NATIVE_TOKEN_ADDRESS,
      targetToken: TUSD,
    })
    for (const bad of ['0x', '0x12345678', `${tokens(1n, 1n)}00`, encodeApprove(ROUTER, 1n)])
      expect(decodeSwap(bad)).toBeUndefined()
  })
})

describe('the swap transaction', () => {
  it('the honest V2 and 1inch swaps pass; the value is computed, never the service’s', () => {
    expect(
      checkSwapTransaction(
        { to: ROUTER, data: tokens(25_000_000n, 97_000n), gas: 150_000n },
        tokenSwap,
      ),
    ).toBe(0n)
    const eth = { ...tokenSwap, from: NATIVE_TOKEN_ADDRESS, to: TUSD, amount: 10n ** 17n }
    expect(checkSwapTransaction({ to: ROUTER, data: fromEth(97_000n), gas: undefined }, eth)).toBe(
      10n ** 17n,
    )
    const viaInch = { ...eth, routers: [ONE_INCH_V6_ROUTER.toLowerCase()] }
    const data = inch({
      src: NATIVE_TOKEN_ADDRESS,
      dst: TUSD,
      receiver: VISITOR,
      amount: 10n ** 17n,
      min: 97_000n,
    })
    expect(checkSwapTransaction({ to: ONE_INCH_V6_ROUTER, data, gas: 300_000n }, viaInch)).toBe(
      10n ** 17n,
    )
    expect(swapValue(TUSD, 5n)).toBe(0n)
    expect(swapValue(NATIVE_TOKEN_ADDRESS.toUpperCase().replace('0X', '0x'), 5n)).toBe(5n)
  })

  it.each([
    ['wrong router', { to: ATTACKER, data: tokens(25_000_000n, 97_000n) }, 'unknownRouter'],
    [
      'recipient not the visitor',
      { to: ROUTER, data: tokens(25_000_000n, 97_000n, ATTACKER) },
      'wrongRecipient',
    ],
    [
      'minimum below the preview',
      { to: ROUTER, data: tokens(25_000_000n, 48_500n) },
      'minimumTooLow',
    ],
    ['another amount', { to: ROUTER, data: tokens(50_000_000n, 97_000n) }, 'wrongAmount'],
    [
      'another token',
      { to: ROUTER, data: tokens(25_000_000n, 97_000n, VISITOR, [TUSD, WETH]) },
      'wrongToken',
    ],
    // 'extraValue': from a token, an ETH-paying call (it would need a value attached).
    ['an ETH call from a token', { to: ROUTER, data: fromEth(97_000n) }, 'wrongToken'],
    [
      'unknown calldata',
      { to: ROUTER, data: encodeApprove(ATTACKER, maxUint256) },
      'unknownCalldata',
    ],
  ])('refuses %s', (_name, tx, reason) => {
    expect(refusal(() => checkSwapTransaction({ gas: 150_000n, ...tx }, tokenSwap))).toBe(reason)
  })

  it('refuses an absurd gas limit; the minimum may be 0.1 % below the preview’s (rounding)', () => {
    const data = tokens(25_000_000n, 97_000n)
    expect(
      refusal(() => checkSwapTransaction({ to: ROUTER, data, gas: 10n ** 9n }, tokenSwap)),
    ).toBe('gasOutOfBounds')
    const near = tokens(25_000_000n, 96_903n) // 97 000 × 0.999
    expect(
      refusal(() => checkSwapTransaction({ to: ROUTER, data: near, gas: undefined }, tokenSwap)),
    ).toBe('sent')
    const below = tokens(25_000_000n, 96_902n)
    expect(
      refusal(() => checkSwapTransaction({ to: ROUTER, data: below, gas: undefined }, tokenSwap)),
    ).toBe('minimumTooLow')
  })

  it('1inch: the receiver, the amount and the tokens are checked too', () => {
    const expected = { ...tokenSwap, routers: [ONE_INCH_V6_ROUTER.toLowerCase()] }
    const base = { src: TUSD, dst: GWAY, receiver: VISITOR, amount: 25_000_000n, min: 97_000n }
    const check = (patch: Partial<typeof base>) =>
      refusal(() =>
        checkSwapTransaction(
          { to: ONE_INCH_V6_ROUTER, data: inch({ ...base, ...patch }), gas: undefined },
          expected,
        ),
      )
    expect(check({})).toBe('sent')
    expect(check({ receiver: ATTACKER })).toBe('wrongRecipient')
    expect(check({ amount: 26_000_000n })).toBe('wrongAmount')
    expect(check({ dst: WETH })).toBe('wrongToken')
    expect(check({ min: 1n })).toBe('minimumTooLow')
  })
})

describe('the approval', () => {
  it('is built here: the source token, value 0, the exact amount, the service’s spender if allowed', () => {
    // The service asks for an unlimited allowance: the approval sent is for the swap's amount.
    const serviceData = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [ROUTER, maxUint256],
    })
    const tx = approvalTransaction({
      serviceData,
      routers: [ROUTER],
      token: TUSD,
      amount: 25_000_000n,
    })
    expect(tx).toEqual({
      to: TUSD,
      value: 0n,
      spender: ROUTER,
      data: encodeApprove(ROUTER, 25_000_000n),
    })
  })

  it('refuses a spender that is not a router of the network, and calldata that is no approve', () => {
    const toAttacker = encodeApprove(ATTACKER, 25_000_000n)
    expect(
      refusal(() =>
        approvalTransaction({
          serviceData: toAttacker,
          routers: [ROUTER],
          token: TUSD,
          amount: 1n,
        }),
      ),
    ).toBe('unknownRouter')
    expect(
      refusal(() =>
        approvalTransaction({
          serviceData: tokens(1n, 1n),
          routers: [ROUTER],
          token: TUSD,
          amount: 1n,
        }),
      ),
    ).toBe('unknownCalldata')
    expect(
      refusal(() =>
        approvalTransaction({
          serviceData: encodeApprove(ROUTER, 1n),
          routers: [],
          token: TUSD,
          amount: 1n,
        }),
      ),
    ).toBe('unknownRouter')
  })

  it("the allow-list: 1inch V6 where 1inch serves, the host's routers added first", () => {
    expect(swapRouters('eip155:1', undefined)).toEqual([ONE_INCH_V6_ROUTER.toLowerCase()])
    expect(swapRouters('eip155:31337', undefined)).toEqual([])
    expect(swapRouters('eip155:8453', { 'eip155:8453': [ROUTER, 'not an address'] })).toEqual([
      ROUTER,
      ONE_INCH_V6_ROUTER.toLowerCase(),
    ])
  })
})

describe('1inch V6 unoswap (checked on chain)', () => {
  const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
  const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f'
  // Pools and their [token0, token1], answered by a stubbed fetch as an RPC node would.
  const POOLS: Record<string, [string, string]> = {
    '0x00000000000000000000000000000000000a0001': [TUSD, WETH], // TUSD/WETH
    '0x00000000000000000000000000000000000a0002': [GWAY, WETH], // GWAY/WETH
    '0x00000000000000000000000000000000000a0003': [DAI, GWAY], // DAI/GWAY
    '0x00000000000000000000000000000000000a0004': [USDC, DAI], // USDC/DAI
  }
  const [P1, P2, P3, P4] = Object.keys(POOLS) as [string, string, string, string]
  const V3 = 1n << 253n
  const CURVE = 2n << 253n
  const ZERO_FOR_ONE = 1n << 247n
  const UNWRAP = 1n << 252n
  const dex = (pool: string, flags = 0n) => BigInt(pool) | flags
  const abi = parseAbi([
    'function unoswap(uint256 token, uint256 amount, uint256 minReturn, uint256 dex)',
    'function unoswap2(uint256 token, uint256 amount, uint256 minReturn, uint256 dex, uint256 dex2)',
    'function unoswap3(uint256 token, uint256 amount, uint256 minReturn, uint256 dex, uint256 dex2, uint256 dex3)',
    'function unoswapTo(uint256 to, uint256 token, uint256 amount, uint256 minReturn, uint256 dex)',
    'function unoswapTo2(uint256 to, uint256 token, uint256 amount, uint256 minReturn, uint256 dex, uint256 dex2)',
    'function unoswapTo3(uint256 to, uint256 token, uint256 amount, uint256 minReturn, uint256 dex, uint256 dex2, uint256 dex3)',
    'function ethUnoswap(uint256 minReturn, uint256 dex) payable',
    'function ethUnoswap2(uint256 minReturn, uint256 dex, uint256 dex2) payable',
    'function ethUnoswap3(uint256 minReturn, uint256 dex, uint256 dex2, uint256 dex3) payable',
    'function ethUnoswapTo(uint256 to, uint256 minReturn, uint256 dex) payable',
    'function ethUnoswapTo2(uint256 to, uint256 minReturn, uint256 dex, uint256 dex2) payable',
    'function ethUnoswapTo3(uint256 to, uint256 minReturn, uint256 dex, uint256 dex2, uint256 dex3) payable',
  ])
  type Name = (typeof abi)[number]['name']
  const encode = (name: Name, args: bigint[]) =>
    // biome-ignore lint/suspicious/noExplicitAny: one call site for twelve functions' tuples
    encodeFunctionData({ abi, functionName: name, args: args as any })
  const AMOUNT = 25_000_000n
  const MIN = 97_000n
  const router = ONE_INCH_V6_ROUTER.toLowerCase()
  const tokenToToken = { ...tokenSwap, routers: [router], from: TUSD, to: GWAY }
  const ethToToken = { ...tokenToToken, from: NATIVE_TOKEN_ADDRESS, amount: AMOUNT }
  const tokenToEth = { ...tokenToToken, to: NATIVE_TOKEN_ADDRESS }
  // TUSD → GWAY: TUSD/WETH (token0 in) then GWAY/WETH (token1 in); three hops add DAI and back.
  const r1 = [dex(P1, ZERO_FOR_ONE), dex(P2, V3)]
  const r3 = [dex(P1, ZERO_FOR_ONE), dex(P2, V3), dex(P3, V3)]
  const rpcCalls: string[] = []
  const stubRpc = (fail?: 'status' | 'error' | 'throw') =>
    vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const { params } = JSON.parse(String(init?.body)) as {
        params: [{ to: string; data: string }]
      }
      rpcCalls.push(`${params[0].to}:${params[0].data}`)
      if (fail === 'throw') throw new TypeError('fetch failed')
      if (fail === 'status') return new Response('', { status: 502 })
      if (fail === 'error') return Response.json({ jsonrpc: '2.0', id: 1, error: { code: -1 } })
      const pair = POOLS[params[0].to.toLowerCase()]
      const token = params[0].data === '0x0dfe1681' ? pair?.[0] : pair?.[1]
      return Response.json({ jsonrpc: '2.0', id: 1, result: token ? pad(token) : '0x' })
    })
  const pad = (address: string) => `0x${address.slice(2).padStart(64, '0')}`
  // The route checks are tested on V2 and V3 pools alike; the product refuses V2 pools (below).
  const chain = (fail?: 'status' | 'error' | 'throw', allowV2Pools = true) => ({
    caipNetworkId: 'eip155:1',
    poolTokens: poolTokensReader('https://rpc.test', {
      fetch: stubRpc(fail) as unknown as typeof fetch,
    }),
    allowV2Pools,
  })
  const verdict = async (data: string, expected: SwapExpectation, c: UnoswapChain = chain()) => {
    try {
      return await verifySwapTransaction(
        { to: ONE_INCH_V6_ROUTER, data, gas: undefined },
        expected,
        c,
      )
    } catch (error) {
      if (error instanceof SwapTransactionRefusedError) return error.reason
      throw error
    }
  }
  const tok = BigInt(TUSD)
  const visitor = BigInt(VISITOR)
  const attacker = BigInt(ATTACKER)
  // [name, calldata, expectation]: every function, honest.
  const honest: [string, string, SwapExpectation][] = [
    ['unoswap', encode('unoswap', [tok, AMOUNT, MIN, dex(P1, ZERO_FOR_ONE | UNWRAP)]), tokenToEth],
    ['unoswap2', encode('unoswap2', [tok, AMOUNT, MIN, ...r1]), tokenToToken],
    ['unoswap3', encode('unoswap3', [tok, AMOUNT, MIN, ...r3]), { ...tokenToToken, to: DAI }],
    [
      'unoswapTo',
      encode('unoswapTo', [visitor, tok, AMOUNT, MIN, dex(P1, ZERO_FOR_ONE | UNWRAP)]),
      tokenToEth,
    ],
    ['unoswapTo2', encode('unoswapTo2', [visitor, tok, AMOUNT, MIN, ...r1]), tokenToToken],
    [
      'unoswapTo3',
      encode('unoswapTo3', [visitor, tok, AMOUNT, MIN, ...r3]),
      { ...tokenToToken, to: DAI },
    ],
    ['ethUnoswap', encode('ethUnoswap', [MIN, dex(P2, V3)]), ethToToken],
    [
      'ethUnoswap2',
      encode('ethUnoswap2', [MIN, dex(P2, V3), dex(P3, V3)]),
      { ...ethToToken, to: DAI },
    ],
    [
      'ethUnoswap3',
      encode('ethUnoswap3', [MIN, dex(P2, V3), dex(P3, V3), dex(P4)]),
      { ...ethToToken, to: USDC },
    ],
    ['ethUnoswapTo', encode('ethUnoswapTo', [visitor, MIN, dex(P2, V3)]), ethToToken],
    [
      'ethUnoswapTo2',
      encode('ethUnoswapTo2', [visitor, MIN, dex(P2, V3), dex(P3, V3)]),
      { ...ethToToken, to: DAI },
    ],
    [
      'ethUnoswapTo3',
      encode('ethUnoswapTo3', [visitor, MIN, dex(P2, V3), dex(P3, V3), dex(P4)]),
      { ...ethToToken, to: USDC },
    ],
  ]

  it('as the product runs it, a route through a V2-type pool is refused; a V3-only route passes', async () => {
    const product = chain(undefined, false)
    // The router pays a V2 pool before anything can check it is a genuine pair.
    expect(
      await verdict(encode('unoswap2', [tok, AMOUNT, MIN, ...r1]), tokenToToken, product),
    ).toBe('unknownCalldata')
    expect(await verdict(encode('ethUnoswap', [MIN, dex(P2, V3)]), ethToToken, product)).toBe(
      AMOUNT,
    )
  })

  it('the hand-written selectors are the functions they name (viem)', () => {
    for (const item of abi) {
      const signature = `${item.name}(${item.inputs.map((i) => i.type).join(',')})`
      const data = honest.find(([name]) => name === item.name)?.[1]
      expect(data?.slice(0, 10)).toBe(toFunctionSelector(signature))
    }
    expect(TOKEN0_SELECTOR).toBe(toFunctionSelector('token0()'))
    expect(TOKEN1_SELECTOR).toBe(toFunctionSelector('token1()'))
  })

  it('decodes what viem encodes: the flags above the address, `to` and `token` as 160 bits', () => {
    const data = encode('unoswapTo2', [
      visitor | (1n << 200n),
      tok | (1n << 255n),
      AMOUNT,
      MIN,
      dex(P1, ZERO_FOR_ONE | (7n << 160n)),
      dex(P2, V3 | UNWRAP),
    ])
    expect(decodeUnoswap(data)).toEqual({
      call: 'unoswapTo2',
      native: false,
      sourceToken: TUSD,
      amountIn: AMOUNT,
      minimumOut: MIN,
      recipient: VISITOR,
      pools: [
        {
          address: P1,
          protocol: 'uniswapV2',
          zeroForOne: true,
          unwrapWeth: false,
          noWrapWeth: false,
        },
        {
          address: P2,
          protocol: 'uniswapV3',
          zeroForOne: false,
          unwrapWeth: true,
          noWrapWeth: false,
        },
      ],
    })
    expect(decodeUnoswap(encode('ethUnoswap', [MIN, dex(P1, CURVE)]))).toMatchObject({
      native: true,
      sourceToken: undefined,
      amountIn: undefined,
      recipient: undefined,
      pools: [{ protocol: 'curve' }],
    })
    expect(
      decodeUnoswap(`${encode('ethUnoswap', [MIN, dex(P1)])}${'0'.repeat(64)}`),
    ).toBeUndefined()
    expect(decodeUnoswap(tokens(1n, 1n))).toBeUndefined()
    expect(decodeSwap(encode('unoswap', [tok, AMOUNT, MIN, dex(P1)]))).toBeUndefined()
  })

  it.each(honest)('%s, honest, passes (its pools read on chain)', async (_name, data, expected) => {
    rpcCalls.length = 0
    expect(await verdict(data, expected)).toBe(swapValue(expected.from, expected.amount))
    expect(rpcCalls.length).toBeGreaterThanOrEqual(2)
  })

  it('the sync check refuses unoswap (it needs the on-chain read); other swaps pass through', async () => {
    const [, data, expected] = honest[1] as [string, string, SwapExpectation]
    expect(
      refusal(() =>
        checkSwapTransaction({ to: ONE_INCH_V6_ROUTER, data, gas: undefined }, expected),
      ),
    ).toBe('unknownCalldata')
    expect(await verdict(tokens(AMOUNT, MIN), { ...tokenSwap, routers: [router] })).toBe(0n)
  })

  it.each([
    [
      'another source token',
      encode('unoswap2', [BigInt(DAI), AMOUNT, MIN, ...r1]),
      tokenToToken,
      'wrongToken',
    ],
    [
      'another amount',
      encode('unoswap2', [tok, AMOUNT + 1n, MIN, ...r1]),
      tokenToToken,
      'wrongAmount',
    ],
    [
      'a value on a non-eth call (native source)',
      encode('unoswap2', [tok, AMOUNT, MIN, ...r1]),
      ethToToken,
      'unexpectedValue',
    ],
    [
      'an eth call without the value (token source)',
      encode('ethUnoswap', [MIN, dex(P2, V3)]),
      tokenToToken,
      'unexpectedValue',
    ],
    [
      'unoswapTo paying someone else',
      encode('unoswapTo2', [attacker, tok, AMOUNT, MIN, ...r1]),
      tokenToToken,
      'wrongRecipient',
    ],
    [
      'ethUnoswapTo paying someone else',
      encode('ethUnoswapTo', [attacker, MIN, dex(P2, V3)]),
      ethToToken,
      'wrongRecipient',
    ],
    [
      'a minimum below the tolerance',
      encode('unoswap2', [tok, AMOUNT, 96_902n, ...r1]),
      tokenToToken,
      'minimumTooLow',
    ],
    [
      'a last pool without the target',
      encode('unoswap2', [tok, AMOUNT, MIN, dex(P1, ZERO_FOR_ONE), dex(P4)]),
      tokenToToken,
      'wrongToken',
    ],
    [
      'a last pool the wrong way round',
      encode('unoswap', [tok, AMOUNT, MIN, dex(P1, UNWRAP)]),
      tokenToEth,
      'wrongToken',
    ],
    [
      'a first pool without the source',
      encode('unoswap2', [tok, AMOUNT, MIN, dex(P3), dex(P2, V3)]),
      tokenToToken,
      'wrongToken',
    ],
    [
      'WETH, not unwrapped, for the native currency',
      encode('unoswap', [tok, AMOUNT, MIN, dex(P1, ZERO_FOR_ONE)]),
      tokenToEth,
      'wrongToken',
    ],
    [
      'an unwrap when the target is a token',
      encode('unoswap2', [tok, AMOUNT, MIN, r1[0] as bigint, dex(P2, V3 | UNWRAP)]),
      tokenToToken,
      'wrongToken',
    ],
    [
      'a Curve pool (not verifiable here)',
      encode('unoswap', [tok, AMOUNT, MIN, dex(P1, CURVE)]),
      tokenToEth,
      'unknownCalldata',
    ],
    [
      'another router',
      encode('unoswap2', [tok, AMOUNT, MIN, ...r1]),
      { ...tokenToToken, routers: [ROUTER] },
      'unknownRouter',
    ],
  ])('refuses %s', async (_name, data, expected, reason) => {
    expect(await verdict(data, expected)).toBe(reason)
  })

  it.each(['status', 'error', 'throw'] as const)(
    'refuses when the RPC fails (%s)',
    async (fail) => {
      const [, data, expected] = honest[1] as [string, string, SwapExpectation]
      expect(await verdict(data, expected, chain(fail))).toBe('poolUnreadable')
    },
  )

  it('refuses a native side on a network without a known wrapped token; a slow RPC times out', async () => {
    const [, data, expected] = honest[6] as [string, string, SwapExpectation]
    expect(await verdict(data, expected, { ...chain(), caipNetworkId: 'eip155:31337' })).toBe(
      'unknownCalldata',
    )
    const hang = vi.fn(
      (_u: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    )
    const slow = {
      caipNetworkId: 'eip155:1',
      poolTokens: poolTokensReader('https://rpc.test', {
        timeoutMs: 20,
        fetch: hang as unknown as typeof fetch,
      }),
    }
    expect(await verdict(data, expected, slow)).toBe('poolUnreadable')
  })
})
