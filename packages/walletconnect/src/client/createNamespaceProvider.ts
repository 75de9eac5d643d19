import type {
  CaipNetworkId,
  ChainNamespace,
  RemoteSessionBridge,
  RemoteSessionProvider,
} from '../internal/core.js'
import { createEmitter } from './createEmitter.js'

const DISCONNECTED = { code: 4900, message: 'The WalletConnect session ended.' }

/**
 * The provider handed to an adapter whose `walletConnect` capability brings no provider of its
 * own (any family, e.g. solana or bip122) for a remote wallet: account
 * requests (`getAccounts`, `<namespace>_getAccounts`, `<namespace>_requestAccounts`) answer from
 * the session, every other request goes to the wallet on the session's chain of that namespace
 * (the preferred one when the session has it). Emits `accountsChanged` and `disconnect`.
 *
 * @example
 * const provider = createNamespaceProvider(createSessionBridge(link, 'solana'), 'solana')
 * await provider.request({ method: 'solana_signMessage', params })
 */
export function createNamespaceProvider(
  bridge: RemoteSessionBridge,
  namespace: ChainNamespace,
  preferredChain?: CaipNetworkId,
): RemoteSessionProvider {
  const emitter = createEmitter(bridge.logger)
  const granted = bridge.granted
  const chain = () => {
    const { chains } = granted()
    const id = preferredChain && chains.includes(preferredChain) ? preferredChain : chains[0]
    if (!id) throw new Error(`The session has no ${namespace} chain`)
    return id
  }
  const accounts = () => [
    ...new Set(
      granted()
        .accounts.filter((a) => a.chainId === chain())
        .map((a) => a.address),
    ),
  ]
  const accountMethods = ['getAccounts', `${namespace}_getAccounts`, `${namespace}_requestAccounts`]
  let reported: string | undefined

  return {
    async request({ method, params }) {
      if (accountMethods.includes(method)) {
        const list = accounts()
        reported = list.join()
        return list
      }
      return bridge.request({ chainId: chain(), method, params })
    },
    on: emitter.on,
    removeListener: emitter.removeListener,
    walletEvent(name, data) {
      if (name === 'accountsChanged' && Array.isArray(data))
        emitter.emit(
          'accountsChanged',
          data.filter((a): a is string => typeof a === 'string').map((a) => a.split(':').at(-1)),
        )
    },
    sessionUpdated() {
      try {
        const list = accounts()
        if (list.join() === reported) return
        reported = list.join()
        emitter.emit('accountsChanged', list)
      } catch (error) {
        bridge.logger.warn('walletconnect: unusable session update', error)
      }
    },
    ended() {
      emitter.emit('disconnect', DISCONNECTED)
    },
  }
}
