// Issue 31 items 1 and 2, crafted answers: each case is a convert-service answer the visitor must
// never sign. Calldata is made with viem (the encoder a service would use), read by `calldata.ts`.
import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS, ONE_INCH_V6_ROUTER } from '../constants.js'
import { decodeApprove, decodeSwap, encodeApprove } from './calldata.js'
import {
  approvalTransaction,
  checkSwapTransaction,
  type SwapExpectation,
  SwapTransactionRefusedError,
  swapRouters,
  swapValue,
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

describe('the swap transaction (issue 31 item 2)', () => {
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

describe('the approval (issue 31 item 1)', () => {
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
