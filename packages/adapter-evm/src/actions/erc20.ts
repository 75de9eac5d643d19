import type { Address, Hex } from 'viem'
import { InvalidDecimalError } from '../internal/core.js'

/*
 * The few ERC-20 pieces the on-demand actions use, here rather than viem's `erc20Abi` and
 * `encodeFunctionData`. The adapter's lazy chunks import no viem action, ABI, typed-data or
 * contract-error module (only plain utilities: getAddress, formatUnits, parseUnits, numberToHex,
 * and viem/ens's normalize): importing one of those, which the host's first chunk also has,
 * made Vite 8 split viem's shared modules into extra files loaded up front (2.7 KiB
 * gzip and 5 more files for the quick start). The reads go through the public client's own
 * actions, already in the first chunk. lazyChunks.test.ts keeps to this.
 */

const uint256 = [{ type: 'uint256' }] as const

/** name(), symbol(), decimals() and balanceOf(address): what getAsset and transfer read. */
export const erc20ReadAbi = [
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'string' }],
  },
  {
    type: 'function',
    name: 'symbol',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'string' }],
  },
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint8' }],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ type: 'address', name: 'account' }],
    outputs: uint256,
  },
] as const

/** The selector of `transfer(address,uint256)`. */
const TRANSFER_SELECTOR = '0xa9059cbb'
const MAX_UINT256 = 2n ** 256n - 1n

/**
 * The calldata of ERC-20 `transfer(to, amount)`: the selector, then both arguments as 32-byte
 * words (ABI encoding of two static types).
 *
 * @throws InvalidDecimalError when `amount` does not fit a uint256.
 * @example
 * transferData('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1_000_000n)
 * // '0xa9059cbb00000000000000000000000070997970c5…00000000000000000000000000000000000f4240'
 */
export function transferData(to: Address, amount: bigint): Hex {
  if (amount < 0n || amount > MAX_UINT256)
    throw new InvalidDecimalError({ details: String(amount) })
  const word = (hex: string) => hex.padStart(64, '0')
  return `${TRANSFER_SELECTOR}${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`
}
