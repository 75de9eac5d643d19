import {
  parseUnits,
  type SentTransaction,
  type TransferEstimate,
  type TransferParameters,
} from '@gangway/core'
// parseUnits is core's, not viem's: viem's module is imported (not used) by viem's own token
// helpers in the first chunk, and a lazy chunk using it makes Vite 8 (rolldown) see a chunk
// cycle and split the host's first load into several files (docs/architecture.md §6).
import { formatUnits, getAddress } from 'viem'
import { EstimateGasError } from '../errors.js'
import { InvalidDecimalError } from '../internal/core.js'
import type { EvmAdapter, EvmTransactionRequest } from '../types.js'
import { erc20ReadAbi, transferData } from './erc20.js'

const DECIMAL = /^\d+(\.\d+)?$/

/**
 * The transaction of a transfer: the native currency to `to`, or an ERC-20 `transfer(to,
 * amount)` call to the token contract. Amounts are decimal strings, converted exactly.
 *
 * @throws InvalidDecimalError when `amount` is not a plain non-negative decimal string
 */
function buildTransferRequest({
  to,
  amount,
  asset,
  network,
  fee,
}: TransferParameters): EvmTransactionRequest {
  if (!DECIMAL.test(amount)) throw new InvalidDecimalError({ details: amount })
  // The fee the caller reserved (e.g. Max = balance − gas × gas price): sent as that gas limit
  // and gas price, so the transaction never costs more than was left for it.
  const pricing = fee ? { gas: BigInt(fee.units), gasPrice: BigInt(fee.rate) } : {}
  if (!asset)
    return {
      to: getAddress(to),
      value: parseUnits(amount, network.nativeCurrency.decimals),
      ...pricing,
    }
  return {
    ...pricing,
    to: getAddress(asset.address),
    data: transferData(getAddress(to), parseUnits(amount, asset.decimals)),
  }
}

/**
 * A transfer's network fee (gas estimate × gas price, in the native currency) and the most the
 * sender can send: the native balance less the fee, or the whole token balance.
 *
 * @throws EstimateGasError ('estimateGas error') when the node cannot estimate it (e.g. too
 * little balance); InvalidDecimalError for a malformed amount
 * @example
 * await adapter.transfer.estimate({ connectorId, from, network, to, amount: '0.1' })
 * // { fee: { value: '0.000021', symbol: 'ETH' }, max: '9.99997' }
 */
export async function estimateTransfer(
  adapter: EvmAdapter,
  params: TransferParameters,
): Promise<TransferEstimate> {
  const { network, from, asset } = params
  const client = adapter._internal.getClient(network)
  const request = buildTransferRequest(params)
  const account = getAddress(from)
  const [gas, gasPrice, balance] = await Promise.all([
    client
      .estimateGas({
        account,
        to: getAddress(request.to),
        value: request.value,
        data: request.data,
      })
      .catch((cause: unknown) => {
        throw new EstimateGasError({ cause })
      }),
    client.getGasPrice(),
    asset
      ? client.readContract({
          address: getAddress(asset.address),
          abi: erc20ReadAbi,
          functionName: 'balanceOf',
          args: [account],
        })
      : client.getBalance({ address: account }),
  ])
  const fee = gas * gasPrice
  const { decimals, symbol } = network.nativeCurrency
  const max = asset
    ? formatUnits(balance, asset.decimals)
    : formatUnits(balance > fee ? balance - fee : 0n, decimals)
  return { fee: { value: formatUnits(fee, decimals), symbol }, max, feeUnits: gas.toString() }
}

/**
 * Sends a transfer with the connected wallet, after the visitor's approval (the same gate as
 * the host's provider).
 *
 * @returns the transaction hash as `id`
 * @example
 * const { id } = await adapter.transfer.send({
 *   connectorId, from, network: base, to, amount: '5', asset: { address: usdc, decimals: 6 },
 * })
 */
export function sendTransfer(
  adapter: EvmAdapter,
  params: TransferParameters,
): Promise<SentTransaction> {
  return adapter.sendTransaction({
    connectorId: params.connectorId,
    address: params.from,
    network: params.network,
    request: buildTransferRequest(params),
  })
}
