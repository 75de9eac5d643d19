import * as v from 'valibot'
import {
  NATIVE_TOKEN_ADDRESS,
  RECEIVER_DEBOUNCE_MS,
  SEND_MESSAGES,
  SEND_RETRY_LOCK_MS,
} from '../constants.js'
import {
  type Adapter,
  BaseError,
  balanceToBaseUnits,
  type ChainNamespace,
  ENS_CHAIN_ID,
  type Engine,
  engineTimeout,
  fetchBalance,
  fetchFungiblePrices,
  fetchTokenBalances,
  findNetwork,
  formatUnits,
  isUserRejection,
  maxAmount,
  parseUnits,
  type RouterData,
  replace,
  reset,
  roundDecimal,
  showToast,
  switchNetwork,
  type TokenBalance,
  toBaseUnits,
  toSafeImageUrl,
} from '../internal/core.js'
import { gasReserve } from './amounts.js'
import { parseReceiver, sameAddress } from './receiver.js'
import {
  getSendStore,
  resetSend,
  type SendArguments,
  type SendToken,
  sendAbortController,
} from './sendStore.js'
import { fetchGasPrice, lookupName, nameCoinTypes } from './services.js'
import { tokenAddressOf } from './tokenAddress.js'

/** The connected account, its network and its adapter, or `undefined` when not connected. */
function sendContext(engine: Engine) {
  const namespace = engine.$activeNamespace.get()
  const network = engine.$activeNetwork.get()
  const address = engine.$account.get()?.address
  const connectorId = engine.$connections.get()[namespace]?.connectorId
  const adapter = engine.adapters.get(namespace) as Adapter | undefined
  if (!network || !address || !connectorId || !adapter) return undefined
  return { namespace, network, address, connectorId, adapter }
}

/**
 * A data API balance entry as a send token: its address (CAIP-10 for EVM, a bare mint for
 * Solana) reduced to the contract or mint, none for the native currency (`tokenAddressOf`).
 */
function toSendToken(balance: TokenBalance): SendToken {
  return {
    address: tokenAddressOf(balance.address),
    name: balance.name,
    symbol: balance.symbol,
    decimals: Number(balance.quantity.decimals),
    balance: balance.quantity.numeric,
    price: String(balance.price),
    iconUrl: toSafeImageUrl(balance.iconUrl),
  }
}

/**
 * "Your tokens" (issue 13): the account's balances on the active network from the data API
 * (spec §7 balance), the native currency first; the adapter's native balance when the API has
 * none for it.
 */
export function yourTokens(engine: Engine): SendToken[] {
  const context = sendContext(engine)
  if (!context) return []
  const account = engine.$account.get()
  const tokens = (account?.tokenBalance ?? [])
    .filter((b) => b.chainId === context.network.caipNetworkId)
    .map(toSendToken)
    .filter((t) => Number.isInteger(t.decimals) && t.decimals > 0 && t.decimals <= 36)
  if (!tokens.some((t) => !t.address) && account?.balance !== undefined) {
    const { name, symbol, decimals } = context.network.nativeCurrency
    tokens.unshift({ name, symbol, decimals, balance: account.balance })
  }
  return tokens.sort((a, b) => Number(Boolean(a.address)) - Number(Boolean(b.address)))
}

/** Loads the account's balances (30 s cache) for SelectToken. Never throws. */
export async function loadYourTokens(engine: Engine): Promise<void> {
  await fetchTokenBalances(engine).catch((error: unknown) =>
    engine.logger.warn('Send: token balances unavailable', error),
  )
}

/** Picks the token to send and prices its fee; the amount is kept. */
export function selectToken(engine: Engine, token: SendToken): void {
  const $send = getSendStore(engine)
  if ($send.get().fixed) return
  $send.set({
    ...$send.get(),
    token,
    max: false,
    fee: undefined,
    pricing: undefined,
    confirmedRisk: false,
  })
  void estimateFee(engine)
}

/** Sets the amount as typed (a decimal string). */
export function setAmount(engine: Engine, amount: string): void {
  const $send = getSendStore(engine)
  if ($send.get().fixed) return
  $send.set({ ...$send.get(), amount, max: false })
}

/**
 * Max: a token's whole balance rounded down to its decimals; the native currency's balance less
 * the gas reserve (gas limit × the data API's standard gas price), never below 0.
 */
export async function setMax(engine: Engine): Promise<void> {
  const $send = getSendStore(engine)
  const { token, fixed } = $send.get()
  if (!token || fixed) return
  const balance = balanceToBaseUnits(token.balance, token.decimals)
  if (token.address) {
    $send.set({ ...$send.get(), amount: maxAmount(balance, token.decimals), max: true })
    return
  }
  const fee = $send.get().fee ?? (await estimateFee(engine))
  if (getSendStore(engine).get().token !== token) return
  $send.set({ ...$send.get(), amount: maxAmount(balance, token.decimals, fee ?? 0n), max: true })
}

