import { decodeFunctionResult, encodeFunctionData, encodeFunctionResult, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { InvalidDecimalError } from '../internal/core.js'
import { erc20ReadAbi, transferData } from './erc20.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('transferData', () => {
  test.each([0n, 1n, 1_000_000n, 2n ** 255n, 2n ** 256n - 1n])(
    'the same calldata as viem encodes for transfer(to, %s)',
    (amount) => {
      expect(transferData(to, amount)).toBe(
        encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      )
    },
  )

  test('an amount that does not fit a uint256 is an InvalidDecimalError', () => {
    expect(() => transferData(to, 2n ** 256n)).toThrow(InvalidDecimalError)
    expect(() => transferData(to, -1n)).toThrow(InvalidDecimalError)
  })
})

test('erc20ReadAbi encodes and decodes the reads as viem’s erc20Abi does', () => {
  for (const functionName of ['name', 'symbol', 'decimals'] as const) {
    expect(encodeFunctionData({ abi: erc20ReadAbi, functionName })).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName }),
    )
  }
  expect(encodeFunctionData({ abi: erc20ReadAbi, functionName: 'balanceOf', args: [to] })).toBe(
    encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [to] }),
  )
  const data = encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 6 })
  expect(decodeFunctionResult({ abi: erc20ReadAbi, functionName: 'decimals', data })).toBe(6)
})
