import { WalletRequestError } from '../errors.js'
import { type CaipNetworkId, classifyRpcMethod } from '../internal/core.js'
import { createEmitter, type Listener } from './createEmitter.js'
import { requestWallet, type SessionLink, sessionNamespace } from './sessionLink.js'

/** An EIP-1193 provider over a WalletConnect session, with the hooks its client drives. */
export type SessionProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** A `session_event` from the wallet (chainChanged, accountsChanged). */
  walletEvent(name: string, data: unknown): void
  /** The session's namespaces changed (`session_update`). */
  sessionUpdated(): void
  /** The session ended: tells the adapter (EIP-1193 `disconnect`, code 4900). */
  ended(): void
}

const DISCONNECTED = { code: 4900, message: 'The WalletConnect session ended.' }
const toHex = (n: number) => `0x${n.toString(16)}`
const toChainId = (value: unknown): number | undefined => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/**
 * The EIP-1193 provider the EVM adapter gets for a remote wallet. Accounts and chain come from
 * the session; `wallet_switchEthereumChain` to a chain of the session switches here (and tells
 * the wallet when it supports the method), to another chain it goes to the wallet;
 * `wallet_revokePermissions` ends the session (the adapter's disconnect); read-only chain
 * queries go to the network's RPC over HTTP; everything else to the wallet through the session.
 *
 * @param link - the client's session, sign client and RPC reader
 * @param preferredChainId - the chain to start on when the session has it
 * @example
 * const provider = createEip155Provider(link, 1)
 * await provider.request({ method: 'eth_accounts' }) // ['0x…']
 */
export function createEip155Provider(
  link: SessionLink,
  preferredChainId?: number | string,
): SessionProvider {
  const emitter = createEmitter(link.logger)
  const granted = () => sessionNamespace(link, 'eip155').granted
  const chainsOf = () =>
    granted()
      .chains.map((c) => toChainId(c.split(':')[1]))
      .filter((c): c is number => c !== undefined)
  let chainId = toChainId(preferredChainId)
  const current = (): number => {
    const chains = chainsOf()
    if (chainId === undefined || !chains.includes(chainId)) chainId = chains[0]
    if (chainId === undefined) throw new WalletRequestError('The session has no EVM chain')
    return chainId
  }
  const caip = (id: number): CaipNetworkId => `eip155:${id}`
  const accountsOn = (id: number) => [
    ...new Set(
      granted()
        .accounts.filter((a) => a.chainId === caip(id))
        .map((a) => a.address),
    ),
  ]
  let reported: string | undefined

  const moveTo = (id: number) => {
    if (id === chainId) return
    chainId = id
    emitter.emit('chainChanged', toHex(id))
  }

  async function switchChain(params: unknown) {
    const target = toChainId((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId)
    if (target === undefined) throw new WalletRequestError('Invalid chainId', { code: -32602 })
    const from = current()
    if (chainsOf().includes(target)) {
      moveTo(target)
      // The wallet follows when it can; the dapp does not wait for it.
      if (granted().methods.includes('wallet_switchEthereumChain'))
        requestWallet(link, caip(target), 'wallet_switchEthereumChain', params).catch((error) =>
          link.logger.warn('walletconnect: the wallet did not follow the chain switch', error),
        )
      return null
    }
    await requestWallet(link, caip(from), 'wallet_switchEthereumChain', params)
    // The wallet adds the chain to the session (session_update) before it answers.
    if (chainsOf().includes(target)) moveTo(target)
    return null
  }

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts': {
          const accounts = accountsOn(current())
          reported = accounts.join()
          return accounts
        }
        case 'eth_chainId':
          return toHex(current())
        case 'wallet_switchEthereumChain':
          return switchChain(params)
        case 'wallet_revokePermissions':
          await link.end()
          return null
      }
      const chain = caip(current())
      // Chain reads go to the chain; wallet_* queries (capabilities, calls status) to the wallet.
      if (classifyRpcMethod(method) === 'safe' && !method.startsWith('wallet_'))
        return link.read(chain, method, params)
      return requestWallet(link, chain, method, params)
    },
    on: emitter.on,
    removeListener: emitter.removeListener,
    walletEvent(name, data) {
      if (name === 'chainChanged') {
        const id = toChainId(data)
        if (id !== undefined) moveTo(id)
      } else if (name === 'accountsChanged' && Array.isArray(data)) {
        // Wallets send plain addresses or CAIP-10 ids.
        const addresses = data
          .filter((a): a is string => typeof a === 'string')
          .map((a) => a.split(':').at(-1) ?? a)
          .filter((a) => /^0x[0-9a-fA-F]{40}$/.test(a))
        reported = addresses.join()
        emitter.emit('accountsChanged', addresses)
      }
    },
    sessionUpdated() {
      try {
        const before = chainId
        const id = current()
        if (id !== before) emitter.emit('chainChanged', toHex(id))
        const accounts = accountsOn(id)
        if (accounts.join() !== reported) {
          reported = accounts.join()
          emitter.emit('accountsChanged', accounts)
        }
      } catch (error) {
        link.logger.warn('walletconnect: unusable session update', error)
      }
    },
    ended() {
      emitter.emit('disconnect', DISCONNECTED)
    },
  }
}
