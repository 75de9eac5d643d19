import {
  type CaipNetworkId,
  ChainNotSupportedError,
  InvalidChainIdError,
  type RemoteSessionBridge,
  type RemoteSessionProvider,
  RpcMethodNotAllowedError,
} from '@gangway/core'
import { createEmitter, SESSION_ENDED } from '../internal/core.js'
import { classifyRpcMethod } from '../rpc/classifyRpcMethod.js'

/** An EVM address as a session may hold it (untrusted: the wallet's CAIP-10 accounts). */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

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
 * The EIP-1193 provider the EVM adapter gets for a remote wallet (its `walletConnect`
 * capability's `createProvider`, loaded with `import()` only when a session exists). Accounts and chain come from
 * the session; `wallet_switchEthereumChain` to a chain of the session switches here (and tells
 * the wallet when it supports the method), to another chain it goes to the wallet;
 * `wallet_revokePermissions` ends the session (the adapter's disconnect); methods outside the
 * known lists are refused (RpcMethodNotAllowedError, 4200); read-only chain
 * queries go to the network's RPC over HTTP; everything else to the wallet through the session.
 *
 * @param bridge - the remote-wallet client's session bridge for eip155 (grant, requests, reads)
 * @param preferredChain - the chain to start on when the session has it
 * @example
 * const provider = createEip155Provider(bridge, 'eip155:1')
 * await provider.request({ method: 'eth_accounts' }) // ['0x…']
 */
export function createEip155Provider(
  bridge: RemoteSessionBridge,
  preferredChain?: CaipNetworkId,
): RemoteSessionProvider {
  const emitter = createEmitter(bridge.logger, 'evm')
  const granted = bridge.granted
  const chainsOf = () =>
    granted()
      .chains.map((c) => toChainId(c.split(':')[1]))
      .filter((c): c is number => c !== undefined)
  let chainId = toChainId(preferredChain?.split(':')[1])
  const current = (): number => {
    const chains = chainsOf()
    if (chainId === undefined || !chains.includes(chainId)) chainId = chains[0]
    if (chainId === undefined)
      throw new ChainNotSupportedError({ details: 'the session has no EVM chain' })
    return chainId
  }
  const caip = (id: number): CaipNetworkId => `eip155:${id}`
  const accountsOn = (id: number) => [
    ...new Set(
      granted()
        .accounts.filter((a) => a.chainId === caip(id) && EVM_ADDRESS.test(a.address))
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
    if (target === undefined) throw new InvalidChainIdError({ details: String(params) })
    const from = current()
    if (chainsOf().includes(target)) {
      moveTo(target)
      // The wallet follows when it can; the dapp does not wait for it.
      if (granted().methods.includes('wallet_switchEthereumChain'))
        bridge
          .request({ chainId: caip(target), method: 'wallet_switchEthereumChain', params })
          .catch((error) =>
            bridge.logger.warn('walletconnect: the wallet did not follow the chain switch', error),
          )
      return null
    }
    await bridge.request({ chainId: caip(from), method: 'wallet_switchEthereumChain', params })
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
          await bridge.end()
          return null
      }
      // Spec §6 "Others refused": eth_sign, eth_signTransaction, eth_signTypedData_v3… never
      // reach the wallet, whoever holds this provider.
      const kind = classifyRpcMethod(method)
      if (kind === 'refused') throw new RpcMethodNotAllowedError({ code: 4200, details: method })
      const chain = caip(current())
      // Chain reads go to the chain; wallet_* queries (capabilities, calls status) to the wallet.
      if (kind === 'safe' && !method.startsWith('wallet_'))
        return bridge.read({ chainId: chain, method, params })
      return bridge.request({ chainId: chain, method, params })
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
        bridge.logger.warn('evm: unusable session update', error)
      }
    },
    ended() {
      emitter.emit('disconnect', SESSION_ENDED)
    },
  }
}
