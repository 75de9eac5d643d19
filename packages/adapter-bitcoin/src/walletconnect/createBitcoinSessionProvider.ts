import type { CaipNetworkId, RemoteSessionBridge, RemoteSessionProvider } from '@gangway/core'
import * as v from 'valibot'
import { createSession, type RemoteWalletInfo, RPC_TIMEOUT_MS } from '../internal/core.js'
import { BitcoinWalletConnectError } from '../internal/errors.js'
import type { BitcoinAccount, BitcoinPurpose, BitcoinWallet } from '../types.js'
import { toAccounts } from '../wallet/standardWallet.js'

/** The session provider, with the adapter's wallet view of it (see `addRemoteConnector`). */
export type BitcoinSessionProvider = RemoteSessionProvider & {
  toWallet(info: RemoteWalletInfo): BitcoinWallet & { chains(): string[] }
}

// The Reown "Bitcoin RPC reference" shapes (untrusted: parsed).
const Text = v.pipe(v.string(), v.maxLength(200))
/** One getAccountAddresses entry (also the `bip122_addressesChanged` event data). */
const AddressEntry = v.object({
  address: Text,
  publicKey: v.optional(v.unknown()),
  path: v.optional(v.unknown()),
  /** `payment` or `ordinal` (some wallets write `ordinals`, or sats-connect's `purpose`). */
  intention: v.optional(v.unknown()),
  purpose: v.optional(v.unknown()),
})
const AddressList = v.pipe(v.array(v.unknown()), v.maxLength(200))
const HEX = /^(?:[0-9a-fA-F]{2})+$/
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
const SignMessageAnswer = v.object({
  address: v.optional(Text),
  /** Hex per the reference; base64 accepted (what some wallets send). */
  signature: v.pipe(v.string(), v.maxLength(4096)),
})
const SendTransferAnswer = v.object({ txid: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/i)) })
const SignPsbtAnswer = v.object({
  psbt: v.pipe(v.string(), v.regex(BASE64), v.maxLength(400_000)),
  txid: v.optional(v.string()),
})

const purposeOf = (entry: v.InferOutput<typeof AddressEntry>): BitcoinPurpose | undefined => {
  const said = entry.intention ?? entry.purpose
  if (said === 'payment') return 'payment'
  if (said === 'ordinal' || said === 'ordinals') return 'ordinals'
  return undefined
}

/** The accounts of a getAccountAddresses answer, each with whether the wallet said its purpose. */
function readAddresses(answer: unknown): { account: BitcoinAccount; said: boolean }[] {
  const list = v.safeParse(AddressList, answer)
  if (!list.success) return []
  const out: { account: BitcoinAccount; said: boolean }[] = []
  for (const item of list.output) {
    const entry = v.safeParse(AddressEntry, item)
    if (!entry.success) continue
    const purpose = purposeOf(entry.output)
    const [account] = toAccounts([
      {
        address: entry.output.address,
        publicKey: typeof entry.output.publicKey === 'string' ? entry.output.publicKey : '',
        ...(purpose ? { purpose } : {}),
      },
    ])
    if (account && !out.some((o) => o.account.address === account.address))
      out.push({ account, said: !!purpose })
  }
  return out
}

const hexToBase64 = (hex: string) => {
  let binary = ''
  for (let i = 0; i < hex.length; i += 2)
    binary += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16))
  return btoa(binary)
}
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** Settles `promise` within `ms`, else rejects (a wallet that never answers is no answer). */
const within = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })

/**
 * The Bitcoin adapter's provider over a WalletConnect session (its `walletConnect` capability's
 * `createProvider`), in the bip122 shapes of the Reown "Bitcoin RPC reference". Requests go to the
 * granted chain of the visitor's active network (else `preferredChain`, else the first granted).
 *
 * Accounts are the session's addresses on that chain, labelled payment or ordinals by the
 * `intention` (or `purpose`) the wallet gives in `getAccountAddresses` (asked on connect, and
 * again in the background on a silent reconnect) and in `bip122_addressesChanged` events; an
 * address the wallet does not label reads as payment, unless it is taproot (ordinals). When the
 * wallet announces addresses of its own purpose that the session lacks (a payment or ordinals
 * address), they join; when an event names none of the session's addresses (the wallet switched
 * its account), its first payment and ordinals addresses replace them until the session updates.
 *
 * `toWallet` gives the adapter's wallet view: `signMessage` (`{ account, message, address,
 * protocol }` → the hex signature as base64) and `signPsbt` (`{ account, psbt, signInputs,
 * broadcast: false }` → the PSBT, which the adapter then proves input by input) and
 * `sendTransfer` (`{ account, recipientAddress, amount }` in sats → the txid), which Send uses
 * only for a wallet that grants no `signPsbt` (see the README).
 *
 * @example
 * const provider = createBitcoinSessionProvider(bridge, 'bip122:000000000019d6689c085ae165831e93')
 * const wallet = provider.toWallet({ name: 'My Wallet', icon: undefined, activeChain: () => undefined })
 * await wallet.connect(['payment', 'ordinals']) // [{ address: 'bc1q…', purpose: 'payment', … }, …]
 */
