import type { InitialState } from '@gangway/core'
import { getAddress, isAddress } from 'viem'

/**
 * The part of wagmi's state this reads: what wagmi's `cookieToInitialState(config, cookie)`
 * returns (wagmi 2 and 3 alike).
 */
export type WagmiInitialState = {
  chainId?: number
  current?: string | null
  connections?: Map<
    string,
    { accounts?: readonly string[]; chainId?: number; connector?: { id?: string } }
  >
}

/**
 * Gangway's initial state with its EVM part taken from wagmi's: the connection wagmi's cookie
 * holds (connector, first account, chain), or none when wagmi has none. So a server-rendered
 * page shows the same account in the modal's button as in the app's wagmi hooks, and both
 * hydrate to what the server rendered. The other namespaces stay as Gangway's cookies have them.
 * Never throws: a wagmi state it cannot read leaves the EVM part disconnected.
 *
 * @param gangway - `cookieToInitialState(modalConfig, cookie)` from `@gangway/modal-shell`
 * @param wagmi - `cookieToInitialState(wagmiConfig, cookie)` from `wagmi` (with `ssr: true` and
 * `cookieStorage` in the wagmi config)
 *
 * @example
 * // app/layout.tsx (a server component)
 * import { cookieToInitialState } from '@gangway/modal-shell'
 * import { withWagmiState } from '@gangway/wagmi'
 * import { cookieToInitialState as wagmiCookieToInitialState } from 'wagmi'
 * const cookie = (await headers()).get('cookie')
 * const wagmiState = wagmiCookieToInitialState(wagmiConfig, cookie)
 * const initialState = withWagmiState(cookieToInitialState(modalConfig, cookie), wagmiState)
 */
export function withWagmiState(
  gangway: InitialState,
  wagmi: WagmiInitialState | undefined,
): InitialState {
  const { eip155: _stale, ...others } = gangway.namespaces
  const state: InitialState = { ...gangway, namespaces: others }
  const current =
    wagmi?.current && wagmi.connections instanceof Map
      ? wagmi.connections.get(wagmi.current)
      : undefined
  const address = current?.accounts?.[0]
  const chainId = current?.chainId ?? wagmi?.chainId
  const entry: NonNullable<InitialState['namespaces']['eip155']> = {}
  if (Number.isSafeInteger(chainId)) entry.networkId = `eip155:${chainId}`
  if (current?.connector?.id && address && isAddress(address, { strict: false }))
    Object.assign(entry, { connectorId: current.connector.id, address: getAddress(address) })
  if (Object.keys(entry).length) state.namespaces.eip155 = entry
  if (entry.address && !gangway.activeNamespace) state.activeNamespace = 'eip155'
  return state
}
