import { UserRejectedRequestError } from '@gangway/core'
import * as v from 'valibot'
import type { BitcoinWallet, BitcoinWalletChange } from '../types.js'
import { toAccounts } from './standardWallet.js'

/** sats-connect's error codes (RpcErrorCode) the adapter reads. */
const SATS_ERRORS = { userRejection: -32000, accessDenied: -32002 } as const

/** A `window.btc_providers` entry (untrusted: parsed). */
const EntrySchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/), v.maxLength(200)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  icon: v.optional(v.string()),
})
export type SatsConnectEntry = v.InferOutput<typeof EntrySchema>

/** The sats-connect provider object an entry's `id` names. */
export type SatsConnectProvider = {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(event: string, listener: (data: unknown) => void): (() => void) | undefined
}

const Envelope = v.variant('status', [
  v.object({ status: v.literal('success'), result: v.unknown() }),
  v.object({
    status: v.literal('error'),
    error: v.object({ code: v.number(), message: v.optional(v.string()) }),
  }),
])

/** A sats-connect error, its code kept. */
class SatsConnectError extends Error {
  override name = 'SatsConnectError'
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

/** The providers listed in `window.btc_providers`, each with the object its id's path names. */
export function findSatsConnectProviders(
  target: Record<string, unknown>,
): { entry: SatsConnectEntry; provider: SatsConnectProvider }[] {
  const list = target.btc_providers
  if (!Array.isArray(list)) return []
  const found: { entry: SatsConnectEntry; provider: SatsConnectProvider }[] = []
  for (const item of list.slice(0, 20)) {
    const parsed = v.safeParse(EntrySchema, item)
    if (!parsed.success) continue
    let at: unknown = target
    for (const key of parsed.output.id.split('.'))
      at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined
    if (at && typeof (at as SatsConnectProvider).request === 'function')
      found.push({ entry: parsed.output, provider: at as SatsConnectProvider })
  }
  return found
}

/**
 * The adapter's view of a sats-connect provider: `request(method, params)` answers with an
 * envelope (`{ status: 'success', result }` or `{ status: 'error', error: { code, message } }`);
 * USER_REJECTION (-32000) is the visitor saying no.
 */
export function fromSatsConnect(
  entry: SatsConnectEntry,
  provider: SatsConnectProvider,
): BitcoinWallet {
  let granted: ReturnType<typeof toAccounts> = []
  const call = async (method: string, params?: unknown): Promise<unknown> => {
    const answer = v.safeParse(Envelope, await provider.request(method, params))
    if (!answer.success) throw new Error(`${entry.name} answered ${method} without an envelope`)
    if (answer.output.status === 'success') return answer.output.result
    const { code, message = 'Request failed' } = answer.output.error
    if (code === SATS_ERRORS.userRejection) throw new UserRejectedRequestError({ details: message })
    throw new SatsConnectError(message, code)
  }
  const addresses = (result: unknown) =>
    toAccounts(
      Array.isArray(result)
        ? result
        : ((result as { addresses?: unknown[] } | null)?.addresses ?? []),
    )
  return {
    name: entry.name,
    icon: entry.icon,
    features: () => ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction'],
    accounts: () => granted,
    async connect(purposes) {
      granted = addresses(await call('getAccounts', { purposes }))
      return granted
    },
    async reconnect() {
      granted = addresses(await call('wallet_getAccount'))
      return granted
    },
    async disconnect() {
      granted = []
      await call('wallet_disconnect').catch(() => undefined)
    },
    onChange(listener) {
      const offs = [
        provider.addListener?.('accountChange', (data) => {
          const next = addresses(data)
          if (next.length) granted = next
          listener({ accounts: next.length ? next : granted } satisfies BitcoinWalletChange)
        }),
        provider.addListener?.('disconnect', () => {
          granted = []
          listener({ accounts: [] })
        }),
      ]
      return () => {
        for (const off of offs) if (typeof off === 'function') off()
      }
    },
    async signMessage(address, message, protocol) {
      const result = (await call('signMessage', {
        address,
        message,
        protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
      })) as { signature?: unknown } | null
      if (typeof result?.signature !== 'string')
        throw new Error(`${entry.name} returned no signature`)
      return result.signature
    },
    async signPsbt(psbt, inputs) {
      const signInputs: Record<string, number[]> = {}
      for (const input of inputs)
        signInputs[input.address] = [...(signInputs[input.address] ?? []), input.index]
      const result = (await call('signPsbt', {
        psbt: btoa(String.fromCharCode(...psbt)),
        signInputs,
        broadcast: false,
      })) as { psbt?: unknown } | null
      if (typeof result?.psbt !== 'string') throw new Error(`${entry.name} returned no PSBT`)
      return Uint8Array.from(atob(result.psbt), (c) => c.charCodeAt(0))
    },
  }
}
