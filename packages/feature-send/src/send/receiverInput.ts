import { RECEIVER_DEBOUNCE_MS } from '../constants.js'
import {
  type Adapter,
  ENS_CHAIN_ID,
  type Engine,
  engineTimeout,
  toSafeImageUrl,
} from '../internal/core.js'
import { estimateFee } from './fee.js'
import { parseReceiver } from './receiver.js'
import { getSendStore, sendAbortController } from './sendStore.js'
import { lookupName, nameCoinTypes } from './services.js'

/**
 * The longest receiver the field takes (issue 36 §3 "input length caps"): a DNS name's limit,
 * 255, is above any name and any address (a bech32m one is at most 90 characters).
 */
export const RECEIVER_MAX_CHARS = 255

/**
 * Sets the receiver field (refused above RECEIVER_MAX_CHARS: the field keeps its value, and no
 * lookup is sent for it); 500 ms after the last change it is resolved: an address of the
 * namespace is taken as is (a mixed-case EVM address must pass EIP-55), a name goes to the name
 * service's profile lookup and, on chain 1, to the adapter's name service (ENS).
 */
export function setReceiverInput(engine: Engine, input: string): void {
  const $send = getSendStore(engine)
  if ($send.get().fixed && $send.get().receiverInput) return
  if (input.length > RECEIVER_MAX_CHARS) return
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
