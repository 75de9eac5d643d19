import type { AssetInfo, Network } from '@gangway/core'
import { formatUnits, getAddress } from 'viem'
import type { EvmAdapter } from '../types.js'
import { erc20ReadAbi } from './erc20.js'

/** What `getAsset` takes. */
export type GetAssetParameters = { address: string; network: Network; owner?: string }

/**
 * An ERC-20's name, symbol, decimals (and `owner`'s balance) read on chain. The reads go out
 * together, in one JSON-RPC batch (the client batches calls made in the same tick), so this is
 * one round trip whatever the chain, with or without a Multicall3 contract.
 *
 * @returns `null` when no contract is deployed at `address`.
 * @throws when the chain cannot be read, or the contract does not answer as an ERC-20.
 * @example
 * const tusd = await adapter.getAsset({ address, network: base, owner })
 * // { address, name: 'Test USD', symbol: 'TUSD', decimals: 6, balance: '100' }
 */
export async function getAsset(
  adapter: EvmAdapter,
  { address, network, owner }: GetAssetParameters,
): Promise<AssetInfo | null> {
  const client = adapter._internal.getClient(network)
  const token = getAddress(address)
  const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
    client.readContract({ address: token, abi: erc20ReadAbi, functionName })
  const [code, name, symbol, decimals, balance] = await Promise.all([
    client.getCode({ address: token }),
    read('name').catch(() => undefined),
    read('symbol').catch(() => undefined),
    read('decimals').catch(() => undefined),
    owner
      ? client
          .readContract({
            address: token,
            abi: erc20ReadAbi,
            functionName: 'balanceOf',
            args: [getAddress(owner)],
          })
          .catch(() => undefined)
      : undefined,
  ])
  if (!code || code === '0x') return null
  if (name === undefined || symbol === undefined || decimals === undefined)
    throw new Error(`${token} does not answer as an ERC-20 token`)
  return {
    address: token,
    name,
    symbol,
    decimals,
    ...(balance === undefined ? {} : { balance: formatUnits(balance, decimals) }),
  }
}