/**
 * The fee of sending the token (in native base units): the adapter's estimate of the units
 * (gas) priced at the data API's standard gas price, or the adapter's own fee when the API has
 * no price. Stored with the native balance; `undefined` when it cannot be estimated.
 */
async function estimateFee(engine: Engine): Promise<bigint | undefined> {
  const context = sendContext(engine)
  const $send = getSendStore(engine)
  const { token, receiver } = $send.get()
  if (!context || !token || !context.adapter.transfer) return undefined
  const { network, address, connectorId } = context
  const transfer = context.adapter.transfer
  const controller = sendAbortController(engine, 'fee')
  const to = receiver.status === 'valid' ? receiver.address : address
  try {
    const [estimate, gasPrice, native] = await Promise.all([
      transfer.estimate({
        connectorId,
        from: address,
        network,
        to,
        amount: '0',
        ...(token.address ? { asset: { address: token.address, decimals: token.decimals } } : {}),
      }),
      fetchGasPrice(engine, network.caipNetworkId, controller.signal),
      context.adapter.getBalance({ address, network }),
    ])
    if (controller.signal.aborted) return undefined
    const { decimals } = network.nativeCurrency
    // A family priced by a market rate offers speeds: the visitor's pick stays while it is offered.
    const speeds = estimate.speeds?.length ? estimate.speeds : undefined
    const picked = $send.get().speed
    const speed = speeds
      ? (speeds.find((s) => s.id === picked) ??
        speeds.find((s) => s.id === estimate.speed) ??
        speeds[0]!)
      : undefined
    const pricing =
      !speed && estimate.feeUnits !== undefined && gasPrice !== undefined
        ? { units: BigInt(estimate.feeUnits), rate: gasPrice }
        : undefined
    const fee = pricing
      ? gasReserve(pricing.units, pricing.rate)
      : parseUnits((speed?.fee ?? estimate.fee).value, decimals)
    $send.setKey('pricing', pricing)
    $send.setKey('speeds', speeds)
    $send.setKey('speed', speed?.id)
    $send.setKey('nativeBalance', balanceToBaseUnits(native.value, decimals))
    setFee($send, fee)
    return fee
  } catch (error) {
    engine.logger.warn('Send: fee estimate failed', error)
    return undefined
  }
}

/**
 * Sets the receiver field; 500 ms after the last change it is resolved: an address of the
 * namespace is taken as is (a mixed-case EVM address must pass EIP-55), a name goes to the name
 * service's profile lookup and, on chain 1, to the adapter's name service (ENS).
 */
export function setReceiverInput(engine: Engine, input: string): void {
  const $send = getSendStore(engine)
  if ($send.get().fixed && $send.get().receiverInput) return
  $send.setKey('receiverInput', input)
  $send.setKey('confirmedRisk', false)
  const controller = sendAbortController(engine, 'receiver')
  const parsed = parseReceiver(input, engine.$activeNamespace.get())
  if (parsed.kind === 'empty') {
    $send.setKey('receiver', { status: 'empty' })
    return
  }
  $send.setKey('receiver', { status: 'resolving' })
  const cancel = engineTimeout(
    engine,
    () => {
      if (!controller.signal.aborted) void resolveReceiver(engine, input, controller.signal)
    },
    RECEIVER_DEBOUNCE_MS,
  )
  controller.signal.addEventListener('abort', cancel)
}

