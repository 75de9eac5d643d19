import { UserRejectedRequestError } from '../errors/catalogue.js'
import { toDisplayName } from '../format/toDisplayName.js'
import type { AdapterContext, ChainNamespace, Connector } from '../types.js'
import { createWalletIds } from './createWalletIds.js'
import type { WalletChange } from './walletConnections.js'

/**
 * A Wallet Standard wallet as the toolkit reads it (structurally: core depends on no Wallet
 * Standard package; adapters pass `@wallet-standard/app`'s wallets).
 */
export type StandardWalletLike = {
  readonly name: string
  readonly icon: string
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly { readonly address: string }[]
}

/** The page's Wallet Standard registry (`getWallets()` of `@wallet-standard/app`). */
export type StandardWalletRegistry<W> = {
  get(): readonly W[]
  on(event: 'register' | 'unregister', listener: (...wallets: W[]) => void): () => void
}

// biome-ignore lint/suspicious/noExplicitAny: Wallet Standard features take feature-specific inputs
type Method = (...args: any[]) => Promise<any>

// Wallets reject in their own ways: EIP-1193's 4001, Wallet Standard wallets' named errors.
const REJECTED = /reject|denied|declined|cancel/i

/** Whether a wallet's error means the visitor said no (4001, or a reject/denied/cancel name or message). */
export function isWalletRejection(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown }
  return (
    code === 4001 ||
    (typeof name === 'string' && REJECTED.test(name)) ||
    (typeof message === 'string' && REJECTED.test(message))
  )
}

/** Runs a wallet call; the wallet's own rejection becomes `UserRejectedRequestError` (cause kept). */
export async function callWallet<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    throw isWalletRejection(error) ? new UserRejectedRequestError({ cause: error }) : error
  }
}

/** Icons are untrusted: only inline images and https URLs are kept. */
export const safeIcon = (icon: unknown): string | undefined =>
  typeof icon === 'string' && /^(data:image\/|https:\/\/)/i.test(icon) ? icon : undefined

/** A name as the visitor sees it, for comparing names: display-safe, width and case folded. */
export const seenName = (name: string): string =>
  toDisplayName(name).normalize('NFKC').toLowerCase()

/**
 * The parts of a Wallet Standard wallet every family's handle uses: its features, a feature's
 * method (absent: the family's `missing` error), an authorized account (else
 * `UserRejectedRequestError`), `standard:disconnect` when it has one (forgetting is enough
 * otherwise) and `standard:events` changes, the accounts read by the family.
 *
 * @example
 * const w = standardWallet(wallet, (name, feature) => new SolanaWalletFeatureMissingError(name, feature))
 * const [out] = await callWallet(() => w.method('solana:signMessage', 'signMessage')({ account: w.account(a), message }))
 */
export function standardWallet<W extends StandardWalletLike>(
  wallet: W,
  missing: (wallet: string, feature: string) => Error,
) {
  const feature = (name: string) =>
    wallet.features[name] as (Record<string, unknown> & { [key: string]: unknown }) | undefined
  return {
    feature,
    names: () => Object.keys(wallet.features),
    method(name: string, key: string): Method {
      const fn = feature(name)?.[key]
      if (typeof fn !== 'function') throw missing(wallet.name, name)
      return fn as Method
    },
    account(address: string): W['accounts'][number] {
      const found = wallet.accounts.find((a) => a.address === address)
      if (!found) throw new UserRejectedRequestError({ details: `${address} is not authorized` })
      return found
    },
    async disconnect() {
      const fn = feature('standard:disconnect')?.disconnect
      if (typeof fn === 'function') await (fn as Method)()
    },
    onChange<A>(
      listener: (change: WalletChange<A>) => void,
      readAccounts: () => readonly A[],
    ): () => void {
      const on = feature('standard:events')?.on
      if (typeof on !== 'function') return () => {}
      return (on as (event: string, l: (props: Record<string, unknown>) => void) => () => void)(
        'change',
        (properties) => {
          const change: WalletChange<A> = {}
          if (properties.accounts) change.accounts = readAccounts()
          if (properties.features) change.features = true
          listener(change)
        },
      )
    },
  }
}

