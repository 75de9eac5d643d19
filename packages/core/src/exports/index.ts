// Host API of @gangway/core: create and run an engine, open the modal, connect, read its stores.
// Networks are in '@gangway/core/networks', service clients in '@gangway/core/services', and
// plumbing for the shell, adapters and features in '@gangway/core/internal' (no semver promise).
// Entry points re-export by name only (STYLE §10); exports tests snapshot each entry.
//
// Actions taking an engine are re-typed for the read-only host `Engine` (HostAction: the same
// function, a type-only cast, in exports/host/ so this entry only re-exports).

// caip
export { type ParsedCaipAddress, parseCaipAddress } from '../caip/parseCaipAddress.js'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
export { toCaipAddress } from '../caip/toCaipAddress.js'
export { toCaipNetworkId } from '../caip/toCaipNetworkId.js'
// config
export { DEFAULT_SERVICES } from '../config/defaults.js'
export type {
  AppMetadata,
  FeatureEntry,
  FeaturesConfig,
  ModalConfig,
  ResolvedConfig,
  ServiceUrls,
} from '../config/types.js'
export type { ConnectParameters } from '../connection/connect.js'
export type { DisconnectParameters } from '../connection/disconnect.js'
// server rendering: the cookies' state for the first render
export {
  cookieToInitialState,
  type InitialNamespaceState,
  type InitialState,
} from '../connection/initialState.js'
// engine
export type { CreateEngineOptions } from '../engine/createEngine.js'
export type { HostEngine as Engine, ReadonlyStore } from '../engine/hostEngine.js'
export type {
  FeatureStatus,
  NamespaceConnections,
  StopEngine,
  ThemeState,
} from '../engine/types.js'
// errors hosts catch, and what each action throws (XErrorType unions, narrowed by name)
export type {
  ConnectErrorType,
  CreateEngineErrorType,
  DisconnectErrorType,
  ErrorType,
  GetProviderErrorType,
  LoadWalletConnectErrorType,
  OpenErrorType,
  StartErrorType,
  SwitchNetworkErrorType,
  WalletErrorType,
} from '../errors/actionErrors.js'
export { BaseError, type BaseErrorParameters } from '../errors/base.js'
export * from '../errors/catalogue.js'
export * from '../errors/connectionErrors.js'
export * from '../errors/serviceErrors.js'
export type { CoreEventName, ModalEventName } from '../events/eventNames.js'
// formatting
export { formatAddress } from '../format/formatAddress.js'
export { formatAmount } from '../format/formatAmount.js'
export { formatBalance } from '../format/formatBalance.js'
export { formatUnits } from '../format/formatUnits.js'
export { parseUnits } from '../format/parseUnits.js'
// i18n
export type {
  Catalogue,
  Message,
  MessageParams,
  PluralMessage,
  Translation,
} from '../i18n/formatMessage.js'
export type {
  I18nState,
  MessageCatalogues,
  MessageLoader,
  MessageOverrides,
} from '../i18n/i18n.js'
export { LOCALES, type Locale } from '../i18n/locales.js'
export { localeDirection, resolveLocale } from '../i18n/resolveLocale.js'
export type { OpenParameters } from '../modal/open.js'
// networks: the definitions are in '@gangway/core/networks'
export { defineNetwork } from '../networks/defineNetwork.js'
// storage back-ends a host passes to createEngine
export { type CookieDocument, cookieBackend } from '../storage/cookieBackend.js'
export { localStorageBackend } from '../storage/localStorageBackend.js'
export { memoryBackend } from '../storage/memoryBackend.js'
export type { StorageBackend } from '../storage/types.js'
// contracts and entities
export type {
  AccountAction,
  AccountEntry,
  AccountState,
  AccountTab,
  AccountTabEntry,
  AccountType,
  Adapter,
  AdapterCapability,
  AdapterContext,
  AdapterDescriptor,
  AdapterEvent,
  AdapterExtensions,
  ApprovalRequest,
  ApprovalResult,
  AssetInfo,
  Balance,
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  CloseGuard,
  Connection,
  ConnectionStatus,
  Connector,
  ConnectorType,
  ConnectResult,
  ConnectSlot,
  ConnectSlotEntry,
  ConnectStep,
  ConnectStepInfo,
  CoreViewName,
  DescribedRequest,
  DescriptionRow,
  Feature,
  FeatureContext,
  FeatureEntries,
  FeatureModule,
  FeatureStorage,
  FeatureView,
  FeatureViewNames,
  FungiblePrice,
  Identity,
  KnownNamespace,
  Logger,
  LogLevel,
  ModalEvent,
  ModalState,
  NamespaceProviders,
  Network,
  Nft,
  OptionalCapability,
  PairingRequest,
  PairingRequestBuilder,
  PendingRequest,
  ProviderOf,
  RemoteConnector,
  RemoteSessionBridge,
  RemoteSessionProvider,
  RemoteWalletCapability,
  RemoteWalletSupport,
  RequestDescription,
  RequestText,
  RouterData,
  RouterState,
  SendTransactionParameters,
  SentTransaction,
  ThemeMode,
  Toast,
  TokenBalance,
  Transaction,
  TransactionRequest,
  TransactionRequests,
  TransactionTransfer,
  TransferCapability,
  TransferEstimate,
  TransferParameters,
  TransferSpeed,
  ViewArguments,
  ViewName,
  WalletConnectClient,
  WalletConnectConnectorId,
  WalletConnectDescriptor,
  WalletConnectModule,
  WalletConnectState,
  WalletConnectStatus,
  WalletInfo,
  WalletLink,
  WalletListEntry,
} from '../types.js'

// actions, typed for hosts with the read-only `Engine` (the same functions). Each is typed in its
// own file under host/ and only re-exported here: a `const` in this entry would import every
// action's module from whatever imports '@gangway/core', and a host bundler (Vite) then places
// them all up front, called there or not (for the host's first chunk).
export { canClose, close } from './host/close.js'
export { connect } from './host/connect.js'
export { createEngine } from './host/createEngine.js'
export { destroy } from './host/destroy.js'
export { disconnect } from './host/disconnect.js'
export { getProvider } from './host/getProvider.js'
export { hasWalletConnect, loadWalletConnect } from './host/loadWalletConnect.js'
export { open } from './host/open.js'
export { setLocale } from './host/setLocale.js'
export { setThemeMode, setThemeVariables } from './host/setTheme.js'
export { start } from './host/start.js'
export { stop } from './host/stop.js'
export { subscribeEvents } from './host/subscribeEvents.js'
export { switchNetwork } from './host/switchNetwork.js'