export function createBitcoinSessionProvider(
  bridge: RemoteSessionBridge,
  preferredChain?: CaipNetworkId,
): BitcoinSessionProvider {
  const session = createSession(bridge, {
    label: 'bitcoin',
    family: 'Bitcoin',
    preferredChain,
    // Session methods and the wallet features they stand for (capabilities follow them).
    features: {
      always: ['bitcoin:connect', 'standard:events'],
      byMethod: {
        signMessage: 'bitcoin:signMessage',
        signPsbt: 'bitcoin:signTransaction',
        sendTransfer: 'bip122:sendTransfer',
      },
    },
    answerError: (message, p) => new BitcoinWalletConnectError(message, p),
  })
  const { malformed } = session
  /** What the wallet told of its addresses (getAccountAddresses, events), by address. */
  const labels = new Map<string, { account: BitcoinAccount; said: boolean }>()
  /** An event's accounts when it named none of the session's (until the session updates). */
  let switched: BitcoinAccount[] | undefined

  const sessionAddresses = () => session.addresses()
  const accounts = (): BitcoinAccount[] => {
    if (switched) return switched
    const out: BitcoinAccount[] = []
    for (const address of sessionAddresses()) {
      const account = labels.get(address)?.account ?? toAccounts([{ address }])[0]
      if (account) out.push(account)
    }
    // A payment or ordinals address the wallet announced (with its intention) that the session
    // lacks joins.
    for (const purpose of ['payment', 'ordinals'] as const) {
      if (out.some((a) => a.purpose === purpose)) continue
      const announced = [...labels.values()].find((l) => l.said && l.account.purpose === purpose)
      if (announced) out.push(announced.account)
    }
    return out
  }
  /** The connected account's first external address (the reference's `account` parameter). */
  const accountParam = () => {
    const list = accounts()
    const first = list.find((a) => a.purpose === 'payment') ?? list[0]
    if (!first) throw new BitcoinWalletConnectError('The session has no Bitcoin address')
    return first.address
  }

  let reported: string | undefined
  const keyOf = (list: readonly BitcoinAccount[]) =>
    list.map((a) => `${a.address}/${a.purpose}`).join()
  const report = () => {
    let list: BitcoinAccount[]
    try {
      list = accounts()
    } catch (error) {
      bridge.logger.warn('bitcoin: unusable session', error)
      return
    }
    if (keyOf(list) === reported) return
    reported = keyOf(list)
    session.emit('accountsChanged', list)
  }
  const learn = (answer: unknown) => {
    const entries = readAddresses(answer)
    for (const entry of entries) labels.set(entry.account.address, entry)
    return entries
  }

  const { request } = session
  const granted = (method: string) => bridge.granted().methods.includes(method)

  /** Asks the wallet for its addresses (labels, keys); a failure keeps the session's own. */
  const askAddresses = async () => {
    try {
      if (!granted('getAccountAddresses')) return
      learn(
        await within(request('getAccountAddresses', { account: accountParam() }), RPC_TIMEOUT_MS),
      )
    } catch (error) {
      bridge.logger.warn('bitcoin: getAccountAddresses failed; the session addresses stay', error)
    }
  }

  const provider: BitcoinSessionProvider = {
    ...session.provider,
    request: ({ method, params }) => request(method, params),
    walletEvent(name, data) {
      if (name !== 'bip122_addressesChanged') return
      const entries = learn(data)
      if (!entries.length) return
      let inSession: string[] = []
      try {
        inSession = sessionAddresses()
      } catch {
        // No usable grant: the event's addresses stand alone.
      }
      if (entries.some((e) => inSession.includes(e.account.address))) switched = undefined
      else {
        // The wallet's account changed before its session did: its first payment and ordinals
        // addresses (or its first address, unlabelled) stand for it.
        const pick = (['payment', 'ordinals'] as const)
          .map((p) => entries.find((e) => e.said && e.account.purpose === p)?.account)
          .filter((a): a is BitcoinAccount => !!a)
        switched = pick.length ? pick : [entries[0]!.account]
      }
      report()
    },
    sessionUpdated() {
      switched = undefined
      report()
    },

    toWallet(info) {
      return {
        ...session.wallet(info),
        chains: () => [...bridge.granted().chains],
        accounts,
        // The session is the authorization: the wallet is only asked for its addresses' labels.
        async connect() {
          await askAddresses()
          reported = keyOf(accounts())
          return accounts()
        },
        // Silent: the session's addresses now, their labels asked in the background.
        async reconnect() {
          const now = accounts()
          reported = keyOf(now)
          void askAddresses().then(report)
          return now
        },
        async signMessage(address, message, protocol) {
          const method = 'signMessage'
          const answer = v.safeParse(
            SignMessageAnswer,
            await request(method, { account: accountParam(), message, address, protocol }),
          )
          if (!answer.success) throw malformed(method)
          const { signature, address: signer } = answer.output
          if (signer !== undefined && signer !== address) throw malformed(method)
          if (HEX.test(signature)) return hexToBase64(signature)
          if (BASE64.test(signature)) return signature
          throw malformed(method)
        },
        async signPsbt(psbt, inputs) {
          const method = 'signPsbt'
          const answer = v.safeParse(
            SignPsbtAnswer,
            await request(method, {
              account: accountParam(),
              psbt: toBase64(psbt),
              signInputs: inputs.map(({ address, index, sighash }) => ({
                address,
                index,
                ...(sighash === undefined ? {} : { sighashTypes: [sighash] }),
              })),
              broadcast: false,
            }),
          )
          if (!answer.success) throw malformed(method)
          return fromBase64(answer.output.psbt)
        },
        async sendTransfer({ account, to, sats }) {
          const method = 'sendTransfer'
          const answer = v.safeParse(
            SendTransferAnswer,
            await request(method, { account, recipientAddress: to, amount: sats.toString() }),
          )
          if (!answer.success) throw malformed(method)
          return answer.output.txid.toLowerCase()
        },
      }
    },
  }
  return provider
}
