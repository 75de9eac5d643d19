// Host API of @gangway/core: create and run an engine, open the modal, connect, read its stores.
// Networks are in '@gangway/core/networks', service clients in '@gangway/core/services', and
// plumbing for the shell, adapters and features in '@gangway/core/internal' (no semver promise).
// Entry points re-export by name only (STYLE §10); exports tests snapshot each entry.
//
// Actions taking an engine are re-typed for the read-only host `Engine` (HostAction: the same
// function, a type-only cast).

import { connect as connectAction } from '../connection/connect.js'
import { disconnect as disconnectAction } from '../connection/disconnect.js'
import { switchNetwork as switchNetworkAction } from '../connection/switchNetwork.js'
import { createEngine as createEngineAction } from '../engine/createEngine.js'
import { destroy as destroyAction } from '../engine/destroy.js'
import type { HostAction, HostEngine } from '../engine/hostEngine.js'
import { start as startAction } from '../engine/start.js'
import { stop as stopAction } from '../engine/stop.js'
import { subscribeEvents as subscribeEventsAction } from '../events/subscribeEvents.js'
import { canClose as canCloseAction, close as closeAction } from '../modal/close.js'
import { open as openAction } from '../modal/open.js'
import { getProvider as getProviderAction } from '../ui/getProvider.js'
import {
  setThemeMode as setThemeModeAction,
  setThemeVariables as setThemeVariablesAction,
} from '../ui/setTheme.js'
import {
  hasWalletConnect as hasWalletConnectAction,
  loadWalletConnect as loadWalletConnectAction,
} from '../walletconnect/loadWalletConnect.js'

// caip
export { type ParsedCaipAddress, parseCaipAddress } from '../caip/parseCaipAddress.js'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
export { toCaipAddress } from '../caip/toCaipAddress.js'
export { toCaipNetworkId } from '../caip/toCaipNetworkId.js'
// config
export { DEFAULT_SERVICES } from '../config/defaults.js'
export type { AppMetadata, ModalConfig, ResolvedConfig, ServiceUrls } from '../config/types.js'
export type { ConnectParameters } from '../connection/connect.js'
export type { DisconnectParameters } from '../connection/disconnect.js'
// engine
export type { CreateEngineOptions } from '../engine/createEngine.js'
export type { HostEngine as Engine, ReadonlyStore } from '../engine/hostEngine.js'
export type {
  FeatureStatus,
  NamespaceConnections,
  StopEngine,
  ThemeState,
} from '../engine/types.js'
// errors hosts catch
export { BaseError, type BaseErrorParameters } from '../errors/base.js'
export * from '../errors/catalogue.js'
export type { CoreEventName, ModalEventName } from '../events/eventNames.js'
// formatting
export { formatAddress } from '../format/formatAddress.js'
export { formatAmount } from '../format/formatAmount.js'
export { formatBalance } from '../format/formatBalance.js'
export { formatUnits } from '../format/formatUnits.js'
export { parseUnits } from '../format/parseUnits.js'
export type { OpenParameters } from '../modal/open.js'
// networks: the definitions are in '@gangway/core/networks'
export { defineNetwork } from '../networks/defineNetwork.js'
// storage back-ends a host passes to createEngine
export { type CookieDocument, cookieBackend } from '../storage/cookieBackend.js'
export { localStorageBackend } from '../storage/localStorageBackend.js'
export { memoryBackend } from '../storage/memoryBackend.js'
export type { StorageBackend } from '../storage/types.js'
// contracts and entities
export type * from '../types.js'

// actions
/** Validates the config and creates one engine (see `createEngine` in engine/createEngine.ts). */
export const createEngine = createEngineAction as (
  ...args: Parameters<typeof createEngineAction>
) => HostEngine
export const start = startAction as HostAction<typeof startAction>
export const stop = stopAction as HostAction<typeof stopAction>
export const destroy = destroyAction as HostAction<typeof destroyAction>
export const open = openAction as HostAction<typeof openAction>
export const close = closeAction as HostAction<typeof closeAction>
export const canClose = canCloseAction as HostAction<typeof canCloseAction>
export const connect = connectAction as HostAction<typeof connectAction>
export const disconnect = disconnectAction as HostAction<typeof disconnectAction>
export const switchNetwork = switchNetworkAction as HostAction<typeof switchNetworkAction>
export const subscribeEvents = subscribeEventsAction as HostAction<typeof subscribeEventsAction>
export const getProvider = getProviderAction as HostAction<typeof getProviderAction>
export const setThemeMode = setThemeModeAction as HostAction<typeof setThemeModeAction>
export const setThemeVariables = setThemeVariablesAction as HostAction<
  typeof setThemeVariablesAction
>
// remote wallets (headless use of `@gangway/walletconnect`)
export const hasWalletConnect = hasWalletConnectAction as HostAction<typeof hasWalletConnectAction>
export const loadWalletConnect = loadWalletConnectAction as HostAction<
  typeof loadWalletConnectAction
>
