import type { Eip1193Provider } from '@gangway/adapter-evm'
import type { RemoteConnector } from '@gangway/core'
import { ChainNotConfiguredError, type CreateConnectorFn, createConnector } from '@wagmi/core'
import { getAddress, isAddress, toHex } from 'viem'
import { isUserRejection } from './internal/core.js'

/** The wagmi connector type of the wallets Gangway hands wagmi (a WalletConnect session…). */
export const GANGWAY_CONNECTOR_TYPE = 'gangway'

// Wallet answers are untrusted: anything that is not an address is left out.
const toAddresses = (value: unknown) =>
  (Array.isArray(value) ? value : [])
    .filter((a): a is string => typeof a === 'string' && isAddress(a, { strict: false }))
    .map((a) => getAddress(a))

/**
 * A wagmi connector over a wallet that no wagmi connector discovers: a WalletConnect session's
 * or the email/social wallet's EIP-1193 provider, which Gangway's clients hand the adapter.
 * wagmi's hooks reach the wallet through `gated` (the modal's request gate, the provider
 * `useProvider('eip155')` gives); the connector itself reads accounts and chain, and follows the
 * wallet's events, on the wallet's own provider.
 */
export function remoteConnector(
  info: RemoteConnector,
  provider: Eip1193Provider,
  gated: () => Eip1193Provider,
): CreateConnectorFn {
  return createConnector<Eip1193Provider>((wagmi) => {
    const onAccountsChanged = (accounts: unknown) => {
      const addresses = toAddresses(accounts)
      if (!addresses.length) wagmi.emitter.emit('disconnect')
      else wagmi.emitter.emit('change', { accounts: addresses })
    }
    const onChainChanged = (chain: unknown) => {
      const chainId = Number(chain)
      if (Number.isSafeInteger(chainId)) wagmi.emitter.emit('change', { chainId })
    }
    const onDisconnect = () => wagmi.emitter.emit('disconnect')
    const listen = (on: boolean) => {
      const method = on ? provider.on : provider.removeListener
      method?.call(provider, 'accountsChanged', onAccountsChanged)
      method?.call(provider, 'chainChanged', onChainChanged)
      method?.call(provider, 'disconnect', onDisconnect)
    }
    const accountsOf = async (method: 'eth_accounts' | 'eth_requestAccounts') =>
      toAddresses(await provider.request({ method }))
    const chainIdOf = async () => Number(await provider.request({ method: 'eth_chainId' }))

    return {
      id: info.id,
      name: info.name,
      type: GANGWAY_CONNECTOR_TYPE,
      ...(info.imageUrl ? { icon: info.imageUrl } : {}),
      async connect({ chainId, isReconnecting } = {}) {
        const accounts = await accountsOf(isReconnecting ? 'eth_accounts' : 'eth_requestAccounts')
        if (!accounts.length) throw new Error(`${info.name} granted no account`)
        let current = await chainIdOf()
        if (chainId && chainId !== current) {
          // Like wagmi's own connectors: only a rejection stops connecting.
          try {
            current = (await this.switchChain!({ chainId })).id
          } catch (error) {
            if (isUserRejection(error)) throw error
          }
        }
        listen(false)
        listen(true)
        // biome-ignore lint/suspicious/noExplicitAny: wagmi 2 and 3 type the return differently
        return { accounts: accounts as any, chainId: current }
      },
      async disconnect() {
        listen(false)
        // Ends a WalletConnect session (its provider's revoke), as evmAdapter's disconnect does;
        // a wallet without the method has nothing to end.
        await provider
          .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
          .catch(() => {})
      },
      getAccounts: () => accountsOf('eth_accounts'),
      getChainId: chainIdOf,
      async getProvider() {
        return gated()
      },
      async isAuthorized() {
        try {
          return (await accountsOf('eth_accounts')).length > 0
        } catch {
          return false
        }
      },
      async switchChain({ chainId }) {
        const chain = wagmi.chains.find((c) => c.id === chainId)
        if (!chain) throw new ChainNotConfiguredError()
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: toHex(chainId) }],
        })
        return chain
      },
      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    }
  })
}