/** A connector the family lists beside the standard ones, with the name it claims (if another). */
type ListedWallet<C> = { connector: C; claims?: string }

export type WatchStandardWalletsOptions<W, C extends Connector> = {
  chain: ChainNamespace
  /** Whether a registered wallet counts as one of the family's. */
  accepts(wallet: W): boolean
  /** The family's handle of a wallet (made once per wallet while it stays registered). */
  toHandle(wallet: W): C['provider']
  /** List again when a wallet's features change (whether it counts may change). */
  watchFeatures?: boolean
  /** Wallets of other faces (legacy, injected), given the standard ones listed. */
  others?(standard: readonly C[]): ListedWallet<C>[]
  /** When to list again after start, in ms (wallets that inject late). */
  retryMs?: readonly number[]
  /** Every list, before the host's exclusions (the adapter finds its wallets in it). */
  onChange(all: C[]): void
}

/**
 * Finds the page's wallets of one family: every Wallet Standard wallet it `accepts`, registered
 * before or after start (unregistered ones leave the list), each with an id of its own
 * (`createWalletIds`), then the family's `others`. Reports the list through `onChange`, and
 * without the host's `excludeWallets` (names compared as the visitor sees them, a wallet's claimed
 * name counted) through `ctx.setConnectors`, on every change. A no-op without `window` (SSR).
 *
 * @example
 * watchStandardWallets(ctx, getWallets, { chain: 'bip122', accepts, toHandle: fromStandardWallet, onChange })
 */
export function watchStandardWallets<W extends StandardWalletLike, C extends Connector>(
  ctx: Pick<AdapterContext, 'setConnectors' | 'excludeWallets'>,
  getRegistry: () => StandardWalletRegistry<W>,
  options: WatchStandardWalletsOptions<W, C>,
): { stop(): void } {
  if (typeof window === 'undefined') return { stop() {} }
  const registry = getRegistry()
  const handles = new Map<W, C['provider']>()
  const watched = new Map<W, () => void>()
  // One id a wallet, `name#2`… for a later one of the same name: picking one never connects another.
  const ids = createWalletIds<W>()
  let stopped = false

  const watchFeatures = (wallet: W) => {
    if (watched.has(wallet)) return
    const on = (wallet.features['standard:events'] as { on?: unknown } | undefined)?.on
    watched.set(
      wallet,
      typeof on === 'function'
        ? on('change', (p: { features?: unknown }) => p.features && publish())
        : () => {},
    )
  }

  const publish = () => {
    if (stopped) return
    const all: C[] = []
    for (const wallet of registry.get()) {
      if (options.watchFeatures) watchFeatures(wallet)
      if (!options.accepts(wallet)) continue
      const handle = handles.get(wallet) ?? options.toHandle(wallet)
      handles.set(wallet, handle)
      all.push({
        id: ids.of(wallet),
        name: wallet.name,
        type: 'ANNOUNCED',
        chain: options.chain,
        imageUrl: safeIcon(wallet.icon),
        provider: handle,
      } as C)
    }
    const claimed = new Map<C, string>()
    for (const { connector, claims } of options.others?.(all) ?? []) {
      if (claims !== undefined) claimed.set(connector, claims)
      all.push(connector)
    }
    options.onChange(all)
    const excluded = ctx.excludeWallets.map(seenName)
    ctx.setConnectors(all.filter((c) => !excluded.includes(seenName(claimed.get(c) ?? c.name))))
  }

  const offRegister = registry.on('register', publish)
  const offUnregister = registry.on('unregister', (...gone: W[]) => {
    for (const wallet of gone) {
      watched.get(wallet)?.()
      watched.delete(wallet)
      handles.delete(wallet)
      ids.forget(wallet)
    }
    publish()
  })
  publish()
  const timers = (options.retryMs ?? []).map((ms) => setTimeout(publish, ms))
  return {
    stop() {
      stopped = true
      for (const timer of timers) clearTimeout(timer)
      offRegister()
      offUnregister()
      for (const off of watched.values()) off()
      watched.clear()
    },
  }
}