/** Resolves the receiver field now (the debounced part of `setReceiverInput`). */
export async function resolveReceiver(
  engine: Engine,
  input: string,
  signal?: AbortSignal,
): Promise<void> {
  const $send = getSendStore(engine)
  const namespace = engine.$activeNamespace.get()
  const parsed = parseReceiver(input, namespace)
  const set = (receiver: ReturnType<typeof $send.get>['receiver']) => {
    if (signal?.aborted || $send.get().receiverInput !== input) return
    $send.setKey('receiver', receiver)
    // The fee depends on the receiver (a contract may need more gas than an account).
    if (receiver.status === 'valid' && $send.get().token) void estimateFee(engine)
  }
  if (parsed.kind === 'empty') return set({ status: 'empty' })
  if (parsed.kind === 'invalid')
    return set({ status: 'invalid', reason: parsed.checksum ? 'checksum' : 'format' })
  if (parsed.kind === 'address') return set({ status: 'valid', address: parsed.address })
  const network = engine.$activeNetwork.get()
  try {
    // ENSIP-19: the address for this chain's coin type, else the default EVM one; never an
    // address listed for another chain.
    const coinTypes = network ? nameCoinTypes(namespace, network.id) : []
    const profile = await lookupName(engine, parsed.name, {
      coinTypes,
      ...(signal ? { signal } : {}),
    }).catch((error: unknown) => {
      engine.logger.warn('Send: name lookup failed', error)
      return null
    })
    const checked = profile && parseReceiver(profile.address, namespace)
    // The name shown is the one the visitor typed (the lookup checked the service answered it).
    if (profile && checked?.kind === 'address')
      return set({
        status: 'valid',
        address: checked.address,
        name: parsed.name,
        avatar: profile.avatar,
      })
    // Spec §9: ENS only on chain 1, through the adapter's name service.
    const adapter = engine.adapters.get(namespace) as Adapter | undefined
    if (network && Number(network.id) === ENS_CHAIN_ID && adapter?.resolveName) {
      const address = await adapter.resolveName({ name: parsed.name, network })
      const resolved = address ? parseReceiver(address, namespace) : undefined
      if (resolved?.kind === 'address') {
        const profile = await adapter.getProfile?.({ address: resolved.address, network })
        return set({
          status: 'valid',
          address: resolved.address,
          name: parsed.name,
          avatar: toSafeImageUrl(profile?.avatar) ?? undefined,
        })
      }
    }
    set({ status: 'invalid', reason: 'notFound' })
  } catch (error) {
    engine.logger.warn('Send: receiver resolution failed', error)
    set({ status: 'invalid', reason: 'notFound' })
  }
}

/**
 * Picks a fee speed of the ones the adapter offered (`TransferEstimate.speeds`): the fee shown
 * and the send follow it.
 */
export function selectSpeed(engine: Engine, id: string): void {
  const $send = getSendStore(engine)
  const speed = $send.get().speeds?.find((s) => s.id === id)
  const network = engine.$activeNetwork.get()
  if (!speed || !network) return
  $send.setKey('speed', speed.id)
  setFee($send, parseUnits(speed.fee.value, network.nativeCurrency.decimals))
}

/**
 * Sets the fee; an amount Max set for the native currency leaves this fee, not the one it was
 * first computed with (a new estimate, a faster speed).
 */
function setFee($send: ReturnType<typeof getSendStore>, fee: bigint | undefined): void {
  $send.setKey('fee', fee)
  const { max, token } = $send.get()
  if (max && token && !token.address && fee !== undefined)
    $send.setKey(
      'amount',
      maxAmount(balanceToBaseUnits(token.balance, token.decimals), token.decimals, fee),
    )
}

/** The visitor ticked "I understand" for a send to their own address or to the token contract. */
export function confirmRisk(engine: Engine, confirmed: boolean): void {
  getSendStore(engine).setKey('confirmedRisk', confirmed)
}

/** Why the preview asks for an explicit confirmation, if it does. */
export function sendRisk(engine: Engine): 'self' | 'contract' | undefined {
  const { token, receiver } = getSendStore(engine).get()
  if (receiver.status !== 'valid') return undefined
  if (sameAddress(receiver.address, engine.$account.get()?.address)) return 'self'
  if (token?.address && sameAddress(receiver.address, token.address)) return 'contract'
  return undefined
}

/**
 * Sends through the active namespace's adapter (`transfer.send`), after the wallet's approval.
 * Success: 'Transaction started', the state resets, balances refresh with the cache bypassed,
 * and the modal shows Account (or WalletSendConfirmed when the host opened Send with
 * arguments). Failure: the wallet's message (or 'Something went wrong'), the form keeps its
 * input, and Send stays locked 30 s (not after a rejection: the visitor just said no).
 */
export async function submitSend(engine: Engine): Promise<void> {
  const $send = getSendStore(engine)
  const state = $send.get()
  const context = sendContext(engine)
  const { token, amount, receiver } = state
  if (state.loading || Date.now() < state.lockedUntil) return
  if (!context || !token || receiver.status !== 'valid' || !context.adapter.transfer) {
    showToast(engine, { variant: 'error', message: SEND_MESSAGES.missingAmountOrReceiver })
    return
  }
  if (toBaseUnits(amount, token.decimals) === undefined) {
    showToast(engine, { variant: 'error', message: SEND_MESSAGES.invalidAmount })
    return
  }
  if (sendRisk(engine) && !state.confirmedRisk) return
  const { network, address, connectorId } = context
  const transfer = context.adapter.transfer
  $send.setKey('loading', true)
  try {
    const { id } = await transfer.send({
      connectorId,
      from: address,
      network,
      to: receiver.address,
      amount,
      ...(token.address ? { asset: { address: token.address, decimals: token.decimals } } : {}),
      // A native send is priced as its gas reserve was (Max = balance − units × rate), so it
      // never costs more than was left for it. A token's gas depends on the amount: the wallet
      // prices it.
      ...(!token.address && state.pricing
        ? { fee: { units: String(state.pricing.units), rate: String(state.pricing.rate) } }
        : {}),
      ...(state.speed ? { speed: state.speed } : {}),
    })
    showToast(engine, { variant: 'success', message: SEND_MESSAGES.transactionStarted })
    const summary: RouterData = {
      transactionId: id,
      amount,
      symbol: token.symbol,
      to: receiver.address,
      toName: receiver.name,
      network: network,
    }
    const fixed = state.fixed
    resetSend(engine)
    if (fixed) replace(engine, 'WalletSendConfirmed', summary)
    else reset(engine, 'Account')
    void refreshBalances(engine)
  } catch (error) {
    $send.setKey('loading', false)
    if (!isUserRejection(error)) $send.setKey('lockedUntil', Date.now() + SEND_RETRY_LOCK_MS)
    showToast(engine, { variant: 'error', message: walletMessage(error) })
    engine.logger.warn('Send failed', error)
  }
}

