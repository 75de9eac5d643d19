import * as v from 'valibot'
import { NATIVE_TOKEN_ADDRESS } from '../constants.js'
import {
  type Adapter,
  type ChainNamespace,
  type Engine,
  fetchFungiblePrices,
  findNetwork,
  type RouterData,
  showToast,
  switchNetwork,
  toBaseUnits,
} from '../internal/core.js'
import type { sendMessages } from '../messages/send.js'
import { sendContext } from './context.js'
import { estimateFee } from './fee.js'
import { resolveReceiver } from './receiverInput.js'
import { getSendStore, type SendArguments, type SendToken } from './sendStore.js'
import { text } from './text.js'
import { tokenAddressOf } from './tokenAddress.js'

const AssetSchema = v.object({
  address: v.pipe(v.string(), v.maxLength(100)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  symbol: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(16)),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
  balance: v.optional(v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/))),
})

const ArgumentsSchema = v.object({
  amount: v.pipe(v.string(), v.maxLength(80)),
  assetAddress: v.optional(v.pipe(v.string(), v.maxLength(100))),
  namespace: v.pipe(v.string(), v.maxLength(32)),
  chainId: v.union([
    v.pipe(v.string(), v.maxLength(64)),
    v.pipe(
      v.number(),
      v.integer(),
      v.transform((n) => String(n)),
    ),
  ]),
  to: v.pipe(v.string(), v.maxLength(255)),
})

/** The Send arguments in router data, when the host opened Send with them. */
export function readSendArguments(data: RouterData | undefined): SendArguments | undefined {
  if (!data || !('amount' in data || 'to' in data || 'assetAddress' in data)) return undefined
  const parsed = v.safeParse(ArgumentsSchema, data)
  return parsed.success ? parsed.output : undefined
}

/**
 * Prepares Send with the host's arguments `{ amount, assetAddress, namespace, chainId, to }`:
 * the fields become read-only; the network must be configured ('Network not found') and its
 * adapter able to transfer ('Unsupported chain'), switching to it when another is active; the
 * token's metadata is read on chain in one round trip (`getAsset`: 'Token not found', 'Failed to
 * fetch token information'); an amount that is not a decimal within the token's decimals is
 * refused ('Invalid amount').
 */
export async function initFromArguments(engine: Engine, args: SendArguments): Promise<void> {
  const $send = getSendStore(engine)
  $send.set({ ...$send.get(), fixed: args, preparing: true, amount: args.amount })
  const fail = (key: keyof typeof sendMessages) => {
    showToast(engine, { variant: 'error', message: text(engine, key) })
    $send.setKey('preparing', false)
  }
  const namespace = args.namespace as ChainNamespace
  const network = findNetwork(
    engine.config.networks.filter((n) => n.chainNamespace === namespace),
    args.chainId.includes(':') ? args.chainId : `${namespace}:${args.chainId}`,
  )
  if (!network) return fail('networkNotFound')
  const adapter = engine.adapters.get(namespace) as Adapter | undefined
  if (!adapter?.transfer) return fail('unsupportedChain')
  if (!/^\d*\.?\d*$/.test(args.amount) || !/\d/.test(args.amount)) return fail('invalidAmount')
  if (engine.$activeNetwork.get()?.caipNetworkId !== network.caipNetworkId) {
    try {
      await switchNetwork(engine, network)
    } catch (error) {
      engine.logger.warn('Send: switching to the requested network failed', error)
      return fail('unsupportedChain')
    }
    // The switch re-initialised the state: keep the host's arguments.
    $send.set({ ...$send.get(), fixed: args, preparing: true, amount: args.amount })
  }
  const context = sendContext(engine)
  if (!context) return fail('unsupportedChain')
  let token: SendToken
  const asset = tokenAddressOf(args.assetAddress)
  if (!asset) {
    const balance = await adapter.getBalance({ address: context.address, network })
    const { name, symbol, decimals } = network.nativeCurrency
    token = { name, symbol, decimals, balance: balance.value }
  } else {
    if (!adapter.getAsset) return fail('tokenInfoFailed')
    let info: Awaited<ReturnType<NonNullable<Adapter['getAsset']>>>
    try {
      info = await adapter.getAsset({ address: asset, network, owner: context.address })
    } catch (error) {
      engine.logger.warn('Send: token information failed', error)
      return fail('tokenInfoFailed')
    }
    if (!info) return fail('tokenNotFound')
    // A contract's name and symbol are whatever its deployer wrote: checked, then shown as text.
    const parsed = v.safeParse(AssetSchema, info)
    if (!parsed.success) return fail('tokenInfoFailed')
    token = { ...parsed.output, balance: parsed.output.balance ?? '0' }
  }
  if (toBaseUnits(args.amount, token.decimals) === undefined) return fail('invalidAmount')
  const price = await fetchFungiblePrices(engine, {
    addresses: [`${network.caipNetworkId}:${token.address ?? NATIVE_TOKEN_ADDRESS}`],
  }).catch(() => [])
  if (price[0]) token = { ...token, price: String(price[0].price) }
  $send.set({ ...$send.get(), token, preparing: false, receiverInput: args.to })
  await resolveReceiver(engine, args.to)
  void estimateFee(engine)
}