/** The wallet's own message when it gave one, else the spec's 'Something went wrong'. */
function walletMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message
    if (typeof message === 'string' && message.trim() && message.length <= 200) return message
  }
  return SEND_MESSAGES.somethingWentWrong
}

/** Native and token balances, fetched again with the caches bypassed. */
async function refreshBalances(engine: Engine): Promise<void> {
  await Promise.all([
    fetchBalance(engine, { force: true }),
    fetchTokenBalances(engine, { force: true }).catch(() => undefined),
  ])
}

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
  const fail = (message: string) => {
    showToast(engine, { variant: 'error', message })
    $send.setKey('preparing', false)
  }
  const namespace = args.namespace as ChainNamespace
  const network = findNetwork(
    engine.config.networks.filter((n) => n.chainNamespace === namespace),
    args.chainId.includes(':') ? args.chainId : `${namespace}:${args.chainId}`,
  )
  if (!network) return fail(SEND_MESSAGES.networkNotFound)
  const adapter = engine.adapters.get(namespace) as Adapter | undefined
  if (!adapter?.transfer) return fail(SEND_MESSAGES.unsupportedChain)
  if (!/^\d*\.?\d*$/.test(args.amount) || !/\d/.test(args.amount))
    return fail(SEND_MESSAGES.invalidAmount)
  if (engine.$activeNetwork.get()?.caipNetworkId !== network.caipNetworkId) {
    try {
      await switchNetwork(engine, network)
    } catch (error) {
      engine.logger.warn('Send: switching to the requested network failed', error)
      return fail(SEND_MESSAGES.unsupportedChain)
    }
    // The switch re-initialised the state: keep the host's arguments.
    $send.set({ ...$send.get(), fixed: args, preparing: true, amount: args.amount })
  }
  const context = sendContext(engine)
  if (!context) return fail(SEND_MESSAGES.unsupportedChain)
  let token: SendToken
  const asset = tokenAddressOf(args.assetAddress)
  if (!asset) {
    const balance = await adapter.getBalance({ address: context.address, network })
    const { name, symbol, decimals } = network.nativeCurrency
    token = { name, symbol, decimals, balance: balance.value }
  } else {
    if (!adapter.getAsset) return fail(SEND_MESSAGES.tokenInfoFailed)
    let info: Awaited<ReturnType<NonNullable<Adapter['getAsset']>>>
    try {
      info = await adapter.getAsset({ address: asset, network, owner: context.address })
    } catch (error) {
      engine.logger.warn('Send: token information failed', error)
      return fail(SEND_MESSAGES.tokenInfoFailed)
    }
    if (!info) return fail(SEND_MESSAGES.tokenNotFound)
    // A contract's name and symbol are whatever its deployer wrote: checked, then shown as text.
    const parsed = v.safeParse(AssetSchema, info)
    if (!parsed.success) return fail(SEND_MESSAGES.tokenInfoFailed)
    token = { ...parsed.output, balance: parsed.output.balance ?? '0' }
  }
  if (toBaseUnits(args.amount, token.decimals) === undefined)
    return fail(SEND_MESSAGES.invalidAmount)
  const price = await fetchFungiblePrices(engine, {
    addresses: [`${network.caipNetworkId}:${token.address ?? NATIVE_TOKEN_ADDRESS}`],
  }).catch(() => [])
  if (price[0]) token = { ...token, price: String(price[0].price) }
  $send.set({ ...$send.get(), token, preparing: false, receiverInput: args.to })
  await resolveReceiver(engine, args.to)
  void estimateFee(engine)
}

/**
 * A token's balance as text for the view, rounded down to `places` decimals so a long native
 * balance ('9999.989868124022454321') reads '9999.9898' and never shows more than one has.
 */
export function formatTokenBalance(token: SendToken, places = 4): string {
  const exact = formatUnits(balanceToBaseUnits(token.balance, token.decimals), token.decimals)
  return roundDecimal(exact, Math.min(places, token.decimals), 'down')
}
